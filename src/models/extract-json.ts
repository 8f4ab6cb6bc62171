/**
 * Turns a model's text answer into JSON. Models without enforced structured output wrap JSON in
 * code fences, prefix it with reasoning (`<think>…</think>` from local reasoning models) or stop
 * mid-answer when they hit the token cap. Each of those would otherwise fail all 25 items of a
 * call; here they fail only the items that are really missing.
 *
 * Returns undefined when no JSON value can be recovered at all.
 */
export function extractJson(text: string): unknown {
  const cleaned = text
    .replace(/<think>[\s\S]*?<\/think>/g, '')
    .replace(/```(?:json)?/gi, '')
    .trim();
  const start = cleaned.search(/[[{]/);
  if (start < 0) return undefined;
  const candidate = cleaned.slice(start);
  try {
    return JSON.parse(candidate) as unknown;
  } catch {
    // Trailing prose after the JSON ("Hope this helps!") is common; cut at the last bracket.
    const end = Math.max(candidate.lastIndexOf('}'), candidate.lastIndexOf(']'));
    if (end > 0) {
      try {
        return JSON.parse(candidate.slice(0, end + 1)) as unknown;
      } catch {
        // fall through to salvage
      }
    }
  }
  const items = salvageItems(candidate);
  return items.length > 0 ? { items } : undefined;
}

/**
 * Recovers the complete objects of the answer's item array from a truncated answer such as
 * `{"items":[{…},{…},{"id":2,"na`. Scans with a string-aware bracket counter; every object that
 * closes is parsed on its own and still validated by the caller like any other item.
 */
function salvageItems(text: string): unknown[] {
  const key = text.indexOf('"items"');
  const arrayStart = text.indexOf('[', key < 0 ? 0 : key);
  if (arrayStart < 0) return [];
  const found: unknown[] = [];
  let depth = 0;
  let objectStart = -1;
  let inString = false;
  let escaped = false;
  for (let index = arrayStart + 1; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') {
      if (depth === 0) objectStart = index;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0 && objectStart >= 0) {
        try {
          found.push(JSON.parse(text.slice(objectStart, index + 1)) as unknown);
        } catch {
          // a malformed object is just one missing item
        }
        objectStart = -1;
      }
      if (depth < 0) break;
    } else if (char === ']' && depth === 0) break;
  }
  return found;
}

/** JSON.parse that answers undefined instead of throwing: a bad envelope is a value, not an error. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
