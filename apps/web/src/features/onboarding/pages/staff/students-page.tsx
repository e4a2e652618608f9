import type { OnboardingStudentRow, OnboardingStudentStatus } from '@campusflow/contracts';
import { Button, List, SearchBar, Tabs, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PagedList, toPage } from '../../../../components/paged-list/paged-list.tsx';
import { downloadExport, type OrgFilter, staffApi } from './staff-api.ts';
import { studentDetailPath } from './staff-pages.ts';
import { StateTag } from './staff-ui.tsx';

const statuses: OnboardingStudentStatus[] = ['all', 'notArrived', 'arrived', 'registered', 'notRegistered'];

function orgFilterOf(params: URLSearchParams): OrgFilter {
  const filter: OrgFilter = {};
  for (const key of ['collegeId', 'majorId', 'classId'] as const) {
    const value = params.get(key);
    if (value) filter[key] = value;
  }
  return filter;
}

/**
 * yxcx_xsxxcx, studentsList, yxcx_xsbdtjDetail, yxcx_wsyxtjDetail: the new students in scope with their
 * arrival and registration, filtered by status, search and (from a tapped chart bar) college, major or class.
 */
export function StudentsPage() {
  const { t } = useTranslation('onboardingStaff');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orgFilter = orgFilterOf(params);
  const [status, setStatus] = useState<OnboardingStudentStatus>(
    (statuses as string[]).includes(params.get('status') ?? '')
      ? (params.get('status') as OnboardingStudentStatus)
      : 'all',
  );
  const [q, setQ] = useState('');
  const orgKey = JSON.stringify(orgFilter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: orgKey stands for orgFilter (a new object each render)
  const fetchPage = useCallback(
    async (page: number, limit: number) => toPage(await staffApi.students({ ...orgFilter, status, q }, page, limit)),
    [orgKey, status, q],
  );
  const exportSheet = async () => {
    await downloadExport('students', { ...orgFilter, status, q }, 'new-students.xlsx');
    Toast.show({ content: t('stats.exported') });
  };
  return (
    <div className="yx-staff" data-testid="onboarding-students">
      <div className="yx-staff-pad">
        <SearchBar placeholder={t('students.search')} onSearch={(v) => setQ(v.trim())} onClear={() => setQ('')} />
      </div>
      <Tabs activeKey={status} onChange={(k) => setStatus(k as OnboardingStudentStatus)}>
        {statuses.map((s) => (
          <Tabs.Tab key={s} title={t(`students.${s}`)} />
        ))}
      </Tabs>
      <PagedList<OnboardingStudentRow>
        fetchPage={fetchPage}
        resetKey={`${orgKey}|${status}|${q}`}
        rowKey={(r) => r.userId}
        emptyText={t('students.empty')}
        renderItem={(r) => (
          <List.Item
            onClick={() => navigate(studentDetailPath(r.userId))}
            description={[r.studentNo || r.examineeNo, r.majorName, r.className].filter(Boolean).join(' · ')}
            extra={
              r.registeredAt ? (
                <StateTag state="done" label={t('students.registered')} />
              ) : r.arrivedAt ? (
                <StateTag state="waitingReview" label={t('students.arrived')} />
              ) : (
                <StateTag state="todo" label={t('students.notArrived')} />
              )
            }
          >
            {r.name}
          </List.Item>
        )}
      />
      <div className="yx-staff-actions">
        <Button color="primary" fill="outline" onClick={() => void exportSheet()}>
          {t('students.export')}
        </Button>
      </div>
    </div>
  );
}
