import type { z } from 'zod';
import type { JobView } from '../jobs';
import type { Usage } from '../enrich';
import type { jobSchema } from './schemas';
import { isoTime } from './time';

/** SPEC §4 bodies: progress always; results only when complete; error only when failed. */
export function jobBody({ job, results }: JobView): z.infer<typeof jobSchema> {
  const body: z.infer<typeof jobSchema> = {
    job_id: job.id,
    status: job.status,
    progress: { total: job.total, done: job.done },
    created_at: isoTime(job.createdAt),
  };
  if (job.status === 'complete' && results) {
    const usage: Usage = { cache: 0, model: 0, rejected: 0, retry: 0, billable: 0 };
    for (const item of results) {
      if (item.status === 'rejected') usage.rejected += 1;
      else if (item.status === 'retry') usage.retry += 1;
      else if (item.source === 'cache') usage.cache += 1;
      else {
        usage.model += 1;
        usage.billable += 1;
      }
    }
    body.results = results;
    body.results_status = job.resultsStatus ?? 'complete';
    if (job.completedAt !== null) body.completed_at = isoTime(job.completedAt);
    body.usage = usage;
  }
  if (job.status === 'failed') {
    body.error = { code: job.errorCode ?? 'processing_failed', message: job.errorMessage ?? 'The job could not be processed.' };
    if (job.completedAt !== null) body.completed_at = isoTime(job.completedAt);
  }
  return body;
}
