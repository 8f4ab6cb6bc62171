import type { Config } from '../config';
import type { DB } from '../db';
import type { Mailer } from '../mail';
import type { LinkThrottle } from '../accounts';
import type { ReviewServices } from '../feedback';

/** What dashboard routes may call: the same services as the API and CLI, plus mail and a clock. */
export interface DashboardServices {
  config: Config;
  db: DB;
  mailer: Mailer;
  /** Injectable clock: link expiry and sessions are tested without waiting. */
  now: () => number;
  /** Installation secret: keys CSRF tokens and the hashes of client addresses. */
  secret: string;
  linkThrottle: LinkThrottle;
  /** The feedback review queue (operators). */
  review: ReviewServices;
}
