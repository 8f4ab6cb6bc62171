import { isCategory } from '../domain';
import type { ModelAnswer, ModelItemResult } from './port';
import { calibrateConfidence } from './calibrate-confidence';
import { isRegistrableHostname } from './verify-domain';
import { wireItemSchema, type WireItem } from './wire-format';

const MODEL_ERROR: ModelItemResult = { ok: false, reason: 'model_error' };
const MAX_NAME_LENGTH = 80;

/**
 * Reads a model's answer for a call of `count` items. The answer is untrusted input: it may be
 * anything, miss items, repeat ids or invent ids. Never throws; every item the answer does not
 * cover with exactly one valid object becomes `model_error` on its own.
 */
export function readAnswer(payload: unknown, count: number): ModelItemResult[] {
  const byId = new Map<number, WireItem | 'conflict'>();
  for (const raw of answerItems(payload)) {
    const parsed = wireItemSchema.safeParse(raw);
    if (!parsed.success) continue;
    const { id } = parsed.data;
    if (id >= count) continue; // an invented id says nothing about the items we asked for
    // Two answers for one id: we cannot tell which belongs to the item, so neither is used.
    byId.set(id, byId.has(id) ? 'conflict' : parsed.data);
  }
  const results: ModelItemResult[] = [];
  for (let id = 0; id < count; id += 1) {
    const item = byId.get(id);
    results.push(item === undefined || item === 'conflict' ? MODEL_ERROR : sanitizeItem(item));
  }
  return results;
}

function answerItems(payload: unknown): unknown[] {
  if (Array.isArray(payload)) return payload;
  if (typeof payload === 'object' && payload !== null && 'items' in payload) {
    const items = (payload as { items: unknown }).items;
    if (Array.isArray(items)) return items;
  }
  return [];
}

/** Field rules of SPEC §2; a field that cannot be right fails the item, an optional one is nulled. */
export function sanitizeItem(item: WireItem): ModelItemResult {
  const name = sanitizeName(item.name);
  const confidence = calibrateConfidence(item.conf);
  if (name === null || !isCategory(item.cat) || confidence === null) return MODEL_ERROR;
  const answer: ModelAnswer = {
    name,
    domain: sanitizeDomain(item.domain),
    category: item.cat,
    mcc: sanitizeMcc(item.mcc),
    isSubscription: item.sub,
    confidence,
  };
  return { ok: true, answer };
}

// A module constant: esbuild rewrites a Unicode-property literal as `new RegExp(…)` where it stands.
const CONTROL_CHARACTERS = /\p{Cc}/gu;

export function sanitizeName(value: string): string | null {
  // Control characters would end up in CSV exports and terminals; collapse whitespace runs.
  const collapsed = value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  if (collapsed.length === 0) return null;
  const cut = Array.from(collapsed).slice(0, MAX_NAME_LENGTH).join('').trimEnd();
  return cut.length > 0 ? cut : null;
}

/**
 * A proposed domain survives only as a bare registrable hostname. "www." is dropped because the
 * contract asks for the primary domain; a trailing dot (fully qualified form) likewise. Anything
 * URL-like is not repaired: a model that answers with a URL was not certain of the domain.
 */
export function sanitizeDomain(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let host = value.trim().toLowerCase();
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.startsWith('www.')) host = host.slice(4);
  return isRegistrableHostname(host) ? host : null;
}

export function sanitizeMcc(value: unknown): string | null {
  if (typeof value === 'string') return /^\d{4}$/.test(value.trim()) ? value.trim() : null;
  // 5812 written as a number is unambiguous; 742 is not (0742 or a typo), so it is dropped.
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1000 && value <= 9999) return String(value);
  return null;
}
