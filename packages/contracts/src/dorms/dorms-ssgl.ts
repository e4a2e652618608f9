import { z } from 'zod';
import { defineStateCodes } from '../errors/define-state-codes.ts';

// Dorm management (ssgl) beyond the student and teacher pages: delayed move-out (延期退宿, a workflow
// request) and abnormal-situation reports (异常情况上报) by dorm staff, handled by the dorm office.

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

/** 延期退宿: a student about to move out (graduation) asks to keep the bed until a date. */
export const DormDelayApplyBody = z.strictObject({ untilDate: day, reason: z.string().trim().min(1).max(1000) });
export type DormDelayApplyBody = z.input<typeof DormDelayApplyBody>;

export const dormAbnormalCategories = ['safety', 'health', 'facility', 'discipline', 'other'] as const;

export const DormAbnormalBody = z.strictObject({
  buildingId: z.uuid(),
  roomId: z.uuid().optional(),
  category: z.enum(dormAbnormalCategories),
  occurredAt: z.iso.datetime({ offset: true }),
  description: z.string().trim().min(1).max(1000),
  photos: z.array(z.uuid()).max(9).default([]),
});
export type DormAbnormalBody = z.input<typeof DormAbnormalBody>;
export const DormAbnormalHandleBody = z.strictObject({ id: z.uuid(), handling: z.string().trim().min(1).max(1000) });
export const DormAbnormalListQuery = z.strictObject({
  status: z.enum(['open', 'handled']).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export type DormAbnormalRow = {
  id: string;
  place: string;
  category: (typeof dormAbnormalCategories)[number];
  occurredAt: string;
  description: string;
  photos: string[];
  reporterName: string;
  status: 'open' | 'handled';
  handling: string;
  handlerName: string | null;
};
export type DormAbnormalStats = { category: (typeof dormAbnormalCategories)[number]; open: number; handled: number }[];

export const dormSsglEndpoints = {
  /** 延期退宿 (ssgl delayCheckOut): process `dorm_delay`, counsellor → dorm office. */
  delayApply: { service: 'business', method: 'POST', path: '/dorms/delay/apply' },
  /** 异常情况上报: list, report, handle, counts per category. */
  abnormalList: { service: 'business', method: 'GET', path: '/dorms/abnormal' },
  abnormalAdd: { service: 'business', method: 'POST', path: '/dorms/abnormal' },
  abnormalHandle: { service: 'business', method: 'POST', path: '/dorms/abnormal/handle' },
  abnormalStats: { service: 'business', method: 'GET', path: '/dorms/abnormal/stats' },
} as const;

// Dorm management (ssgl): 6040601–6040799.
export const dormSsglStateCodes = defineStateCodes({
  DORM_DELAY_PENDING: {
    code: 6040601,
    httpStatus: 409,
    message: {
      'zh-CN': '已有进行中的延期退宿申请',
      'zh-TW': '已有進行中的延期退宿申請',
      'en-US': 'You already have a delayed move-out request in progress',
      'ja-JP': '進行中の退寮延期申請があります',
    },
  },
  DORM_ABNORMAL_NOT_FOUND: {
    code: 6040602,
    httpStatus: 404,
    message: {
      'zh-CN': '异常情况记录不存在',
      'zh-TW': '異常狀況紀錄不存在',
      'en-US': 'Incident report not found',
      'ja-JP': '異常報告が見つかりません',
    },
  },
  DORM_ABNORMAL_HANDLED: {
    code: 6040603,
    httpStatus: 409,
    message: {
      'zh-CN': '该异常情况已处理',
      'zh-TW': '該異常狀況已處理',
      'en-US': 'This incident has already been handled',
      'ja-JP': 'この異常はすでに対応済みです',
    },
  },
  DORM_VIOLATION_REVIEWED: {
    code: 6040604,
    httpStatus: 409,
    message: {
      'zh-CN': '该违纪记录已审核，不能再修改',
      'zh-TW': '該違規紀錄已審核，不能再修改',
      'en-US': 'This violation report has already been reviewed and can no longer be changed',
      'ja-JP': 'この寮則違反の記録は確認済みのため変更できません',
    },
  },
  DORM_VIOLATION_REASON_REQUIRED: {
    code: 6040605,
    httpStatus: 400,
    message: {
      'zh-CN': '不予认定时请填写理由',
      'zh-TW': '不予認定時請填寫理由',
      'en-US': 'Give a reason for dismissing the violation report',
      'ja-JP': '認定しない理由を入力してください',
    },
  },
  DORM_SSGL_STATUS_INVALID: {
    code: 6040606,
    httpStatus: 400,
    message: {
      'zh-CN': '该类记录没有这个状态',
      'zh-TW': '該類紀錄沒有這個狀態',
      'en-US': 'These records have no such status',
      'ja-JP': 'この種類の記録にその状態はありません',
    },
  },
  DORM_AWARD_EXISTS: {
    code: 6040607,
    httpStatus: 409,
    message: {
      'zh-CN': '该房间本学期已被推荐或评为文明宿舍',
      'zh-TW': '該寢室本學期已被推薦或評為優良寢室',
      'en-US': 'This room has already been proposed or awarded as a model room this term',
      'ja-JP': 'この部屋は今学期すでに推薦済みまたは模範居室に認定済みです',
    },
  },
  DORM_AWARD_NOT_FOUND: {
    code: 6040608,
    httpStatus: 404,
    message: {
      'zh-CN': '文明宿舍推荐不存在',
      'zh-TW': '優良寢室推薦不存在',
      'en-US': 'Model room proposal not found',
      'ja-JP': '模範居室の推薦が見つかりません',
    },
  },
  DORM_AWARD_PUBLISHED: {
    code: 6040609,
    httpStatus: 409,
    message: {
      'zh-CN': '已发布的文明宿舍不能撤回',
      'zh-TW': '已發布的優良寢室不能撤回',
      'en-US': 'A published model room award cannot be withdrawn',
      'ja-JP': '発表済みの模範居室は取り下げできません',
    },
  },
  DORM_AWARD_NONE_PROPOSED: {
    code: 6040610,
    httpStatus: 409,
    message: {
      'zh-CN': '本学期没有待发布的文明宿舍推荐',
      'zh-TW': '本學期沒有待發布的優良寢室推薦',
      'en-US': 'There are no model room proposals to publish this term',
      'ja-JP': '今学期に発表待ちの模範居室の推薦はありません',
    },
  },
  DORM_AWARD_TERM_INVALID: {
    code: 6040611,
    httpStatus: 400,
    message: {
      'zh-CN': '学期格式不正确',
      'zh-TW': '學期格式不正確',
      'en-US': 'The term is not valid',
      'ja-JP': '学期の指定が正しくありません',
    },
  },
});
