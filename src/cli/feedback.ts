import { userInfo } from 'node:os';
import { Command, Option } from 'commander';
import { CATEGORIES, type Category } from '../domain';
import { approveFeedback, dismissFeedback, getFeedback, listFeedback, type FeedbackReport, type FeedbackStatus } from '../feedback';
import { fail, withFeedback } from './feedback-context';

const STATUSES = ['pending', 'approved', 'dismissed', 'all'] as const;

function defaultReviewer(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
}

/** What a reviewer needs on one line: the input (redacted), what was returned, the correction. */
function summary(entry: FeedbackReport): string {
  const returned = [entry.returnedName, entry.returnedCategory].filter(Boolean).join(' / ') || '-';
  const correction = [entry.correctName, entry.correctCategory].filter(Boolean).join(' / ') || '-';
  return `${entry.id}  ${entry.status}  reports:${entry.reports}  input: ${JSON.stringify(entry.inputText)}  returned: ${returned}  correction: ${correction}`;
}

function view(entry: FeedbackReport): Record<string, unknown> {
  return {
    id: entry.id,
    status: entry.status,
    input: entry.inputText,
    normalized: entry.modelText,
    returned_name: entry.returnedName,
    returned_category: entry.returnedCategory,
    correct_name: entry.correctName,
    correct_category: entry.correctCategory,
    notes: entry.notes,
    reports: entry.reports,
    account_id: entry.accountId,
    created_at: new Date(entry.createdAt).toISOString(),
    reviewed_by: entry.reviewedBy,
    reviewed_at: entry.reviewedAt === null ? null : new Date(entry.reviewedAt).toISOString(),
  };
}

function parseSubscription(value: string): boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  return fail('--subscription must be true or false');
}

export function feedbackCommand(): Command {
  const feedback = new Command('feedback').description('Review reports from POST /v1/feedback: approve a correction or dismiss it');
  feedback
    .command('list')
    .description('The review queue, oldest first (input shown redacted)')
    .addOption(new Option('--status <status>', 'which reports').choices(STATUSES).default('pending'))
    .option('--limit <n>', 'at most this many', '100')
    .option('--json', 'one JSON object per line')
    .action(async (options: { status: (typeof STATUSES)[number]; limit: string; json?: boolean }) => {
      const limit = Number.parseInt(options.limit, 10);
      if (!Number.isInteger(limit) || limit < 1) fail('--limit must be a positive integer');
      const status: FeedbackStatus | undefined = options.status === 'all' ? undefined : options.status;
      const entries = await withFeedback(({ db }) => listFeedback(db, { status, limit }));
      for (const entry of entries) process.stdout.write(`${options.json ? JSON.stringify(view(entry)) : summary(entry)}\n`);
      if (!options.json && entries.length === 0) process.stdout.write(`no ${options.status === 'all' ? '' : `${options.status} `}feedback\n`);
    });
  feedback
    .command('show')
    .description('One report in full, as JSON')
    .argument('<id>', 'feedback id')
    .action(async (id: string) => {
      const entry = await withFeedback(({ db }) => getFeedback(db, id));
      if (!entry) fail('no such feedback');
      process.stdout.write(`${JSON.stringify(view(entry), null, 2)}\n`);
    });
  feedback
    .command('approve')
    .description('Make the correction the answer for this descriptor, at once, on every process')
    .argument('<id>', 'feedback id')
    .option('--name <name>', "merchant name (default: the report's correct_name)")
    .addOption(new Option('--category <category>', "category (default: the report's correct_category)").choices(CATEGORIES))
    .option('--domain <domain>', 'primary domain, or "none"')
    .option('--mcc <mcc>', '4-digit MCC, or "none"')
    .option('--subscription <bool>', 'true or false')
    .option('--by <reviewer>', 'recorded as the reviewer', defaultReviewer())
    .action(async (id: string, options: { name?: string; category?: Category; domain?: string; mcc?: string; subscription?: string; by: string }) => {
      if (options.mcc && options.mcc !== 'none' && !/^\d{4}$/.test(options.mcc)) fail('--mcc must be 4 digits or "none"');
      if (options.domain && options.domain !== 'none' && !/^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(options.domain)) fail('--domain must be a lower-case hostname or "none"');
      const outcome = await withFeedback((deps) =>
        approveFeedback(deps, id, {
          reviewer: options.by,
          name: options.name,
          category: options.category,
          domain: options.domain === undefined ? undefined : options.domain === 'none' ? null : options.domain,
          mcc: options.mcc === undefined ? undefined : options.mcc === 'none' ? null : options.mcc,
          isSubscription: options.subscription === undefined ? undefined : parseSubscription(options.subscription),
        }),
      );
      if (!outcome.ok) fail(outcome.message);
      const { name, domain, category, mcc, isSubscription } = outcome.value;
      process.stdout.write(`${JSON.stringify({ approved: id, merchant: name, domain, category, mcc_code: mcc, is_subscription: isSubscription })}\n`);
    });
  feedback
    .command('dismiss')
    .description('Close a report without changing any answer')
    .argument('<id>', 'feedback id')
    .option('--by <reviewer>', 'recorded as the reviewer', defaultReviewer())
    .action(async (id: string, options: { by: string }) => {
      const outcome = await withFeedback((deps) => dismissFeedback(deps, id, options.by));
      if (!outcome.ok) fail(outcome.message);
      process.stdout.write('dismissed\n');
    });
  return feedback;
}
