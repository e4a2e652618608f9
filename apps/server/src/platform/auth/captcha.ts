import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { drawCaptchaSvg, randomCaptchaText } from './captcha-svg.ts';
import { hashToken, newOpaqueToken, safeEqual } from './token-crypto.ts';

// The answer is stored hashed with its challenge id, so the table never holds it in clear (A10).
function answerHash(id: string, answer: string): string {
  return hashToken(`${id}:${answer.trim().toUpperCase()}`);
}

export type IssuedCaptcha = { requestId: string; image: string; expiresIn: number };

export async function createCaptcha(
  db: Db,
  now: Date,
  ttlSeconds: number,
): Promise<IssuedCaptcha & { answer: string }> {
  const requestId = newOpaqueToken().slice(0, 32);
  const answer = randomCaptchaText();
  await db
    .insertInto('captchas')
    .values({
      id: requestId,
      answerHash: answerHash(requestId, answer),
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      consumedAt: null,
    })
    .execute();
  const image = `data:image/svg+xml;base64,${Buffer.from(drawCaptchaSvg(answer)).toString('base64')}`;
  return { requestId, image, expiresIn: ttlSeconds, answer };
}

/**
 * Checks and consumes a captcha: single use whether right or wrong, case-insensitive, short-lived (A10).
 * Unknown or used → 6020105, expired → 6020118, wrong answer → 6020119.
 */
export async function checkCaptcha(db: Db, requestId: string, answer: string, now: Date): Promise<void> {
  const row = await db
    .updateTable('captchas')
    .set({ consumedAt: now })
    .where('id', '=', requestId)
    .where('consumedAt', 'is', null)
    .returning(['answerHash', 'expiresAt'])
    .executeTakeFirst();
  if (!row) throw new AppError('CAPTCHA_ERROR', 'unknown or used captcha');
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('CAPTCHA_EXPIRED');
  if (!safeEqual(row.answerHash, answerHash(requestId, answer))) throw new AppError('CAPTCHA_MISMATCH');
}
