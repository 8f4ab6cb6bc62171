export { KEY_PREFIX, generateRawKey, hashKey, isWellFormedKey } from './key-format';
export * from './key-service';
