// Writes docs/error-codes.md from packages/contracts (the one declaration of every state code).
// Run: npm run docs:error-codes. A test fails when the page is out of date.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderErrorCodesDoc } from './error-codes-render.ts';

const target = resolve(import.meta.dirname, '../docs/error-codes.md');
writeFileSync(target, renderErrorCodesDoc());
console.log(`wrote ${target}`);
