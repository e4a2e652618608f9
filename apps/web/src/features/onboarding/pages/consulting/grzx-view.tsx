import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { onboardingApi, onboardingKeys } from '../../api/onboarding-api.ts';
import { consultingApi, consultingKeys } from './consulting-api.ts';

/** grzx (个人中心): admission info, class, the student advisors' contact and the bed once chosen. */
export function GrzxView() {
  const { t } = useTranslation('onboardingConsulting');
  const home = useQuery({ queryKey: onboardingKeys.home, queryFn: onboardingApi.home });
  const me = useQuery({ queryKey: consultingKeys.me, queryFn: consultingApi.me });
  if (home.isPending || me.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (home.isError || me.isError) return <ErrorBlock status="default" title={t('loadFailed')} />;
  const p = home.data.profile;
  const dash = (v: string | null) => v ?? '—';
  return (
    <div className="onb-view" data-testid="onboarding-grzx">
      <List header={t('admission')}>
        <List.Item extra={p.name}>{t('name')}</List.Item>
        <List.Item extra={dash(p.collegeName)}>{t('college')}</List.Item>
        <List.Item extra={dash(p.majorName)}>{t('major')}</List.Item>
        <List.Item extra={dash(p.className)}>{t('className')}</List.Item>
        <List.Item extra={p.arrivedAt ? t('arrivedYes') : t('arrivedNo')}>{t('arrived')}</List.Item>
        <List.Item extra={dash(p.buildingName)}>{t('building')}</List.Item>
        <List.Item extra={me.data.bed ?? t('bedNotChosen')} data-testid="grzx-bed">
          {t('bed')}
        </List.Item>
      </List>
      <List header={t('advisors')}>
        {me.data.counsellors.length === 0 && <List.Item>{t('noAdvisor')}</List.Item>}
        {me.data.counsellors.map((c) => (
          <List.Item key={`${c.name}${c.mobile}`} extra={c.mobile ? <a href={`tel:${c.mobile}`}>{c.mobile}</a> : '—'}>
            {c.name}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
