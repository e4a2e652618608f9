import {
  type DormAbnormalBody,
  type DormAbnormalRow,
  type DormAbnormalStats,
  type DormDelayApplyBody,
  type DormHolidayApplyBody,
  type DormInspectionBody,
  type DormInspectionRow,
  type DormMoveInApplyBody,
  type DormOutsideApplyBody,
  type DormRankingRow,
  type DormRepairCreateBody,
  type DormRepairRow,
  type DormRoomRow,
  type DormViolationBody,
  type DormViolationEditBody,
  type DormViolationRow,
  dormAffairsEndpoints as e,
  type ListResult,
  dormSsglEndpoints as ssgl,
} from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

export type {
  DormAbnormalRow,
  DormAbnormalStats,
  DormInspectionRow,
  DormRankingRow,
  DormRepairRow,
  DormRoomRow,
  DormViolationRow,
};

type Page = { pageNo: number; limit: number };
const post = <T>(path: string, body: unknown) =>
  request<T>({ service: 'business', method: 'POST', path, body: body as Record<string, unknown> });
const get = <T>(path: string, query: Record<string, string | number | undefined> = {}) =>
  request<T>({ service: 'business', path, query, loading: false });

export const dormAffairsApi = {
  applyOutside: (body: DormOutsideApplyBody) => post<{ instanceId: string }>(e.outsideApply.path, body),
  applyHoliday: (body: DormHolidayApplyBody) => post<{ instanceId: string }>(e.holidayApply.path, body),
  applyMoveIn: (body: DormMoveInApplyBody) => post<{ instanceId: string }>(e.moveInApply.path, body),
  createRepair: (body: DormRepairCreateBody) => post<{ id: string }>(e.repairCreate.path, body),
  myRepairs: (page: Page) => get<ListResult<DormRepairRow>>(e.repairMine.path, page),
  rateRepair: (body: { id: string; rating: number; comment: string }) => post<null>(e.repairRate.path, body),
  repairs: (page: Page & { status?: string | undefined }) => get<ListResult<DormRepairRow>>(e.repairList.path, page),
  progressRepair: (body: { id: string; status: 'dispatched' | 'repairing' | 'done'; note: string }) =>
    post<null>(e.repairProgress.path, body),
  violations: (q: Page & { type?: string | undefined; keyword?: string | undefined }) =>
    get<ListResult<DormViolationRow>>(e.violationList.path, q),
  addViolation: (body: DormViolationBody) => post<{ id: string }>(e.violationAdd.path, body),
  editViolation: (body: DormViolationEditBody) => post<null>(e.violationEdit.path, body),
  inspections: (q: Page & { from?: string; to?: string }) =>
    get<ListResult<DormInspectionRow>>(e.inspectionList.path, q),
  addInspection: (body: DormInspectionBody) => post<{ id: string }>(e.inspectionAdd.path, body),
  ranking: (q: { from?: string; to?: string }) => get<DormRankingRow[]>(e.inspectionRanking.path, q),
  myInspections: () => get<DormInspectionRow[]>(e.inspectionMine.path),
  rooms: (buildingId: string, floor?: number) => get<DormRoomRow[]>(e.rooms.path, { buildingId, floor }),
  applyDelay: (body: DormDelayApplyBody) => post<{ instanceId: string }>(ssgl.delayApply.path, body),
  abnormal: (q: Page & { status?: string | undefined }) => get<ListResult<DormAbnormalRow>>(ssgl.abnormalList.path, q),
  addAbnormal: (body: DormAbnormalBody) => post<{ id: string }>(ssgl.abnormalAdd.path, body),
  handleAbnormal: (body: { id: string; handling: string }) => post<null>(ssgl.abnormalHandle.path, body),
  abnormalStats: () => get<DormAbnormalStats>(ssgl.abnormalStats.path),
};
