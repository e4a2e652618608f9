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
});
