import {
  type ConsultingAskBody,
  type ConsultingFaqItem,
  type ConsultingQuestionDetail,
  type ConsultingQuestionItem,
  type ConsultingStatus,
  onboardingConsultingEndpoints as e,
  type OnboardingMe,
  type OnboardingPicture,
  type OnboardingPictureView,
} from '@campusflow/contracts';
import { request } from '../../../../api/client.ts';

export type { ConsultingQuestionDetail, ConsultingQuestionItem, OnboardingPictureView };

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** Query keys: under 'onboarding' so the student's pages refresh together. */
export const consultingKeys = {
  mine: ['onboarding', 'consulting', 'mine'] as const,
  faq: ['onboarding', 'consulting', 'faq'] as const,
  question: (id: string) => ['onboarding', 'consulting', 'question', id] as const,
  staff: (status: string) => ['onboarding', 'consulting', 'staff', status] as const,
  pictures: ['onboarding', 'pictures'] as const,
  editPictures: ['onboarding', 'pictures', 'edit'] as const,
  me: ['onboarding', 'me'] as const,
};

type Page<T> = { dataResult: T[]; pageResult: { totalCount: number } };

export const consultingApi = {
  faq: () => request<ConsultingFaqItem[]>({ service: 'business', path: e.faq.path }),
  mine: () => request<ConsultingQuestionItem[]>({ service: 'business', path: e.myQuestions.path }),
  ask: (body: ConsultingAskBody) =>
    request<{ id: string }>({ service: 'business', method: 'POST', path: e.ask.path, body }),
  question: (id: string) =>
    request<ConsultingQuestionDetail>({ service: 'business', path: withId(e.question.path, id) }),
  followUp: (id: string, content: string) =>
    request({ service: 'business', method: 'POST', path: withId(e.followUp.path, id), body: { content } }),
  close: (id: string) => request({ service: 'business', method: 'POST', path: withId(e.close.path, id) }),
  staffList: (status: ConsultingStatus | 'all') =>
    request<Page<ConsultingQuestionItem>>({
      service: 'business',
      path: e.staffList.path,
      query: { status, limit: 100 },
    }),
  staffQuestion: (id: string) =>
    request<ConsultingQuestionDetail>({ service: 'business', path: withId(e.staffQuestion.path, id) }),
  answer: (id: string, content: string) =>
    request({ service: 'business', method: 'POST', path: withId(e.answer.path, id), body: { content } }),
  staffClose: (id: string) => request({ service: 'business', method: 'POST', path: withId(e.staffClose.path, id) }),
  pictures: () => request<OnboardingPictureView[]>({ service: 'business', path: e.pictures.path }),
  editPictures: () => request<OnboardingPicture[]>({ service: 'business', path: e.editPictures.path }),
  savePictures: (pictures: OnboardingPicture[]) =>
    request<{ count: number }>({ service: 'business', method: 'PUT', path: e.savePictures.path, body: { pictures } }),
  me: () => request<OnboardingMe>({ service: 'business', path: e.me.path }),
};
