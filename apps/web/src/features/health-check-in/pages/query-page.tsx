import type { HealthCheckInRow } from '@campusflow/contracts';
import { Checkbox, List, SearchBar, Tag } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { healthApi } from '../api/health-check-in-api.ts';
import '../health.css';

/** yqdk_xxcx: check-ins of the students in scope, searched by student ID, by day, abnormal only. */
export function QueryPage() {
  const { t } = useTranslation('healthCheckIn');
  const [code, setCode] = useState('');
  const [day, setDay] = useState('');
  const [abnormal, setAbnormal] = useState(false);
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) => {
      const parameters: { key: string; value: string }[] = [];
      if (code) parameters.push({ key: /^\d+$/.test(code) ? 'Q^studentCode^SL' : 'Q^studentName^SL', value: code });
      if (day) parameters.push({ key: 'Q^day^S', value: day });
      if (abnormal) parameters.push({ key: 'Q^abnormal^S', value: 'true' });
      return toPage(await healthApi.query({ parameters, requestPage: { pageNo, limit } }));
    },
    [code, day, abnormal],
  );
  return (
    <div className="hc-page" data-testid="health-query">
      <div className="hc-filter">
        <SearchBar placeholder={t('search')} onSearch={setCode} onClear={() => setCode('')} style={{ flex: 2 }} />
      </div>
      <div className="hc-filter">
        <label>
          {t('fields.day')}
          <input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </label>
        <Checkbox checked={abnormal} onChange={setAbnormal}>
          {t('onlyAbnormal')}
        </Checkbox>
      </div>
      <PagedList<HealthCheckInRow>
        fetchPage={fetchPage}
        resetKey={`${code}|${day}|${abnormal}`}
        rowKey={(r) => r.id}
        emptyText={t('empty')}
        renderItem={(r) => (
          <List.Item
            description={`${r.day} · ${r.className ?? ''} · ${r.symptoms.map((s) => t(`symptoms.${s}`)).join('、')}`}
            extra={<Tag color={r.abnormal ? 'danger' : 'success'}>{`${r.temperature.toFixed(1)} ℃`}</Tag>}
          >
            {r.studentName} {r.studentCode}
          </List.Item>
        )}
      />
    </div>
  );
}
