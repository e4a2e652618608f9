import type { ModuleNames } from './names.ts';

// packages/contracts/src/<id>/: the module's schemas, endpoint definitions and state codes, shaped like
// contracts/src/leave. One resource ("item") to start from; rename it to the module's noun.

export function contractsFiles(n: ModuleNames, codeBlock: number): Record<string, string> {
  const dir = `packages/contracts/src/${n.id}`;
  return {
    [`${dir}/index.ts`]: `export * from './${n.id}.endpoints.ts';\nexport * from './${n.id}.schemas.ts';\n`,
    [`${dir}/${n.id}.endpoints.ts`]: `/** ${n.pascal} calls (business service, modules/${n.id}). */
export const ${n.camel}Endpoints = {
  /** The items of the caller's tenant (list payload). */
  list: { service: 'business', method: 'POST', path: '/${n.id}/items/query' },
  /** Staff: add one item. */
  create: { service: 'business', method: 'POST', path: '/${n.id}/items' },
} as const;

/** Roles that see the staff side; each within its scope. */
export const ${n.camel}StaffRoles = ['counsellor', 'collegeAdmin', 'affairsAdmin', 'tenantAdmin'] as const;
`,
    [`${dir}/${n.id}.schemas.ts`]: `import { z } from 'zod';

export const ${n.pascal}CreateBody = z.strictObject({
  title: z.string().trim().min(1).max(200),
});
export type ${n.pascal}CreateBody = z.input<typeof ${n.pascal}CreateBody>;

export type ${n.pascal}Row = {
  id: string;
  title: string;
  createdBy: string;
  createdAt: string;
};
`,
    [`${dir}/${n.id}.errors.ts`]: `import { defineStateCodes } from '../errors/define-state-codes.ts';

// ${n.pascal} (modules/${n.id}): ${codeBlock}–${codeBlock + 98}.
export const ${n.camel}StateCodes = defineStateCodes({
  ${n.constant}_DUPLICATE_TITLE: {
    code: ${codeBlock},
    httpStatus: 409,
    message: {
      'zh-CN': '已有同名记录',
      'zh-TW': '已有同名紀錄',
      'en-US': 'A record with this title already exists',
      'ja-JP': '同じ名前の記録がすでにあります',
    },
  },
});
`,
  };
}
