export * from './date-format.ts';
export * from './duration.ts';
export * from './numbers.ts';
export * from './relative-time.ts';
