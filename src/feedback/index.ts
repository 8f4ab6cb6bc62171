/**
 * Feedback: reports stored redacted, the operator's review queue, approved corrections (which
 * override the shipped knowledge and cached model answers on every process and become few-shot
 * examples) and the knowledge file operators export and import. Other folders import from here.
 */
export type { FeedbackDependencies, ShippedMerchant } from './ports';
export { submitFeedback, redactReport, STORED_INPUT_MAX_CHARS, type FeedbackInput } from './submit-feedback';
export { listFeedback, getFeedback, type FeedbackReport, type FeedbackStatus, type ListFeedbackOptions } from './feedback-store';
export { approveFeedback, dismissFeedback, type ApproveOptions, type ReviewOutcome, type ReviewFailure } from './review-feedback';
export { loadCorrections, saveCorrections, correctionsVersion, type Correction, type CorrectionSource } from './correction-store';
export { createCorrectionIndex, buildSnapshot, type CorrectionIndex, type CorrectionSnapshot } from './correction-index';
export { chooseExamples, MAX_EXAMPLES_PER_BATCH } from './choose-examples';
export { redactLegacyFeedback } from './legacy-feedback';
export {
  exportKnowledge,
  formatKnowledgeFile,
  importKnowledge,
  parseKnowledgeFile,
  knowledgeFileRecordSchema,
  type ImportOutcome,
  type ImportProblem,
  type KnowledgeFileRecord,
} from './knowledge-file';
export { createReviewServices, type ReviewServices } from './review-services';
