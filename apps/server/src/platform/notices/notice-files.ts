import { registerBusinessKeyAccessCheck } from '../files/file-access.ts';
import { readerOf } from './notice-audience.ts';
import { isAddressed } from './notices.queries.ts';
import { canManage } from './notices.service.ts';

const prefix = 'notice:';

/**
 * Readers download a notice's attachments through the file store: a file linked to `notice:{id}` is
 * readable by whoever may read that notice (its managers; its audience while published and unexpired).
 */
export function registerNoticeFileAccess(): void {
  registerBusinessKeyAccessCheck(noticeFileAccess);
}

// One function, so registering again (every app build) keeps a single check. Expiry uses wall time:
// the check gets no app clock.
const noticeFileAccess: Parameters<typeof registerBusinessKeyAccessCheck>[0] = async (db, auth, keys) => {
  for (const key of keys) {
    if (!key.startsWith(prefix)) continue;
    const notice = await db
      .selectFrom('notices')
      .select(['id', 'authorUserId', 'status', 'expiresAt'])
      .where('tenantId', '=', auth.tenantId)
      .where('id', '=', key.slice(prefix.length))
      .executeTakeFirst();
    if (!notice) continue;
    if (await canManage(db, auth, notice.authorUserId)) return true;
    const live = notice.status === 'published' && (!notice.expiresAt || notice.expiresAt > new Date());
    if (live && (await isAddressed(db, await readerOf(db, auth.tenantId, auth.userId), notice.id))) return true;
  }
  return false;
};
