/** Sent in User-Agent; sdk/test/package.test.ts checks it equals package.json's version. */
export const VERSION = '0.1.0';
