export * from './model-allowance';
export * from './usage-records';
export * from './periods';
export * from './usage-buffer';
