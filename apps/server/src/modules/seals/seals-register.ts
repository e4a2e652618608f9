import { SealApplyBody, sealTypeDictionary } from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { dictionaryLabels } from '../../platform/dictionaries/dictionaries.service.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceTaskHandler } from '../../platform/workflow/engine-deps.ts';
import { sealsDb } from './seals.tables.ts';

const maxCopies = 50;

/** The form values as the module's body, checked: a known seal type and 1–50 copies. */
export async function parseSealValues(db: Db, tenantId: string, formData: Readonly<Record<string, unknown>>) {
  // The generic start page leaves untouched fields out or null; the schema's defaults fill them.
  const given = Object.fromEntries(Object.entries(formData).filter(([, v]) => v !== null && v !== undefined));
  if (typeof given.copies === 'string' && /^\d+$/.test(given.copies)) given.copies = Number(given.copies);
  const parsed = SealApplyBody.safeParse(given);
  if (!parsed.success) {
    const copies = parsed.error.issues.some((i) => i.path[0] === 'copies');
    if (copies) throw new AppError('SEALS_COPIES_INVALID');
    throw new AppError('ILLEGAL_REQUEST', parsed.error.issues[0]?.message ?? 'seal values');
  }
  const v = parsed.data;
  if (v.copies > maxCopies) throw new AppError('SEALS_COPIES_INVALID');
  const types = (await dictionaryLabels(db, tenantId, [sealTypeDictionary])).get(sealTypeDictionary);
  if (!types?.has(v.sealType)) throw new AppError('SEALS_TYPE_UNKNOWN');
  return v;
}

/**
 * Service task `seals.register`, right after the start (and again after a returned application is
 * resubmitted): checks the values and writes the module's row in the start's transaction, so a refused
 * application leaves no instance behind.
 */
export const registerSeal: ServiceTaskHandler = async (ctx) => {
  const v = await parseSealValues(ctx.db, ctx.tenantId, ctx.formData);
  const row = {
    sealType: v.sealType,
    purpose: v.purpose,
    copies: v.copies,
    attachments: JSON.stringify(v.attachments),
    updatedAt: ctx.now,
  };
  await sealsDb(ctx.db)
    .insertInto('sealApplications')
    .values({
      tenantId: ctx.tenantId,
      id: newId(ctx.now.getTime()),
      instanceId: ctx.instanceId,
      applicantId: ctx.starterId,
      createdAt: ctx.now,
      ...row,
    })
    .onConflict((oc) => oc.columns(['tenantId', 'instanceId']).doUpdateSet(row))
    .execute();
  return { sealCopies: v.copies };
};
