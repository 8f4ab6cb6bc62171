export { KEY_PREFIX, generateRawKey, hashKey, isWellFormedKey } from './key-format';
export * from './key-service';
export { listKeys, type KeyListing } from './list-keys';
