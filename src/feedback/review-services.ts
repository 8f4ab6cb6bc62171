import type { Correction } from './correction-store';
import type { CorrectionIndex } from './correction-index';
import { listFeedback, type FeedbackReport, type ListFeedbackOptions } from './feedback-store';
import type { FeedbackDependencies } from './ports';
import { approveFeedback, dismissFeedback, type ApproveOptions, type ReviewOutcome } from './review-feedback';

/** The review queue as a page or a route calls it, bound to the database and this process's index. */
export interface ReviewServices {
  list(options?: ListFeedbackOptions): Promise<FeedbackReport[]>;
  approve(id: string, options: ApproveOptions): Promise<ReviewOutcome<Correction>>;
  dismiss(id: string, reviewer: string): Promise<ReviewOutcome<null>>;
}

export function createReviewServices(deps: FeedbackDependencies, index: CorrectionIndex): ReviewServices {
  return {
    list: (options) => listFeedback(deps.db, options),
    async approve(id, options) {
      const outcome = await approveFeedback(deps, id, options);
      // This process answers with the correction at once; others within their refresh interval.
      if (outcome.ok) await index.refresh();
      return outcome;
    },
    dismiss: (id, reviewer) => dismissFeedback(deps, id, reviewer),
  };
}
