import { z } from 'zod';
import { idTypes, isValidIdNumber, normaliseIdNumber } from '../admissions/id-documents.ts';

/**
 * The onboarding steps (迎新环节). Which ones a school uses, their order, whether they are required,
 * reviewed or time-boxed are tenant settings (table onboarding_steps); the keys and the shape of each
 * step's data are fixed here so the student side, the staff side and the web share them.
 */
export const onboardingStepKeys = [
  'personalInfo',
  'arrival',
  'greenChannel',
  'bed',
  'payment',
  'studentLoan',
  'dayStudent',
  'enlistment',
  'facePhoto',
  'statusRetention',
] as const;
export type OnboardingStepKey = (typeof onboardingStepKeys)[number];

export const submissionStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');
const mobile = z
  .string()
  .trim()
  .regex(/^1\d{10}$|^\+?[0-9\- ]{6,20}$/, 'mobile');
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const fileIds = z.array(z.uuid()).max(9).default([]);

const familyMember = z.strictObject({
  relation: required(20),
  name: required(50),
  mobile: z.union([mobile, z.literal('')]).default(''),
  workplace: text(100).default(''),
});

/** 个人信息采集: ID number checked with the same rules as the admitted list (admissions/id-documents). */
export const PersonalInfoData = z
  .strictObject({
    idType: z.enum(idTypes),
    idNumber: required(40).transform(normaliseIdNumber),
    mobile,
    email: z.union([z.email(), z.literal('')]).default(''),
    nation: text(20).default(''),
    politicalStatus: text(20).default(''),
    homeAddress: required(200),
    family: z.array(familyMember).min(1).max(6),
    emergencyName: required(50),
    emergencyRelation: required(20),
    emergencyMobile: mobile,
  })
  .refine((d) => isValidIdNumber(d.idType, d.idNumber), { path: ['idNumber'], message: 'idNumber' });

export const arrivalTransports = ['train', 'plane', 'bus', 'car', 'other'] as const;
/** 报到登记: when and how the student arrives, so the school can meet them at the station. */
export const ArrivalData = z.strictObject({
  date,
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm')
    .or(z.literal(''))
    .default(''),
  transport: z.enum(arrivalTransports),
  trainOrFlightNo: text(20).default(''),
  station: text(100).default(''),
  companions: z.number().int().min(0).max(10),
  needsPickup: z.boolean().default(false),
});

export const greenChannelPlans = ['campusLoan', 'homeCountyLoan', 'aid', 'other'] as const;
/** 绿色通道 (pay-later enrolment): reviewed by staff. */
export const GreenChannelData = z.strictObject({
  reason: required(1000),
  amountOwed: z.number().min(0).max(1_000_000),
  plan: z.enum(greenChannelPlans),
  attachments: fileIds,
});

/** 选床: written by the bed choice (or staff assignment), never by a form save. */
export const BedData = z.strictObject({ bedId: z.uuid(), label: text(200), assignedBy: z.enum(['self', 'staff']) });

/** 缴费: the student confirms they have read the fees (the payment itself happens in the fee system). */
export const PaymentData = z.strictObject({ acknowledged: z.literal(true) });

export const studentLoanKinds = ['homeCounty', 'campus'] as const;
/** 生源地/校园地 loan: one kind per year (never both); the receipt code is checked by staff. */
export const StudentLoanData = z.strictObject({
  kind: z.enum(studentLoanKinds),
  receiptCode: text(40).default(''),
  amount: z.number().min(0).max(100_000),
  attachments: fileIds,
});

/** 走读 (commuter student) declaration. */
export const DayStudentData = z.strictObject({
  address: required(200),
  distanceKm: z.number().min(0).max(1000),
  guardianName: required(50),
  guardianMobile: mobile,
  reason: required(1000),
  attachments: fileIds,
});

/** 入伍 (military enlistment) declaration. */
export const EnlistmentData = z.strictObject({
  enlistDate: date,
  office: required(100),
  reason: text(1000).default(''),
  attachments: fileIds,
});

/** 人脸识别 photo: an uploaded image (platform files), reviewed by staff. */
export const FacePhotoData = z.strictObject({ fileId: z.uuid() });

export const retentionReasons = ['illness', 'enlistment', 'other'] as const;
/** 保留入学资格 request. */
export const StatusRetentionData = z.strictObject({
  reason: z.enum(retentionReasons),
  years: z.number().int().min(1).max(2),
  detail: required(1000),
  attachments: fileIds,
});

/** The data schema of each step; the server validates a save or submit with it. */
export const onboardingStepData = {
  personalInfo: PersonalInfoData,
  arrival: ArrivalData,
  greenChannel: GreenChannelData,
  bed: BedData,
  payment: PaymentData,
  studentLoan: StudentLoanData,
  dayStudent: DayStudentData,
  enlistment: EnlistmentData,
  facePhoto: FacePhotoData,
  statusRetention: StatusRetentionData,
} as const satisfies Record<OnboardingStepKey, z.ZodType>;

export type OnboardingStepData = { [K in OnboardingStepKey]: z.input<(typeof onboardingStepData)[K]> };

/** Default settings a new tenant gets (seedTenant); the school changes them in onboarding_steps. */
export const defaultOnboardingSteps: {
  key: OnboardingStepKey;
  required: boolean;
  needsReview: boolean;
  enabled: boolean;
}[] = [
  { key: 'personalInfo', required: true, needsReview: false, enabled: true },
  { key: 'arrival', required: true, needsReview: false, enabled: true },
  { key: 'greenChannel', required: false, needsReview: true, enabled: true },
  { key: 'payment', required: false, needsReview: false, enabled: true },
  { key: 'bed', required: true, needsReview: false, enabled: true },
  { key: 'studentLoan', required: false, needsReview: true, enabled: true },
  { key: 'dayStudent', required: false, needsReview: true, enabled: true },
  { key: 'enlistment', required: false, needsReview: true, enabled: true },
  { key: 'facePhoto', required: true, needsReview: true, enabled: true },
  { key: 'statusRetention', required: false, needsReview: true, enabled: true },
];
