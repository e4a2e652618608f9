/** New-student onboarding calls, student side (business service, modules/onboarding). */
export const onboardingEndpoints = {
  /** yxxt_index: profile, steps with their states and progress, announcement, requirements, Q&A, fees. */
  home: { service: 'business', method: 'GET', path: '/onboarding/home' },
  /** One step: its settings, the student's submission and values pre-filled from other steps. */
  step: { service: 'business', method: 'GET', path: '/onboarding/steps/:key' },
  /** Saves a draft of a step (checked loosely: only the shape, not completeness). */
  saveStep: { service: 'business', method: 'PUT', path: '/onboarding/steps/:key' },
  /** Submits a step: done at once, or waiting for review when the step is reviewed. */
  submitStep: { service: 'business', method: 'POST', path: '/onboarding/steps/:key/submit' },
  /** 缴费查询 (payQuery): fee items and whether they are paid or deferred. */
  payment: { service: 'business', method: 'GET', path: '/onboarding/payment' },
  /** Free beds of the student's building and gender, by room, and the student's bed if any. */
  beds: { service: 'business', method: 'GET', path: '/onboarding/beds' },
  /** Takes a free bed, first come first served. */
  chooseBed: { service: 'business', method: 'POST', path: '/onboarding/beds/choose' },
} as const;

/** The role the student side is for (spec §6: newStudent is confined to the onboarding pages). */
export const onboardingStudentRoles = ['newStudent'] as const;

/** Tenant settings (sys_configs) of the onboarding home; school-defined, JSON in four languages. */
export const onboardingSettingCodes = {
  /** LocalizedText: the announcement on yxxt_index. */
  announcement: 'onboarding_announcement',
  /** Record<Locale, string[]>: what to bring (报到须知). */
  requirements: 'onboarding_requirements',
  /** Record<Locale, {question, answer}[]>: consulting Q&A. */
  faq: 'onboarding_faq',
  /** {name: LocalizedText, amount: number}[]: the fee items of the payment query. */
  fees: 'onboarding_fees',
} as const;
