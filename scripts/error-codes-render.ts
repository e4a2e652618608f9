import { locales, stateCodes } from '../packages/contracts/src/index.ts';

export function renderErrorCodesDoc(): string {
  const rows = Object.entries(stateCodes)
    .sort(([, a], [, b]) => a.code - b.code)
    .map(
      ([name, d]) => `| ${d.code} | \`${name}\` | ${d.httpStatus} | ${locales.map((l) => d.message[l]).join(' | ')} |`,
    );
  return [
    '# State codes',
    '',
    'Generated from `packages/contracts/src/errors/state-codes.ts` by `npm run docs:error-codes`; do not edit by hand.',
    'Codes of the product spec §8 keep their numbers; 6020120–6020159 and 6050101–6050104 are ours (gaps in the',
    "spec's 60201xx range and generic HTTP conditions); module codes use 6070xxx (process) and 6080xxx (form).",
    'Every response carries `{state, message, cause, data, variables}`; `message` follows the request language',
    '(`language` header, else `Accept-Language`, else zh-CN).',
    '',
    `| state | name | HTTP | ${locales.join(' | ')} |`,
    `| --- | --- | --- | ${locales.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
  ].join('\n');
}
