import { execFileSync } from 'node:child_process';

/**
 * Tests that start `serve`, `worker` or `npm start` as processes run the compiled bundle, as
 * production does; rebuild it first (about a second) so it is never older than the sources.
 */
export default function buildBundle(): void {
  execFileSync(process.execPath, ['tools/build.mjs'], { stdio: 'inherit' });
}
