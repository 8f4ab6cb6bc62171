export * from './job-store';
export * from './job-worker';
export * from './queue-stats';
