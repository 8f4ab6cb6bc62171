/**
 * The domain's words, shared by every folder: the 15 categories, the reason codes, item outcomes
 * and origins, the one merchant-facts type and a descriptor's analysis. A leaf: it imports no
 * other folder of txenrich (ESLint enforces it), so anything may import it without a cycle.
 */
export {
  CATEGORIES,
  categorySchema,
  isCategory,
  mccSchema,
  REASONS,
  ITEM_OUTCOMES,
  ANSWER_ORIGINS,
  TRANSACTION_KINDS,
  type TransactionKind,
  type Category,
  type Reason,
  type ItemOutcome,
  type AnswerOrigin,
} from './vocabulary';
export { MERCHANT_FIELDS, wholeAnswer, type MerchantFacts, type MerchantField, type VerifiedMerchant, type AnswerProvenance } from './merchant';
export type { DescriptorAnalysis, FoundHost, ProcessorRole } from './descriptor-analysis';
export type { ItemUsage } from './usage';
