import { performance } from 'node:perf_hooks';
import { readDevset, type DevsetLine } from './corpus/devset';
import type { LabelledDescriptor } from './corpus/labelled-descriptor';
import { alteredWords, foldedWords, guessKind, leaks } from './corpus/leak-check';
import { merchantCorpus } from './corpus/merchant-corpus';
import { syntheticPiiCorpus } from './corpus/synthetic-corpus';
import { redact } from '../../src/redact';

export interface RecallFigure {
  planted: number;
  caught: number;
  recall: number;
  /** A few misses, to see what to fix. Synthetic strings only: no real person's data. */
  misses: string[];
}

export interface AlterationFigure {
  descriptors: number;
  altered: number;
  rate: number;
  examples: string[];
}

export interface RedactionMeasurement {
  /** By kind; names also split into "person_name:listed" and "person_name:held_out". */
  recall: Record<string, RecallFigure>;
  /** All known-merchant descriptors (the target), then by merchant list. */
  merchants: AlterationFigure;
  merchantGroups: Record<string, AlterationFigure>;
  devset: { pii: RecallFigure; merchants: AlterationFigure } | undefined;
  /** Best of several timed rounds over the whole corpus (most items hold personal data). */
  microsecondsPerItem: number;
  /** The same over known-merchant descriptors only, the common case in production. */
  microsecondsPerMerchantItem: number;
}

export interface MeasureOptions {
  seed?: number;
  perKind?: number;
  perMerchant?: number;
  devset?: DevsetLine[] | undefined;
}

const MAX_EXAMPLES = 8;

function recallFigure(): RecallFigure {
  return { planted: 0, caught: 0, recall: 1, misses: [] };
}

function alterationFigure(): AlterationFigure {
  return { descriptors: 0, altered: 0, rate: 0, examples: [] };
}

function count(figure: RecallFigure, caught: boolean, example: string): void {
  figure.planted += 1;
  if (caught) figure.caught += 1;
  else if (figure.misses.length < MAX_EXAMPLES) figure.misses.push(example);
  figure.recall = figure.caught / figure.planted;
}

function countAltered(figure: AlterationFigure, altered: string[], example: string): void {
  figure.descriptors += 1;
  if (altered.length === 0) return;
  figure.altered += 1;
  figure.rate = figure.altered / figure.descriptors;
  if (figure.examples.length < MAX_EXAMPLES) figure.examples.push(`${example} (lost ${altered.join(', ')})`);
}

function devsetFigures(lines: readonly DevsetLine[]): { pii: RecallFigure; merchants: AlterationFigure } {
  const pii = recallFigure();
  const merchants = alterationFigure();
  for (const line of lines) {
    const output = redact(line.input).text;
    for (const value of line.pii) count(pii, !leaks(guessKind(value), value, output), `${line.input} → ${output}`);
    if (line.expect.status !== 'complete' || line.expect.merchant === undefined) continue;
    // Merchant words are the words of the expected name (or an alias) that the input really contains.
    const inputWords = foldedWords(line.input);
    const personal = foldedWords(line.pii.join(' '));
    const names = [line.expect.merchant, ...(line.expect.merchant_aliases ?? [])];
    const words = [...new Set(names.flatMap((name) => [...foldedWords(name)]))].filter(
      (word) => inputWords.has(word) && !personal.has(word),
    );
    countAltered(merchants, alteredWords(words, output), `${line.input} → ${output}`);
  }
  return { pii, merchants };
}

const TIMED_ROUNDS = 5;

/**
 * Best of several rounds, after the measuring pass warmed the JIT: the minimum is the figure
 * least disturbed by whatever else the machine is doing (CI shares two cores).
 */
function timePerItem(inputs: readonly string[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < TIMED_ROUNDS; round += 1) {
    const started = performance.now();
    for (const input of inputs) redact(input);
    best = Math.min(best, ((performance.now() - started) * 1000) / inputs.length);
  }
  return best;
}

/**
 * Runs the redactor over the synthetic labelled corpus (planted personal data of every kind,
 * known-merchant descriptors) and, when given, the devset; returns recall per kind, the share of
 * merchant descriptors whose merchant words were altered, and the time per item.
 */
export function measureRedaction(options: MeasureOptions = {}): RedactionMeasurement {
  const piiCorpus = syntheticPiiCorpus(options.seed ?? 20240601, options.perKind ?? 2000);
  const merchants = merchantCorpus((options.seed ?? 20240601) + 1, options.perMerchant ?? 4);
  const recall: Record<string, RecallFigure> = {};
  const merchantFigure = alterationFigure();
  const merchantGroups: Record<string, AlterationFigure> = {};
  const all: LabelledDescriptor[] = [...piiCorpus, ...merchants];
  for (const item of all) {
    const output = redact(item.input).text;
    for (const planted of item.pii) {
      const caught = !leaks(planted.kind, planted.value, output);
      const example = `${item.input} → ${output}`;
      count((recall[planted.kind] ??= recallFigure()), caught, example);
      if (planted.group) count((recall[`${planted.kind}:${planted.group}`] ??= recallFigure()), caught, example);
    }
    if (item.merchantWords.length === 0) continue;
    const lost = alteredWords(item.merchantWords, output);
    if (item.pii.length === 0) {
      countAltered(merchantFigure, lost, `${item.input} → ${output}`);
      countAltered((merchantGroups[item.group ?? 'other'] ??= alterationFigure()), lost, `${item.input} → ${output}`);
    } else {
      // Merchant and rail words (ZELLE, VENMO, CASH APP…) beside planted data must stay too.
      countAltered((merchantGroups['beside_personal_data'] ??= alterationFigure()), lost, `${item.input} → ${output}`);
    }
  }
  const microsecondsPerItem = timePerItem(all.map((item) => item.input));
  const microsecondsPerMerchantItem = timePerItem(merchants.map((item) => item.input));
  const devset = options.devset ?? readDevset();
  return { recall, merchants: merchantFigure, merchantGroups, microsecondsPerMerchantItem, devset: devset ? devsetFigures(devset) : undefined, microsecondsPerItem };
}

function percent(value: number): string {
  return `${(value * 100).toFixed(2)}%`;
}

/** The figures as a plain-text table, for the test log and the closing note. */
export function formatMeasurement(measurement: RedactionMeasurement): string {
  const rows = Object.entries(measurement.recall)
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([kind, figure]) => `  ${kind.padEnd(26)} ${String(figure.caught).padStart(6)} / ${String(figure.planted).padEnd(6)} ${percent(figure.recall)}`);
  const lines = ['recall (caught / planted)', ...rows];
  const { merchants, devset } = measurement;
  lines.push(`merchant descriptors altered: ${merchants.altered} / ${merchants.descriptors} = ${percent(merchants.rate)}`);
  for (const [group, figure] of Object.entries(measurement.merchantGroups)) {
    lines.push(`  ${group.padEnd(26)} ${String(figure.altered).padStart(6)} / ${String(figure.descriptors).padEnd(6)} ${percent(figure.rate)}`);
  }
  if (devset) {
    lines.push(`devset pii removed: ${devset.pii.caught} / ${devset.pii.planted} = ${percent(devset.pii.recall)}`);
    lines.push(`devset merchant lines altered: ${devset.merchants.altered} / ${devset.merchants.descriptors} = ${percent(devset.merchants.rate)}`);
  }
  lines.push(
    `time per descriptor: ${measurement.microsecondsPerItem.toFixed(1)} µs (corpus), ` +
      `${measurement.microsecondsPerMerchantItem.toFixed(1)} µs (known-merchant descriptors)`,
  );
  return lines.join('\n');
}
