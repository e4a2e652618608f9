export * from './portrait.ts';
