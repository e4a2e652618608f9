import {
  accountEndpoints,
  type ListResult,
  orgPickerEndpoints,
  type PickerOrg,
  type PickerPosition,
  type PickerUser,
} from '@campusflow/contracts';
import { request } from '../../api/client.ts';

// The picker's calls: people by name (employee/query), by org (query4Org, the org's subtree
// included) or by position (query4Position); the org tree and positions to browse (platform/org).

export type PeopleScope =
  | { kind: 'search'; keyword: string }
  | { kind: 'org'; orgId: string }
  | { kind: 'position'; positionId: string };

const pageSize = 50;

export function scopeQuery(scope: PeopleScope) {
  const parameters =
    scope.kind === 'search'
      ? scope.keyword
        ? [{ key: 'Q^name^SL', value: scope.keyword }]
        : []
      : scope.kind === 'org'
        ? [{ key: 'Q^orgId^S', value: scope.orgId }]
        : [{ key: 'Q^positionId^S', value: scope.positionId }];
  return { parameters, requestPage: { pageNo: 1, limit: pageSize }, sorts: [{ field: 'name', order: 'ASC' as const }] };
}

export function queryPeople(scope: PeopleScope): Promise<ListResult<PickerUser>> {
  const path =
    scope.kind === 'search'
      ? accountEndpoints.queryEmployees.path
      : scope.kind === 'org'
        ? accountEndpoints.queryUsersOfOrg.path
        : accountEndpoints.queryUsersOfPosition.path;
  return request<ListResult<PickerUser>>({
    service: 'platform',
    method: 'POST',
    path,
    body: scopeQuery(scope),
    loading: false,
    silent: true,
  });
}

export const listOrgs = () =>
  request<PickerOrg[]>({ service: 'platform', path: orgPickerEndpoints.orgs.path, loading: false, silent: true });

export const listPositions = () =>
  request<PickerPosition[]>({
    service: 'platform',
    path: orgPickerEndpoints.positions.path,
    loading: false,
    silent: true,
  });
