import type { EvalReport, Ratio, Split } from './evaluate';

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

/** Plain-text report: one row per figure, columns all / known merchants / long tail. */
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
  if (options.showMisses && report.misses.length > 0) {
    lines.push('', `misses (${report.misses.length}):`);
    for (const miss of report.misses) {
      lines.push(`  ${miss.field.padEnd(15)} ${miss.longTail ? 'tail ' : 'known'} ${JSON.stringify(miss.input)}: expected ${miss.expected}, got ${miss.got}`);
    }
  }
  return lines.join('\n');
}
