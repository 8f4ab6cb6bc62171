import cliProgress from 'cli-progress';
import type { ProgressReporter } from './csv-enrich';

/** A progress bar with ETA on a terminal (stderr), measured in bytes of input read. */
export function createProgressBar(stream: NodeJS.WriteStream): ProgressReporter | undefined {
  if (!stream.isTTY) return undefined;
  const bar = new cliProgress.SingleBar(
    { stream, format: 'enriching [{bar}] {percentage}% | {rows} rows | ETA {eta_formatted}', etaBuffer: 20, hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  return {
    start: (totalBytes, startBytes) => bar.start(Math.max(1, totalBytes), startBytes, { rows: 0 }),
    update: (bytes, rows) => bar.update(bytes, { rows }),
    stop: () => bar.stop(),
  };
}
