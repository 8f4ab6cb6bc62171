/** Accuracy evaluation over labelled descriptors (the shared/data format). Pure: no I/O. */
export { parseLabelledLines, labelledLineSchema, LabelledDataError, type LabelledLine } from './labelled-line';
export { evaluate, foldName, type EvalReport, type EvalField, type EvalOrigin, type ItemTrace, type Miss, type OriginFigures, type Ratio, type Split } from './evaluate';
export { formatEvalReport, type FormatOptions } from './format-report';
