export * from './workbench.ts';
