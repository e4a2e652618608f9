import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { renderErrorCodesDoc } from '../../../../scripts/error-codes-render.ts';

const root = resolve(import.meta.dirname, '../../../..');

it('docs/error-codes.md matches the declared state codes (npm run docs:error-codes)', () => {
  expect(readFileSync(resolve(root, 'docs/error-codes.md'), 'utf8')).toBe(renderErrorCodesDoc());
});
