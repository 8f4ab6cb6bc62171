export { createFieldCipher, UnreadableFieldError, type FieldCipher, type Keyring, type EncryptionKey } from './field-cipher';
export { loadKeyring, parseKey, keyId, KEY_FILE, type KeyringSource } from './keyring';
