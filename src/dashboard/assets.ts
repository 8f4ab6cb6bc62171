import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_CSS } from './assets/dashboard-css';
import { USAGE_CHART_SCRIPT } from './assets/usage-chart-script';

const require = createRequire(import.meta.url);

/**
 * Static files of the dashboard, all from our own origin (no CDN: the service works offline).
 * uPlot is read from the installed package once, at registration.
 */
export async function registerDashboardAssets(app: FastifyInstance): Promise<void> {
  const uplotScript = await readFile(require.resolve('uplot/dist/uPlot.iife.min.js'));
  const uplotCss = await readFile(require.resolve('uplot/dist/uPlot.min.css'));
  const files: Record<string, { type: string; body: Buffer | string }> = {
    'uplot.js': { type: 'text/javascript; charset=utf-8', body: uplotScript },
    'uplot.css': { type: 'text/css; charset=utf-8', body: uplotCss },
    'dashboard.css': { type: 'text/css; charset=utf-8', body: DASHBOARD_CSS },
    'usage-chart.js': { type: 'text/javascript; charset=utf-8', body: USAGE_CHART_SCRIPT },
  };
  for (const [name, file] of Object.entries(files)) {
    app.get(`/assets/${name}`, async (_request, reply) =>
      reply.type(file.type).header('Cache-Control', 'public, max-age=3600').header('X-Content-Type-Options', 'nosniff').send(file.body),
    );
  }
}
