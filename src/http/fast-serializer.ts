import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A response serializer compiled by fast-json-stringify from the route's zod schema, for the
 * hot routes (sync enrich, job poll). The zod provider's serializer validates every response
 * at run time before JSON.stringify; here the handler's return type already matches the schema
 * (TypeScript checks it), so the check is paid for once, at compile time, and the JSON is written
 * by generated code that only emits the declared fields.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) throw new TypeError('fastSerializerCompiler expects a zod schema');
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(withoutRequired(jsonSchema) as Parameters<typeof fastJson>[0]);
}

/**
 * fast-json-stringify writes required properties before optional ones; SPEC §2 fixes the field
 * order (confidence after the merchant fields), so `required` is dropped and properties come
 * out in declaration order, each only when present.
 */
function withoutRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRequired);
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node)) {
    if (name === 'required') continue;
    copy[name] = name === 'properties' && value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withoutRequired(child)])) : withoutRequired(value);
  }
  return copy;
}

/**
 * The sync enrich envelope: `results` first, each item's JSON written by the item schema's
 * compiled serializer, and remembered for frozen items (the verified answers enrichBatch shares
 * between requests for the same string, see `knowledgeAnswer`): a statement's known merchants
 * are serialized once, not on every request. The rest of the envelope is written by its own
 * compiled serializer. The output is the same text `fastSerializerCompiler` writes.
 */
export function envelopeSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodObject)) throw new TypeError('envelopeSerializerCompiler expects a zod object schema');
  const results = schema.shape.results;
  if (!(results instanceof z.ZodArray)) throw new TypeError('envelopeSerializerCompiler expects a `results` array first');
  const item = fastSerializerCompiler({ schema: results.element });
  const rest = fastSerializerCompiler({ schema: schema.omit({ results: true }) });
  const remembered = new WeakMap<object, string>();
  const itemJson = (value: object): string => {
    if (!Object.isFrozen(value)) return item(value);
    let json = remembered.get(value);
    if (json === undefined) {
      json = item(value);
      remembered.set(value, json);
    }
    return json;
  };
  return (data) => {
    const { results: items, ...others } = data as { results: object[] };
    let json = '{"results":[';
    for (let index = 0; index < items.length; index += 1) json += (index === 0 ? '' : ',') + itemJson(items[index] as object);
    const tail = rest(others);
    return tail === '{}' ? `${json}]}` : `${json}],${tail.slice(1)}`;
  };
}
