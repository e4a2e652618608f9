import { z } from 'zod';

// Passwords are length-checked loosely here (a 10 kB string is a 400, F1) and by the policy on the
// server, which answers with the rule that failed (6020120 + variables.problems).
const password = z.string().min(1).max(1024);
const accountName = z.string().trim().min(1).max(100);
const tenantCode = z.string().trim().min(1).max(64);

/** How many different security questions a user answers (and must answer again to recover). */
export const securityAnswersRequired = 3;
/** Verification codes of the forgotten-password flows (security-requirements.md B6). */
export const verificationCodeRules = { length: 6, ttlSeconds: 300, maxAttempts: 5, resendAfterSeconds: 60 } as const;

export const ChangePasswordRequest = z.strictObject({
  oldPassword: password,
  newPassword: password,
  repeatPassword: password,
  /** End the user's other sessions (B3); on unless the user unticks it. */
  endOtherSessions: z.boolean().default(true),
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

export const SecurityQuestion = z.object({ key: z.string(), text: z.string() });
export type SecurityQuestion = z.infer<typeof SecurityQuestion>;

const questionKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/);
const answer = z.string().trim().min(1).max(200);

export const SecurityAnswer = z.strictObject({ questionKey, answer });
export const SaveSecurityAnswersInput = z.strictObject({
  // The current password confirms that the person at the keyboard owns the account.
  password,
  answers: z.array(SecurityAnswer).length(securityAnswersRequired),
});
export type SaveSecurityAnswersInput = z.input<typeof SaveSecurityAnswersInput>;

export const HasAnswerSetResult = z.object({ enabled: z.boolean(), hasAnswerSet: z.boolean(), required: z.number() });
export type HasAnswerSetResult = z.infer<typeof HasAnswerSetResult>;

/** The user's own answered questions, without answers. */
export const MyAnswersResult = z.object({ questionKeys: z.array(z.string()) });

/** Step 1 of recovery by questions: an opaque key for an account name (the same for unknown names). */
export const AccountKeyQuery = z.strictObject({ account: accountName, tenantCode: tenantCode.optional() });
export const AccountKeyResult = z.object({ key: z.string(), expiresIn: z.number() });

const recoveryKey = z.string().min(16).max(128);
export const QuestionsByKeyQuery = z.strictObject({ key: recoveryKey });
export const CheckAnswerInput = z.strictObject({ key: recoveryKey, answers: z.array(SecurityAnswer).min(1).max(10) });
export const ResetTicketResult = z.object({ ticket: z.string(), expiresIn: z.number() });

export const RetryPasswordChangeInput = z.strictObject({
  ticket: z.string().min(16).max(128),
  newPassword: password,
  repeatPassword: password,
});

export const RecoveryChannel = z.enum(['sms', 'email']);
export type RecoveryChannel = z.infer<typeof RecoveryChannel>;

export const SendCodeInput = z.strictObject({
  account: accountName,
  tenantCode: tenantCode.optional(),
  purpose: z.enum(['resetPassword']).default('resetPassword'),
});
export const SendCodeResult = z.object({ expiresIn: z.number(), resendAfter: z.number(), length: z.number() });

export const ResetPasswordInput = z.strictObject({
  account: accountName,
  tenantCode: tenantCode.optional(),
  channel: RecoveryChannel,
  code: z.string().regex(/^\d{6}$/),
  newPassword: password,
  repeatPassword: password,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordInput>;

export const RegisterInput = z.strictObject({
  account: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.@-]{2,63}$/, 'letters, digits, _ . @ - (3 to 64)'),
  password,
  repeatPassword: password,
  name: z.string().trim().min(1).max(50),
  mobile: z
    .string()
    .regex(/^1\d{10}$/)
    .optional(),
  email: z.email().max(200).optional(),
  tenantCode: tenantCode.optional(),
  captcha: z.string().trim().min(1).max(16),
  requestId: z.string().min(1).max(64),
});
export type RegisterInput = z.input<typeof RegisterInput>;
export const RegisterResult = z.object({ account: z.string(), active: z.boolean() });

/** One row of the user pickers (no contact details: the pickers are open to every logged-in user). */
export const PickerUser = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  status: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
});
export type PickerUser = z.infer<typeof PickerUser>;

export const DevInboxQuery = z.strictObject({ recipient: z.string().trim().min(1).max(200) });
export const DevInboxMessage = z.object({
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

export const AccountOptionsQuery = z.strictObject({ tenantCode: tenantCode.optional() });
export const AccountOptions = z.object({
  passwordPolicy: z.object({
    minLength: z.number(),
    maxLength: z.number(),
    requireLower: z.boolean(),
    requireUpper: z.boolean(),
    requireDigit: z.boolean(),
    requireSpecial: z.boolean(),
    allowSpaces: z.boolean(),
  }),
  recovery: z.object({ question: z.boolean(), sms: z.boolean(), email: z.boolean() }),
  registration: z.boolean(),
});
export type AccountOptions = z.infer<typeof AccountOptions>;
