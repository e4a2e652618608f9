import { z } from 'zod';

/** Defaults of spec §9. */
export const listDefaults = { pageNo: 1, limit: 20, maxLimit: 100 } as const;

const filterKey = z
  .string()
  .regex(/^Q\^[A-Za-z_][A-Za-z0-9_]*\^(S|SL|SLL|SLR|SN|DL|DG|NL|NG|SIN)$/, 'filter key must be Q^field^op');

export const ListParameter = z.strictObject({
  key: filterKey,
  value: z.union([z.string().max(200), z.number()]),
  relation: z.enum(['AND', 'OR']).optional(),
  uid: z.string().max(64).optional(),
});

export const ListParameterGroup = z.strictObject({
  relation: z.enum(['AND', 'OR']),
  parameters: z.array(ListParameter).max(20),
});

export const ListQuery = z.strictObject({
  parameters: z
    .array(z.union([ListParameter, ListParameterGroup]))
    .max(20)
    .default([]),
  requestPage: z
    .strictObject({
      pageNo: z.number().int().min(1).default(listDefaults.pageNo),
      limit: z.number().int().min(1).max(listDefaults.maxLimit).default(listDefaults.limit),
      totalCount: z.number().int().min(0).optional(),
    })
    .default({ pageNo: listDefaults.pageNo, limit: listDefaults.limit }),
  sorts: z
    .array(
      z.strictObject({
        field: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
        // Spec §9: ascending maps to ASC, anything else DESC.
        order: z
          .string()
          .max(10)
          .transform((o) => (o.toUpperCase() === 'ASC' ? ('ASC' as const) : ('DESC' as const))),
      }),
    )
    .max(5)
    .default([]),
});
export type ListQuery = z.infer<typeof ListQuery>;
export type ListQueryInput = z.input<typeof ListQuery>;

export type PageResult = { page: number; limit: number; totalCount: number; totalPages: number };
export type ListResult<T> = { dataResult: T[]; pageResult: PageResult };

export function pageResultSchema() {
  return z.object({ page: z.number(), limit: z.number(), totalCount: z.number(), totalPages: z.number() });
}

export function listResultSchema<T extends z.ZodType>(row: T) {
  return z.object({ dataResult: z.array(row), pageResult: pageResultSchema() });
}
