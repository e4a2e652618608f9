import { useQuery } from '@tanstack/react-query';
import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { whereaboutsApi, whereaboutsKeys } from '../api/whereabouts-api.ts';
import '../whereabouts.css';
import { Empty, LoadError, Loading } from '../../../components/load-states.tsx';

/** jjrlfxDetail?id=: one registration, for its student or the staff who look after them. */
export function DetailPage() {
  const { t, i18n } = useTranslation('whereabouts');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const record = useQuery({
    queryKey: whereaboutsKeys.record(id),
    queryFn: () => whereaboutsApi.record(id),
    enabled: !!id,
  });
  if (!id) return <Empty text={t('empty')} />;
  if (record.isPending) return <Loading />;
  if (record.isError) return <LoadError retry={() => void record.refetch()} />;
  const r = record.data;
  const row = (label: string, value: string | null | undefined) => (
    <List.Item key={label} extra={value || '–'}>
      {label}
    </List.Item>
  );
  return (
    <div className="wb-page" data-testid="whereabouts-detail">
      <List header={`${r.studentName} · ${r.studentCode} · ${r.className ?? ''}`}>
        {row(t('fields.window'), r.windowName)}
        <List.Item extra={<Tag>{t(r.staying ? 'where.staying' : 'where.leaving')}</Tag>}>{t('fields.where')}</List.Item>
        {!r.staying && row(t('fields.province'), r.province)}
        {!r.staying && row(t('fields.city'), r.city)}
        {!r.staying && row(t('fields.address'), r.address)}
        {!r.staying && row(t('fields.leaveDate'), r.leaveDate)}
        {!r.staying && row(t('fields.returnDate'), r.returnDate)}
        {!r.staying && row(t('fields.transport'), r.transport ? t(`transports.${r.transport}`) : null)}
        {row(t('fields.contactName'), r.contactName)}
        {row(t('fields.contactPhone'), r.contactPhone)}
        {row(t('fields.remark'), r.remark)}
        {!r.staying && row(t('fields.actualReturnDate'), r.actualReturnDate)}
        {row(t('status.registered'), new Date(r.updatedAt).toLocaleString(i18n.language))}
      </List>
    </div>
  );
}
