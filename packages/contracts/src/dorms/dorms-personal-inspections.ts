import { z } from 'zod';
import { defineStateCodes } from '../errors/define-state-codes.ts';
import type { LocalizedText } from '../i18n/locale.ts';

// 个人内务检查 (PersonalInspection / PersonalInspectionExamine): a counsellor, college administrator or
// the dorm office checks one student's own bed area and conduct in the dorm (bed made, desk tidy, no
// banned appliances, present at lights-out…; domain-notes §2). A record is the score (0–100), the items
// that failed from a fixed set (each school may rename them), a remark and photos as evidence.

/** The fixed item set; labels are the web's defaults, overridable per school (`personalInspectionItemsSetting`). */
export const dormPersonalItems = ['bed', 'desk', 'floor', 'appliances', 'curfew', 'smoking'] as const;
export type DormPersonalItem = (typeof dormPersonalItems)[number];

export function isDormPersonalItem(key: string): key is DormPersonalItem {
  return (dormPersonalItems as readonly string[]).includes(key);
}

/** sys_configs code: JSON `{ "<item>": { "zh-CN": "…", … } }`; a missing item or language keeps the default. */
export const personalInspectionItemsSetting = 'dorms.personalInspection.itemLabels';

/** One item with the school's own label (null: the app's default label). */
export type DormPersonalItemLabel = { key: DormPersonalItem; label: Partial<LocalizedText> | null };

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

/** PersonalInspectionExamine: the record of one check. Item keys are checked by the server (6040221). */
export const DormPersonalInspectionBody = z.strictObject({
  studentId: z.uuid(),
  date: day,
  score: z.number().int().min(0).max(100),
  failedItems: z.array(z.string().trim().min(1).max(40)).max(dormPersonalItems.length).default([]),
  remark: z.string().trim().max(500).default(''),
  photos: z.array(z.uuid()).max(9).default([]),
});
export type DormPersonalInspectionBody = z.input<typeof DormPersonalInspectionBody>;

export const dormPersonalResults = ['pass', 'fail'] as const;
export type DormPersonalResult = (typeof dormPersonalResults)[number];

/** A list row (also the detail): everything a phone shows of one check. */
export type DormPersonalInspectionRow = {
  id: string;
  studentId: string;
  studentName: string;
  studentCode: string;
  className: string | null;
  /** The student's building and room when checked ('' when not housed). */
  place: string;
  date: string;
  score: number;
  /** pass: no item failed. */
  result: DormPersonalResult;
  failedItems: DormPersonalItem[];
  remark: string;
  photos: string[];
  inspectorName: string;
  createdAt: string;
};

export const DormPersonalInspectionIdParams = z.strictObject({ id: z.uuid() });

/**
 * Calls (business service). The list takes the list payload over the fields `date` (DL/DG), `classId`,
 * `result`, `studentName`, `studentCode`; staff see the students of their scope, a student their own.
 */
export const dormPersonalInspectionEndpoints = {
  list: { service: 'business', method: 'POST', path: '/dorms/personal-inspections/query' },
  add: { service: 'business', method: 'POST', path: '/dorms/personal-inspections' },
  detail: { service: 'business', method: 'GET', path: '/dorms/personal-inspections/:id' },
  /** The item set with the school's labels. */
  items: { service: 'business', method: 'GET', path: '/dorms/personal-inspections/items' },
  /** Staff: students of their scope for the record form. */
  students: { service: 'business', method: 'GET', path: '/dorms/personal-inspections/students' },
  /** Staff: the colleges and classes of their scope, for the class filter. */
  filters: { service: 'business', method: 'GET', path: '/dorms/personal-inspections/filters' },
} as const;

/** 6040219–6040222 of the dorms block (6040201–6040299). */
export const dormPersonalInspectionStateCodes = defineStateCodes({
  DORM_PERSONAL_STUDENT_OUT_OF_SCOPE: {
    code: 6040219,
    httpStatus: 403,
    message: {
      'zh-CN': '该学生不在你的管理范围内',
      'zh-TW': '該學生不在你的管理範圍內',
      'en-US': 'This student is not one of the students you look after',
      'ja-JP': 'この学生はあなたの担当範囲外です',
    },
  },
  DORM_PERSONAL_DATE_INVALID: {
    code: 6040220,
    httpStatus: 400,
    message: {
      'zh-CN': '检查日期不能晚于今天',
      'zh-TW': '檢查日期不能晚於今天',
      'en-US': 'The inspection date cannot be in the future',
      'ja-JP': '点検日に未来の日付は指定できません',
    },
  },
  DORM_PERSONAL_ITEM_UNKNOWN: {
    code: 6040221,
    httpStatus: 400,
    message: {
      'zh-CN': '检查项目不存在',
      'zh-TW': '檢查項目不存在',
      'en-US': 'Unknown inspection item',
      'ja-JP': '点検項目が存在しません',
    },
  },
  DORM_PERSONAL_NOT_FOUND: {
    code: 6040222,
    httpStatus: 404,
    message: {
      'zh-CN': '个人内务检查记录不存在',
      'zh-TW': '個人內務檢查紀錄不存在',
      'en-US': 'Personal inspection record not found',
      'ja-JP': '個人の寮内点検の記録が見つかりません',
    },
  },
});
