export * from './account-rules.ts';
export * from './generic-rules.ts';
export * from './messages.ts';
export * from './password-rules.ts';
