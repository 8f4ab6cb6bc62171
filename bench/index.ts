// `npm run bench`: every benchmark, side by side in one run. Figures are ratios to a baseline
// measured in the same run, so they mean the same on a slower machine.
import { benchApiThroughput } from './api-throughput';

const seconds = Number(process.argv[2] ?? '10');
await benchApiThroughput(seconds);
for (const script of ['./normalize-match.ts', './model-tokens.ts']) {
  console.log(`\n== ${script} ==`);
  await import(script);
}
