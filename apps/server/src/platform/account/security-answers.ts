import { securityAnswersRequired } from '@campusflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/auth-context.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { AppError } from '../http/app-error.ts';
import { recordAccountEvent } from './account-audit.ts';
import { recoveryOptions } from './account-policy.ts';
import { loadAccountUser } from './account-users.ts';
import { assertOwnAccount, loadTenant } from './password-change.ts';
import { answeredQuestions, normaliseAnswer, tenantQuestions } from './security-questions.ts';

/** Security questions follow the tenant policy: off by default (B9, security-requirements.md §5.1). */
export async function assertQuestionsEnabled(app: FastifyInstance, tenantId: string): Promise<void> {
  if (!recoveryOptions(await loadTenant(app.db, tenantId)).question) throw new AppError('SECURITY_QUESTIONS_OFF');
}

async function currentUser(app: FastifyInstance, auth: AuthContext) {
  const user = await loadAccountUser(app.db, auth.tenantId, auth.userId);
  if (!user) throw new AppError('NOT_LOGGED_IN');
  return user;
}

export async function listQuestions(app: FastifyInstance, request: FastifyRequest, auth: AuthContext) {
  await assertQuestionsEnabled(app, auth.tenantId);
  const user = await currentUser(app, auth);
  const questions = await tenantQuestions(app.db, user.homeTenantId, request.locale);
  return questions.map((q) => ({ key: q.key, text: q.text }));
}

export async function hasAnswerSet(app: FastifyInstance, auth: AuthContext) {
  const enabled = recoveryOptions(await loadTenant(app.db, auth.tenantId)).question;
  const user = await currentUser(app, auth);
  const answered = enabled ? await answeredQuestions(app.db, user.homeTenantId, user.id, 'zh-CN') : [];
  return { enabled, hasAnswerSet: answered.length >= securityAnswersRequired, required: securityAnswersRequired };
}

export async function myAnswerKeys(app: FastifyInstance, request: FastifyRequest, auth: AuthContext) {
  await assertQuestionsEnabled(app, auth.tenantId);
  const user = await currentUser(app, auth);
  const answered = await answeredQuestions(app.db, user.homeTenantId, user.id, request.locale);
  // The answers themselves never leave the server: they are stored as hashes only.
  return { questionKeys: answered.map((a) => a.key) };
}

/**
 * Replaces the user's answers. The current password is asked again, so a borrowed unlocked phone is
 * not enough to plant answers; the answers are normalised and hashed with argon2id (B9).
 */
export async function saveAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  input: { password: string; answers: { questionKey: string; answer: string }[] },
): Promise<void> {
  assertOwnAccount(auth);
  await assertQuestionsEnabled(app, auth.tenantId);
  const user = await currentUser(app, auth);
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('WRONG_CURRENT_PASSWORD');
  const questions = await tenantQuestions(app.db, user.homeTenantId, request.locale);
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const keys = new Set(input.answers.map((a) => a.questionKey));
  const blank = input.answers.some((a) => normaliseAnswer(a.answer).length === 0);
  if (keys.size !== securityAnswersRequired || blank || [...keys].some((k) => !byKey.has(k))) {
    throw new AppError('SECURITY_ANSWERS_INCOMPLETE', undefined, { variables: { required: securityAnswersRequired } });
  }
  const rows: { tenantId: string; userId: string; questionId: string; answerHash: string }[] = [];
  for (const a of input.answers) {
    const question = byKey.get(a.questionKey);
    if (!question) continue;
    rows.push({
      tenantId: user.homeTenantId,
      userId: user.id,
      questionId: question.id,
      answerHash: await hashPassword(normaliseAnswer(a.answer)),
    });
  }
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('userSecurityAnswers')
      .where('tenantId', '=', user.homeTenantId)
      .where('userId', '=', user.id)
      .execute();
    await trx.insertInto('userSecurityAnswers').values(rows).execute();
  });
  await recordAccountEvent(app.db, request.log, {
    event: 'account.security_answers.save',
    tenantId: auth.tenantId,
    actorUserId: auth.userId,
    targetUserId: user.id,
    ip: request.ip,
    at: now,
    details: { count: rows.length },
  });
}
