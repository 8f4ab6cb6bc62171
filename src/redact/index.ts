// The redact module's only door: eslint.config.js forbids importing any other file of this folder from outside.
export { redact } from './redact';
export { prepareForModel, readModelText, MODEL_INPUT_MAX_CHARS } from './prepare-for-model';
export { PII_KINDS, type PiiKind, type RedactedText, type Redaction, type ModelText, type PreparedText } from './types';
