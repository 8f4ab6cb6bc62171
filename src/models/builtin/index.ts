/** The offline builtin model: a real provider behind the EnrichmentModel port. */
export { createBuiltinModel, type BuiltinModelOptions } from './builtin-model';
export { classifyWords, classifyWithoutTrade, GUESS, type Classification } from './classify';
export { formatMerchantName } from './merchant-name';
