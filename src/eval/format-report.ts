import type { EvalOrigin, EvalReport, OriginFigures, Ratio, Split } from './evaluate';

export interface FormatOptions {
  /** List every miss after the figures. */
  showMisses?: boolean;
}

function percent(ratio: Ratio): string {
  if (ratio.rate === null) return '     -';
  return `${(ratio.rate * 100).toFixed(1).padStart(5)}%`;
}

function cell(ratio: Ratio): string {
  return `${percent(ratio)} ${`(${ratio.correct}/${ratio.total})`.padEnd(11)}`;
}

function row(label: string, split: Split): string {
  return `${label.padEnd(22)}${cell(split.all)}${cell(split.known)}${cell(split.longTail)}`;
}

const ORIGIN_LABEL: Record<EvalOrigin, string> = { knowledge: 'knowledge', correction: 'correction', model_cache: 'model cache', model: 'model', none: 'no answer' };

function originRow(origin: EvalOrigin, figures: OriginFigures): string {
  const tokens = `${figures.inputTokens}/${figures.outputTokens}`;
  const facts = origin === 'none' ? '' : [figures.merchant, figures.domain, figures.category, figures.mcc, figures.isSubscription].map(cell).join('');
  return `${ORIGIN_LABEL[origin].padEnd(14)}${String(figures.items).padStart(5)}  ${tokens.padEnd(14)}${facts}`.trimEnd();
}

/**
 * Plain-text report: one row per figure, columns all / known merchants / long tail; then, with
 * the traces, one row per origin: its answers, their model tokens (in/out) and each fact scored
 * under the origin that stated it.
 */
export function formatEvalReport(report: EvalReport, options: FormatOptions = {}): string {
  const lines = [
    `${report.items} items: ${report.outcomes.cache} cache, ${report.outcomes.llm} model, ${report.outcomes.rejected} rejected, ${report.outcomes.retry} retry`,
    '',
    `${''.padEnd(22)}${'all'.padEnd(19)}${'known'.padEnd(19)}${'long tail'.padEnd(19)}`,
    row('merchant', report.merchant),
    row('domain', report.domain),
    row('category', report.category),
    row('mcc (where labelled)', report.mcc),
    row('is_subscription', report.isSubscription),
    row('good wrongly rejected', report.falseRejection),
    '',
    `${'garbage rejected'.padEnd(22)}${cell(report.rejectionRecall)}`,
    `${'one spelling/merchant'.padEnd(22)}${cell(report.consistency)}`,
  ];
  for (const { merchant, spellings } of report.consistency.inconsistent) lines.push(`  ${merchant}: ${spellings.join(' | ')}`);
  lines.push(`${'look-alike verified'.padEnd(22)}${`${report.lookalikeVerified.correct} of ${report.lookalikeVerified.total}`.padEnd(19)}(answered as another merchant with confidence ≥ 0.99; lower is better)`);
  lines.push(`${'all wrongly verified'.padEnd(22)}${`${report.falseVerified.correct} of ${report.falseVerified.total}`}`);
  if (options.showMisses) {
    for (const wrong of report.falseVerified.lines) lines.push(`  ${JSON.stringify(wrong.input)}: expected ${wrong.expected}, got ${wrong.got}`);
  }
  if (report.byOrigin) {
    const heading = ['merchant', 'domain', 'category', 'mcc', 'is_subscription'].map((name) => name.padEnd(18)).join('');
    lines.push('', `${'by origin'.padEnd(14)}${'items'.padStart(5)}  ${'tokens in/out'.padEnd(14)}${heading}`.trimEnd());
    for (const [origin, figures] of Object.entries(report.byOrigin) as Array<[EvalOrigin, OriginFigures]>) lines.push(originRow(origin, figures));
  }
  if (options.showMisses && report.misses.length > 0) {
    lines.push('', `misses (${report.misses.length}):`);
    for (const miss of report.misses) {
      lines.push(`  ${miss.field.padEnd(15)} ${miss.longTail ? 'tail ' : 'known'} ${JSON.stringify(miss.input)}: expected ${miss.expected}, got ${miss.got}`);
    }
  }
  return lines.join('\n');
}
