import { randomBytes } from 'node:crypto';

/** Prefixed opaque ids (`acct_…`, `key_…`) for records the contract does not require to be UUIDs. */
export function prefixedId(prefix: 'acct' | 'key' | 'link' | 'sess'): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
