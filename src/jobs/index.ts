export * from './job-store';
export * from './job-worker';
