// `npm run bench`: every benchmark, side by side in one run. Figures are ratios to a baseline
// measured in the same run, so they mean the same on a slower machine. Each benchmark after the
// API one runs in a fresh process of its own: the API benchmark leaves autocannon's heap and JIT
// state behind, which slowed the next one in the same process by a quarter (normalize + match:
// 26.8 µs there, 18–20 µs alone), a figure of the harness, not of the code measured.
import { execFileSync } from 'node:child_process';
import { benchApiThroughput } from './api-throughput';

const seconds = Number(process.argv[2] ?? '10');
await benchApiThroughput(seconds);
for (const script of ['bench/normalize-match.ts', 'bench/model-tokens.ts']) {
  console.log(`\n== ${script} ==`);
  execFileSync(process.execPath, ['bin/run-ts.js', script], { stdio: 'inherit' });
}
