export * from './feedback-store';
