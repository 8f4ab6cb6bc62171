/**
 * `node bin/run-ts.js src/eval/offline-run.ts --file labelled.jsonl [--misses]`: runs the offline
 * path (rejection → verified knowledge → redaction → builtin model) directly on a labelled file and
 * prints the accuracy report. No database, no HTTP, no network: for measuring the normalizer,
 * matcher, rejection rules and builtin model while the service is being built.
 */
import { readFileSync } from 'node:fs';
import { rejectionReason } from '../enrich/reject';
import type { EnrichResultItem } from '../enrich/result';
import { loadKnowledgeBase, normalizeDescriptor, type KnowledgeBase } from '../knowledge/index';
import { createBuiltinModel } from '../models/builtin/index';
import type { EnrichmentModel } from '../models/port';
import { prepareForModel } from '../redact/index';
import { evaluate, formatEvalReport, parseLabelledLines } from './index';

function argument(name: string): string | undefined {
  const position = process.argv.indexOf(name);
  return position >= 0 ? process.argv[position + 1] : undefined;
}

async function enrichOffline(input: string, knowledge: KnowledgeBase, model: EnrichmentModel): Promise<EnrichResultItem> {
  const normalized = normalizeDescriptor(input);
  const reason = rejectionReason(input, normalized);
  if (reason) return { input, status: 'rejected', confidence: 0, reason };
  const known = knowledge.match(input);
  if (known) {
    return { input, status: 'complete', source: 'cache', merchant: known.name, domain: known.domain, category: known.category, mcc_code: known.mcc, is_subscription: known.isSubscription, confidence: known.confidence };
  }
  const redaction = prepareForModel(input, normalizeDescriptor);
  if (redaction.text.length === 0) return { input, status: 'rejected', confidence: 0, reason: 'empty_after_redaction' };
  const [item] = (await model.enrich([{ text: redaction.text }])).items;
  if (!item?.ok) return { input, status: 'retry', confidence: 0, reason: item?.reason ?? 'model_error' };
  const { answer } = item;
  // As the pipeline does: a model naming a verified merchant gets the verified facts.
  const verified = knowledge.findMerchantByName(answer.merchant);
  return {
    input,
    status: 'complete',
    source: 'llm',
    merchant: verified?.name ?? answer.merchant,
    domain: verified ? verified.domain : answer.domain,
    category: verified?.category ?? answer.category,
    mcc_code: verified ? (verified.mcc ?? answer.mcc) : answer.mcc,
    is_subscription: verified?.isSubscription ?? answer.isSubscription,
    confidence: answer.confidence,
  };
}

const file = argument('--file');
if (!file) {
  console.error('usage: node bin/run-ts.js src/eval/offline-run.ts --file labelled.jsonl [--misses]');
  process.exit(2);
}
const lines = parseLabelledLines(readFileSync(file, 'utf8'));
const knowledge = loadKnowledgeBase();
const model = createBuiltinModel();
const results: EnrichResultItem[] = [];
for (const line of lines) results.push(await enrichOffline(line.input, knowledge, model));
console.log(`${knowledge.size} verified merchants`);
console.log(formatEvalReport(evaluate(lines, results), { showMisses: process.argv.includes('--misses') }));
