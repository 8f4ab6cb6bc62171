export { TxenrichClient, createClient, SYNC_LIMIT, type TxenrichClientOptions, type CallOptions, type SubmitOptions } from './client.js';
export { ASYNC_LIMIT, type EnrichManyOptions, type EnrichManyProgress } from './enrich-many.js';
export { TxenrichError, isTxenrichError } from './errors.js';
export { VERSION } from './version.js';
export * from './types.js';
