// The redact module's only door (STYLE: others import this file, nothing else here).
export { redact } from './redact';
export { prepareForModel, MODEL_INPUT_MAX_CHARS } from './prepare-for-model';
export { PII_KINDS, type PiiKind, type RedactedText, type Redaction } from './types';
