import { z } from 'zod';
import type { LocalizedText } from '../i18n/locale.ts';

// 新生咨询 (consulting) and 图片详情 (pictureDetails) of the onboarding area (issue 7 §1).
// Student calls are for newStudent; staff calls under /onboarding/staff/consulting for the onboarding staff roles.

export const onboardingConsultingEndpoints = {
  /** 常见问题: the school's common questions (tenant setting onboarding_faq), newStudent and staff. */
  faq: { service: 'business', method: 'GET', path: '/onboarding/consulting/faq' },
  /** newConsulting: my questions, newest activity first. */
  myQuestions: { service: 'business', method: 'GET', path: '/onboarding/consulting/questions' },
  /** askQuestions. */
  ask: { service: 'business', method: 'POST', path: '/onboarding/consulting/questions' },
  /** problemDetails: one question with its thread (the asker or staff whose scope holds the asker). */
  question: { service: 'business', method: 'GET', path: '/onboarding/consulting/questions/:id' },
  /** The student follows up (back to waiting). */
  followUp: { service: 'business', method: 'POST', path: '/onboarding/consulting/questions/:id/replies' },
  /** The student closes their question. */
  close: { service: 'business', method: 'POST', path: '/onboarding/consulting/questions/:id/close' },
  /** Staff: questions of the students in the caller's scope. */
  staffList: { service: 'business', method: 'GET', path: '/onboarding/staff/consulting' },
  staffQuestion: { service: 'business', method: 'GET', path: '/onboarding/staff/consulting/:id' },
  /** Staff answer: status answered, the student gets a message. */
  answer: { service: 'business', method: 'POST', path: '/onboarding/staff/consulting/:id/answer' },
  staffClose: { service: 'business', method: 'POST', path: '/onboarding/staff/consulting/:id/close' },
  /** pictureDetails: the campus / onboarding guide pictures (newStudent and staff). */
  pictures: { service: 'business', method: 'GET', path: '/onboarding/pictures' },
  /** grzx: the new student's personal page extras (counsellors' contact, the bed once chosen). */
  me: { service: 'business', method: 'GET', path: '/onboarding/me' },
  /** Staff (affairsAdmin, tenantAdmin): the picture list as saved, every caption in all four languages. */
  editPictures: { service: 'business', method: 'GET', path: '/onboarding/staff/pictures' },
  /** Staff (affairsAdmin, tenantAdmin): replaces the picture list. */
  savePictures: { service: 'business', method: 'PUT', path: '/onboarding/staff/pictures' },
} as const;

export const consultingCategories = ['admission', 'arrival', 'fees', 'dorm', 'other'] as const;
export type ConsultingCategory = (typeof consultingCategories)[number];
export const consultingStatuses = ['waiting', 'answered', 'closed'] as const;
export type ConsultingStatus = (typeof consultingStatuses)[number];
export const consultingPhotoMax = 3;
/** Questions a student may have waiting at once (a flood from one account would bury everyone else's). */
export const consultingWaitingMax = 10;
export const onboardingPicturesMax = 30;
/** Tenant setting (sys_configs) of the picture list. */
export const onboardingPicturesSettingCode = 'onboarding_pictures';

const content = z.string().trim().min(1).max(1000);

export const ConsultingAskBody = z.strictObject({
  category: z.enum(consultingCategories),
  content,
  photos: z.array(z.uuid()).max(consultingPhotoMax).default([]),
});
export type ConsultingAskBody = z.input<typeof ConsultingAskBody>;
export const ConsultingReplyBody = z.strictObject({ content });
export const ConsultingParams = z.strictObject({ id: z.uuid() });
export const ConsultingStaffQuery = z.strictObject({
  status: z.enum([...consultingStatuses, 'all']).default('waiting'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConsultingStaffQuery = z.infer<typeof ConsultingStaffQuery>;

/** Staff replies carry no staff name: the school answers, not a person (privacy of the staff). */
export type ConsultingReply = { id: string; fromStaff: boolean; content: string; createdAt: string };
export type ConsultingQuestionItem = {
  id: string;
  category: ConsultingCategory;
  content: string;
  status: ConsultingStatus;
  replies: number;
  createdAt: string;
  updatedAt: string;
  /** Staff lists only. */
  studentName?: string;
};
export type ConsultingQuestionDetail = ConsultingQuestionItem & {
  photos: { id: string; name: string }[];
  thread: ConsultingReply[];
};
export type ConsultingFaqItem = { question: string; answer: string };

const localized = z.strictObject({
  'zh-CN': z.string().trim().max(200),
  'zh-TW': z.string().trim().max(200),
  'en-US': z.string().trim().max(200),
  'ja-JP': z.string().trim().max(200),
});
export const OnboardingPicture = z.strictObject({
  fileId: z.uuid(),
  width: z.number().int().min(1).max(20000),
  height: z.number().int().min(1).max(20000),
  caption: localized,
});
export type OnboardingPicture = { fileId: string; width: number; height: number; caption: LocalizedText };
export const OnboardingPicturesBody = z.strictObject({
  pictures: z.array(OnboardingPicture).max(onboardingPicturesMax),
});
/** One picture as the student sees it: the caption in the reader's language. */
export type OnboardingPictureView = { fileId: string; width: number; height: number; caption: string };

/** grzx (个人中心): what the home's profile does not carry. */
export type OnboardingMe = { counsellors: { name: string; mobile: string | null }[]; bed: string | null };
