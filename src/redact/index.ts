// The redact module's only door for production code: eslint.config.js forbids src/ files outside this folder to import any other file of it (tests and tools may reach in).
export { redact } from './redact';
export { prepareForModel, readModelText, MODEL_INPUT_MAX_CHARS } from './prepare-for-model';
export { isListedGivenName, isListedSurname } from './name-lexicon';
export { findPhones } from './find-contact-details';
export { PII_KINDS, type PiiKind, type RedactedText, type Redaction, type ModelText, type ModelHints, type PreparedText } from './types';
