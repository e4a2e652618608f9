import {
  type DormBuildingSummary,
  type DormChangeApplyBody,
  type DormFreeRoom,
  type DormMine,
  type DormMoveOutBody,
  type DormOccupancyRow,
  dormsEndpoints as e,
  type ListQueryInput,
  type ListResult,
} from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

export type { DormBuildingSummary, DormFreeRoom, DormMine, DormOccupancyRow };

export const dormKeys = {
  all: ['dorms'] as const,
  mine: ['dorms', 'mine'] as const,
  free: ['dorms', 'free'] as const,
  buildings: ['dorms', 'buildings'] as const,
};

export const dormsApi = {
  mine: () => request<DormMine>({ service: 'business', path: e.mine.path }),
  freeBeds: () => request<DormFreeRoom[]>({ service: 'business', path: e.freeBeds.path }),
  buildings: () => request<DormBuildingSummary[]>({ service: 'business', path: e.buildings.path }),
  occupancy: (query: ListQueryInput) =>
    request<ListResult<DormOccupancyRow>>({
      service: 'business',
      method: 'POST',
      path: e.occupancy.path,
      body: query,
      loading: false,
    }),
  applyMoveOut: (body: DormMoveOutBody) =>
    request<{ instanceId: string }>({ service: 'business', method: 'POST', path: e.moveOutApply.path, body }),
  applyChange: (body: DormChangeApplyBody) =>
    request<{ instanceId: string }>({ service: 'business', method: 'POST', path: e.changeApply.path, body }),
};
