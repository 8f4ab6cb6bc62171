export { KEY_PREFIX, generateRawKey, hashKey, isWellFormedKey } from './key-format';
export * from './key-service';
export { createCachedKeyVerifier, readAuthGeneration, type CachedKeyVerifierOptions, type KeyVerifier } from './key-cache';
export { listKeys, type KeyListing } from './list-keys';
