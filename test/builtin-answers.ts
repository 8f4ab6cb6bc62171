import { normalizeDescriptor } from '../src/knowledge';
import { createBuiltinModel } from '../src/models/builtin/index';
import type { ModelAnswer } from '../src/models/port';
import { prepareForModel } from '../src/redact';

const model = createBuiltinModel();

/** The builtin model's answer for a raw line, prepared (redacted, normalized) as the pipeline prepares it. */
export async function builtinAnswerFor(raw: string): Promise<ModelAnswer> {
  const { text, normalized } = prepareForModel(raw, normalizeDescriptor);
  const [item] = (await model.enrich([{ text, normalized }])).items;
  if (!item?.ok) throw new Error(`no answer for ${raw}`);
  return item.answer;
}
