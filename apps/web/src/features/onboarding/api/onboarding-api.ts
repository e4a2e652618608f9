import {
  onboardingEndpoints as e,
  type OnboardingBedChoice,
  type OnboardingBedChosen,
  type OnboardingHome,
  type OnboardingStepDetail,
  type OnboardingStepKey,
  type OnboardingSubmitResult,
} from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

export type { OnboardingBedChoice, OnboardingHome, OnboardingStepDetail, OnboardingStepKey };

const withKey = (path: string, key: OnboardingStepKey) => path.replace(':key', key);

/** Query keys: everything of the student's onboarding starts with 'onboarding'. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  home: ['onboarding', 'home'] as const,
  step: (key: OnboardingStepKey) => ['onboarding', 'step', key] as const,
  beds: ['onboarding', 'beds'] as const,
};

export const onboardingApi = {
  /** Silent: the page shows its own error state (and reacts to 6020133 and to 403 after completion). */
  home: () => request<OnboardingHome>({ service: 'business', path: e.home.path, silent: true }),
  step: (key: OnboardingStepKey) =>
    request<OnboardingStepDetail>({ service: 'business', path: withKey(e.step.path, key) }),
  save: (key: OnboardingStepKey, data: Record<string, unknown>) =>
    request<{ state: 'draft' }>({
      service: 'business',
      method: 'PUT',
      path: withKey(e.saveStep.path, key),
      body: { data },
    }),
  /** Silent: the form shows the error at the fields it names. */
  submit: (key: OnboardingStepKey, data: Record<string, unknown>) =>
    request<OnboardingSubmitResult>({
      service: 'business',
      method: 'POST',
      path: withKey(e.submitStep.path, key),
      body: { data },
      silent: true,
    }),
  beds: () => request<OnboardingBedChoice>({ service: 'business', path: e.beds.path }),
  /** Silent: a lost race is answered on the page with the refreshed list. */
  chooseBed: (bedId: string) =>
    request<OnboardingBedChosen>({
      service: 'business',
      method: 'POST',
      path: e.chooseBed.path,
      body: { bedId },
      silent: true,
    }),
};

/** State codes the pages react to (contracts onboarding.errors.ts). */
export const onboardingStates = { bedTaken: 6041007, alreadyHasBed: 6041009, idInvalid: 6041005, dataInvalid: 6041006 };
