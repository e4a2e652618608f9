import type { DormOccupancyRow } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { List, SearchBar } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { dormKeys, dormsApi } from '../api/dorms-api.ts';
import '../dorms.css';

/** studentOccupancy: totals per building, then who lives where within my scope (counsellor: my classes). */
export function OccupancyPage() {
  const { t } = useTranslation('dorms');
  const [keyword, setKeyword] = useState('');
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
      return toPage(await dormsApi.occupancy({ parameters: search, requestPage: { pageNo, limit } }));
    },
    [keyword],
  );
  return (
    <div className="dorm-page" data-testid="dorm-occupancy">
      <List>
        {(buildings.data ?? []).map((b) => (
          <List.Item
            key={b.buildingId}
            description={`${t('occupancy.beds')} ${b.beds} · ${t('occupancy.occupied')} ${b.occupied}`}
            extra={`${t('occupancy.free')} ${b.free}`}
          >
            {b.name}
          </List.Item>
        ))}
      </List>
      <div style={{ padding: '8px 12px' }}>
        <SearchBar
          placeholder={t('occupancy.search')}
          onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      <PagedList<DormOccupancyRow>
        fetchPage={fetchPage}
        resetKey={keyword}
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
