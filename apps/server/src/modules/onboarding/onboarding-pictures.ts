import {
  type Locale,
  OnboardingPicture,
  type OnboardingPictureView,
  onboardingPicturesSettingCode,
} from '@campusflow/contracts';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import type { BusinessKeyAccessCheck } from '../../platform/files/file-access.ts';
import { linkFilesToBusinessKey } from '../../platform/files/index.ts';
import { AppError } from '../../platform/http/app-error.ts';

// 图片详情 (pictureDetails): the school's campus / arrival guide pictures, a tenant setting (sys_configs
// onboarding_pictures) of {fileId, width, height, caption in four languages}. Width and height are kept so
// the page reserves each image's box before it loads (no layout shift).

/** Files of the gallery are linked to this key; every user of the tenant may read them. */
export const picturesBusinessKey = 'onboarding-pictures';

export const picturesFileAccess: BusinessKeyAccessCheck = async (_db, _auth, keys) =>
  // canReadFile only passes the links of the caller's tenant: another school's gallery stays unreadable.
  keys.includes(picturesBusinessKey);

const stored = z.array(OnboardingPicture);

export async function readPictures(db: Db, tenantId: string): Promise<OnboardingPicture[]> {
  const row = await db
    .selectFrom('sysConfigs')
    .select('value')
    .where('tenantId', '=', tenantId)
    .where('code', '=', onboardingPicturesSettingCode)
    .executeTakeFirst();
  try {
    const parsed = stored.safeParse(JSON.parse(row?.value ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    // A malformed setting shows no gallery rather than breaking the onboarding home.
    return [];
  }
}

export async function picturesFor(db: Db, tenantId: string, locale: Locale): Promise<OnboardingPictureView[]> {
  return (await readPictures(db, tenantId)).map((p) => ({
    fileId: p.fileId,
    width: p.width,
    height: p.height,
    caption: p.caption[locale]?.trim() ? p.caption[locale] : p.caption['zh-CN'],
  }));
}

/** Staff replace the list; every file must be an image of the tenant (any staff member's upload). */
export async function savePictures(db: Db, auth: AuthContext, pictures: OnboardingPicture[]) {
  const ids = [...new Set(pictures.map((p) => p.fileId))];
  await inTransaction(db, async (trx) => {
    if (ids.length > 0) {
      const files = await trx
        .selectFrom('files')
        .select(['id', 'mime'])
        .where('tenantId', '=', auth.tenantId)
        .where('id', 'in', ids)
        .execute();
      if (files.length !== ids.length || files.some((f) => !f.mime.startsWith('image/'))) {
        throw new AppError('ONBOARDING_PICTURE_INVALID');
      }
      await linkFilesToBusinessKey(trx, auth.tenantId, ids, picturesBusinessKey);
    }
    const value = JSON.stringify(pictures);
    await trx
      .insertInto('sysConfigs')
      .values({ tenantId: auth.tenantId, code: onboardingPicturesSettingCode, value, isPublic: false })
      .onConflict((c) => c.columns(['tenantId', 'code']).doUpdateSet({ value }))
      .execute();
  });
  return { count: pictures.length };
}
