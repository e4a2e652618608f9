import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { staffApi, staffKeys } from './staff-api.ts';
import { when } from './staff-logic.ts';
import { bedAssignPath } from './staff-pages.ts';
import { LoadState, StateTag } from './staff-ui.tsx';

/** yx_info, yx_detail, yxcx_xsxxcxDetail (?userId=): one new student, every step's state, and the desk actions. */
export function StudentDetailPage() {
  const { t } = useTranslation('onboardingStaff');
  const navigate = useNavigate();
  const userId = useSearchParams()[0].get('userId') ?? '';
  const client = useQueryClient();
  const student = useQuery({
    queryKey: staffKeys.student(userId),
    queryFn: () => staffApi.student(userId),
    enabled: userId !== '',
  });
  const register = useMutation({
    mutationFn: () => staffApi.register(userId),
    onSuccess: (result) => {
      const name = student.data?.name ?? '';
      Toast.show({
        content: result.alreadyRegistered
          ? t('onsite.alreadyToast', { name, time: when(result.registeredAt) })
          : t('onsite.registeredToast', { name }),
      });
      void client.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
  const s = student.data;
  if (!s) return <LoadState pending={student.isPending && userId !== ''} onRetry={() => void student.refetch()} />;
  return (
    <div className="yx-staff" data-testid="onboarding-student">
      <List header={t('students.profile')}>
        <List.Item extra={s.gender ? t(`values.${s.gender}`) : '–'}>{s.name}</List.Item>
        <List.Item extra={s.studentNo || '–'}>{t('students.studentNo')}</List.Item>
        <List.Item extra={s.examineeNo || '–'}>{t('students.examineeNo')}</List.Item>
        <List.Item extra={s.collegeName ?? '–'}>{t('students.college')}</List.Item>
        <List.Item extra={s.majorName ?? '–'}>{t('students.major')}</List.Item>
        <List.Item extra={s.className ?? '–'}>{t('students.class')}</List.Item>
        <List.Item extra={when(s.arrivedAt)}>{t('students.arrivedAt')}</List.Item>
        <List.Item extra={when(s.registeredAt)}>{t('students.registeredAt')}</List.Item>
        {s.registeredByName && <List.Item extra={s.registeredByName}>{t('students.registeredBy')}</List.Item>}
        <List.Item extra={s.bedLabel ?? t('students.noBed')}>{t('students.bed')}</List.Item>
      </List>
      <List header={t('students.steps')}>
        {s.steps.map((step) => (
          <List.Item
            key={step.key}
            description={step.reviewComment ?? undefined}
            extra={<StateTag state={step.state} label={t(`stepStates.${step.state}`)} />}
          >
            {t(`steps.${step.key}`)}
          </List.Item>
        ))}
      </List>
      <div className="yx-staff-actions">
        <Button
          color="primary"
          disabled={Boolean(s.registeredAt)}
          loading={register.isPending}
          onClick={() => register.mutate()}
        >
          {s.registeredAt ? t('onsite.registered') : t('students.registerOnSite')}
        </Button>
        <Button color="primary" fill="outline" onClick={() => navigate(bedAssignPath(s.userId))}>
          {t('students.assignBed')}
        </Button>
      </div>
    </div>
  );
}
