import { z } from 'zod';
import { type OnboardingStepKey, onboardingStepKeys } from './onboarding.steps.ts';

// wsyxhjgl: the school's step settings (onboarding_steps), edited by the student-affairs office or the
// tenant administrator. The whole list is saved at once, in order: its position is the step's order,
// a step left out is removed (only while nobody has submitted it), a step added comes from the fixed keys.

/** Who may change the steps (everyone in onboardingStaffRoles may read them). */
export const onboardingStepManagerRoles = ['affairsAdmin', 'tenantAdmin'] as const;

const instant = z.iso.datetime({ offset: true }).nullable().default(null);

export const OnboardingStepSetting = z.strictObject({
  key: z.enum(onboardingStepKeys),
  enabled: z.boolean(),
  required: z.boolean(),
  needsReview: z.boolean(),
  opensAt: instant,
  closesAt: instant,
});
export type OnboardingStepSetting = z.infer<typeof OnboardingStepSetting>;

export const OnboardingStepsBody = z
  .strictObject({ steps: z.array(OnboardingStepSetting).min(1).max(onboardingStepKeys.length) })
  .refine((b) => new Set(b.steps.map((s) => s.key)).size === b.steps.length, {
    path: ['steps'],
    message: 'duplicate',
  });
export type OnboardingStepsBody = z.input<typeof OnboardingStepsBody>;

/** One configured step with how many students have a submission of it (those cannot be removed). */
export type OnboardingStepSettingRow = OnboardingStepSetting & { sort: number; submissions: number };

export type OnboardingStepSettings = {
  steps: OnboardingStepSettingRow[];
  /** Keys not configured for the school (removed or never added): they may be added back. */
  available: OnboardingStepKey[];
  /** Whether the caller may save (affairs office, tenant administrator). */
  editable: boolean;
};

/** The student's own code for the on-site desk: the exam candidate no. (or student no.) as a QR image. */
export type OnboardingDeskCode = {
  code: string;
  codeKind: 'examineeNo' | 'studentNo';
  /** data:image/svg+xml;base64,… */
  image: string;
};
