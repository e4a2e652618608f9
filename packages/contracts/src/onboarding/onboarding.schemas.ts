import { z } from 'zod';
import type { DormGender } from '../dorms/dorms.schemas.ts';
import { type OnboardingStepKey, onboardingStepKeys, type SubmissionStatus } from './onboarding.steps.ts';

/**
 * What a step looks like to the student: done (submitted without review, or approved), waitingReview
 * (submitted, a reviewed step), rejected (may be resubmitted), draft (saved, not submitted), todo,
 * notOpen / closed (outside the step's opens_at–closes_at window).
 */
export const onboardingStepStates = [
  'done',
  'waitingReview',
  'rejected',
  'draft',
  'todo',
  'notOpen',
  'closed',
] as const;
export type OnboardingStepState = (typeof onboardingStepStates)[number];

export const OnboardingStepParams = z.strictObject({ key: z.enum(onboardingStepKeys) });

/** A save (draft) or submit of a step; `data` is checked against the step's schema (onboardingStepData). */
export const OnboardingStepBody = z.strictObject({ data: z.record(z.string(), z.unknown()) });

export const OnboardingChooseBedBody = z.strictObject({ bedId: z.uuid() });

export type OnboardingStepView = {
  key: OnboardingStepKey;
  sort: number;
  required: boolean;
  needsReview: boolean;
  state: OnboardingStepState;
  opensAt: string | null;
  closesAt: string | null;
  submittedAt: string | null;
  reviewComment: string | null;
};

export type OnboardingProfile = {
  userId: string;
  name: string;
  gender: DormGender | null;
  collegeName: string | null;
  majorName: string | null;
  className: string | null;
  buildingName: string | null;
  arrivedAt: string | null;
  registeredAt: string | null;
  completedAt: string | null;
};

export type OnboardingFeeItem = { name: string; amount: number };

/** 缴费查询: the fees of the school's setting; deferred when the pay-later application was approved. */
export type OnboardingPayment = {
  items: OnboardingFeeItem[];
  total: number;
  status: 'unpaid' | 'deferred' | 'paid';
};

export type OnboardingFaq = { question: string; answer: string };

export type OnboardingHome = {
  profile: OnboardingProfile;
  steps: OnboardingStepView[];
  progress: { done: number; required: number; requiredDone: number; total: number };
  /** The first step still to do (required ones first); null when nothing is left. */
  nextStep: OnboardingStepKey | null;
  /** True once every required step is done: the account then is a student account. */
  completed: boolean;
  announcement: string;
  requirements: string[];
  faq: OnboardingFaq[];
  payment: OnboardingPayment;
};

export type OnboardingSubmissionView = {
  status: SubmissionStatus;
  data: Record<string, unknown>;
  submittedAt: string | null;
  reviewedAt: string | null;
  reviewComment: string | null;
};

export type OnboardingStepDetail = {
  step: OnboardingStepView;
  submission: OnboardingSubmissionView | null;
  /** Values other steps already hold (personal info → contacts, guardian…), to pre-fill the form. */
  prefill: Record<string, unknown>;
};

/** The answer of a submit: the step's new state and whether that submit completed the onboarding. */
export type OnboardingSubmitResult = { state: OnboardingStepState; completed: boolean };

export type OnboardingBed = { bedId: string; bedNo: string };
export type OnboardingFreeRoom = {
  roomId: string;
  roomNo: string;
  floor: number;
  capacity: number;
  freeBeds: OnboardingBed[];
};

export type OnboardingBedChoice = {
  buildingId: string | null;
  buildingName: string | null;
  gender: DormGender | null;
  /** The student's bed when they have one (chosen or assigned). */
  mine: { bedId: string; label: string; roomNo: string; bedNo: string } | null;
  rooms: OnboardingFreeRoom[];
};

/** The answer of a successful choice. A lost race is ONBOARDING_BED_TAKEN with `variables.rooms`. */
export type OnboardingBedChosen = { bedId: string; label: string; completed: boolean };
