import {
  accountEndpoints as e,
  type HasAnswerSetResult,
  type RecoveryChannel,
  type SecurityQuestion,
} from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

// The account calls of spec §7, shaped by packages/contracts/src/account (the account API).

export type { RecoveryChannel, SecurityQuestion };
export type AnswerInput = { questionKey: string; answer: string };
type PasswordChange = { oldPassword: string; newPassword: string; repeatPassword: string };

export function changePassword(body: PasswordChange) {
  return request<unknown>({
    service: e.changePassword.service,
    method: 'POST',
    path: e.changePassword.path,
    body,
    silent: true,
  });
}

/** The forced change after the first login or an expired password: the restricted session may call it. */
export function firstChangePassword(body: PasswordChange) {
  return request<unknown>({ service: 'oauth', method: 'POST', path: '/user/first/change/passwd', body, silent: true });
}

export function fetchSecurityQuestions() {
  return request<SecurityQuestion[]>({ service: e.securityQuestions.service, path: e.securityQuestions.path });
}

/** Whether the organization offers security questions at all, and whether this user has answered them. */
export function fetchAnswerStatus() {
  return request<HasAnswerSetResult>({ service: e.hasAnswerSet.service, path: e.hasAnswerSet.path });
}

export function fetchMyQuestionKeys() {
  return request<{ questionKeys: string[] }>({ service: e.myAnswers.service, path: e.myAnswers.path });
}

/** The current password confirms that the person at the keyboard owns the account. */
export function saveSecurityAnswers(password: string, answers: AnswerInput[]) {
  return request<unknown>({
    service: e.saveSecurityAnswers.service,
    method: 'POST',
    path: e.saveSecurityAnswers.path,
    body: { password, answers },
    silent: true,
  });
}

/** Forgotten password by security questions, step 1: the account name → an opaque recovery key. */
export function keyForAccount(account: string) {
  return request<{ key: string; expiresIn: number }>({
    service: e.accountKey.service,
    method: 'POST',
    path: e.accountKey.path,
    query: { account },
    anonymous: true,
    silent: true,
  });
}

export function questionsForKey(key: string) {
  return request<SecurityQuestion[]>({
    service: e.questionsByKey.service,
    path: e.questionsByKey.path,
    query: { key },
    anonymous: true,
    silent: true,
  });
}

/** Step 2: the answers → a one-time reset ticket. */
export function checkAnswers(key: string, answers: AnswerInput[]) {
  return request<{ ticket: string; expiresIn: number }>({
    service: e.checkAnswer.service,
    method: 'POST',
    path: e.checkAnswer.path,
    body: { key, answers },
    anonymous: true,
    silent: true,
  });
}

/** Step 3: the ticket and the new password. */
export function resetWithTicket(body: { ticket: string; newPassword: string; repeatPassword: string }) {
  return request<unknown>({
    service: e.retryPasswordChange.service,
    method: 'POST',
    path: e.retryPasswordChange.path,
    body,
    anonymous: true,
    silent: true,
  });
}

/** Sends a reset code to the account's mobile (SMS) or mailbox; without a gateway it lands in the dev inbox. */
export function sendResetCode(channel: RecoveryChannel, account: string) {
  const endpoint = channel === 'sms' ? e.sendSmsCode : e.sendEmailCode;
  return request<{ expiresIn: number; resendAfter: number; length: number }>({
    service: endpoint.service,
    method: 'POST',
    path: endpoint.path,
    body: { account, purpose: 'resetPassword' },
    anonymous: true,
    silent: true,
  });
}

export function resetWithCode(body: {
  channel: RecoveryChannel;
  account: string;
  code: string;
  newPassword: string;
  repeatPassword: string;
}) {
  return request<unknown>({
    service: e.resetPassword.service,
    method: 'POST',
    path: e.resetPassword.path,
    body,
    anonymous: true,
    silent: true,
  });
}
