import type { DormOccupancyRow } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { CapsuleTabs, List, SearchBar } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { dormKeys, dormsApi } from '../api/dorms-api.ts';
import '../dorms.css';

/**
 * studentOccupancy: totals per building (a tap filters by building, then by floor), then who lives where
 * within my scope (counsellor: my classes).
 */
export function OccupancyPage() {
  const { t } = useTranslation('dorms');
  const [keyword, setKeyword] = useState('');
  const [buildingId, setBuildingId] = useState('');
  const [floor, setFloor] = useState(0);
  const buildings = useQuery({ queryKey: dormKeys.buildings, queryFn: dormsApi.buildings });
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) => {
      const search = keyword
        ? [
            {
              relation: 'OR' as const,
              parameters: [
                { key: 'Q^studentName^SL', value: keyword },
                { key: 'Q^studentCode^SL', value: keyword },
              ],
            },
          ]
        : [];
      const place = [
        ...(buildingId ? [{ key: 'Q^buildingId^S', value: buildingId }] : []),
        ...(floor ? [{ key: 'Q^floor^S', value: String(floor) }] : []),
      ];
      return toPage(await dormsApi.occupancy({ parameters: [...search, ...place], requestPage: { pageNo, limit } }));
    },
    [keyword, buildingId, floor],
  );
  return (
    <div className="dorm-page" data-testid="dorm-occupancy">
      <List>
        {(buildings.data ?? []).map((b) => (
          <List.Item
            key={b.buildingId}
            data-testid="dorm-building"
            // A tap filters the list to the building (again: all buildings).
            onClick={() => {
              setBuildingId((v) => (v === b.buildingId ? '' : b.buildingId));
              setFloor(0);
            }}
            style={b.buildingId === buildingId ? { background: 'var(--adm-color-primary-light, #e6f4ff)' } : undefined}
            description={`${t('occupancy.beds')} ${b.beds} · ${t('occupancy.occupied')} ${b.occupied}`}
            extra={`${t('occupancy.free')} ${b.free}`}
          >
            {b.name}
          </List.Item>
        ))}
      </List>
      {buildingId && (
        <CapsuleTabs activeKey={String(floor)} onChange={(k) => setFloor(Number(k))}>
          {[0, 1, 2, 3, 4, 5, 6].map((f) => (
            <CapsuleTabs.Tab
              key={String(f)}
              title={f === 0 ? t('affairs.common.all') : t('change.floor', { floor: f })}
            />
          ))}
        </CapsuleTabs>
      )}
      <div style={{ padding: '8px 12px' }}>
        <SearchBar
          placeholder={t('occupancy.search')}
          onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      <PagedList<DormOccupancyRow>
        fetchPage={fetchPage}
        resetKey={`${keyword}|${buildingId}|${floor}`}
        rowKey={(r) => r.studentId}
        emptyText={t('occupancy.empty')}
        renderItem={(r) => (
          <List.Item description={`${r.studentCode} ${r.className ?? ''}`}>
            {r.studentName} · {t('place', { building: r.buildingName, room: r.roomNo, bed: r.bedNo })}
          </List.Item>
        )}
      />
    </div>
  );
}
