import { type WhereaboutsTransport, whereaboutsTransports } from '@campusflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Selector, Tag, TextArea, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { whereaboutsApi, whereaboutsKeys } from '../api/whereabouts-api.ts';
import { pickWindow } from '../whereabouts-logic.ts';
import '../whereabouts.css';
import { Empty, LoadError, Loading } from '../../../components/load-states.tsx';

type Values = {
  where: 'staying' | 'leaving';
  province: string;
  city: string;
  address?: string;
  leaveDate: string;
  returnDate: string;
  transport?: WhereaboutsTransport[];
  contactName?: string;
  contactPhone?: string;
  remark?: string;
};

/** jjrlfxQxdj: the student registers staying or leaving for the open holiday (changeable until the deadline). */
export function RegisterPage() {
  const { t, i18n } = useTranslation('whereabouts');
  const [params] = useSearchParams();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [where, setWhere] = useState<'staying' | 'leaving'>('leaving');
  const windows = useQuery({
    queryKey: whereaboutsKeys.windows,
    queryFn: () => whereaboutsApi.windows({ requestPage: { pageNo: 1, limit: 20 } }),
  });
  const windowId = pickWindow(windows.data?.dataResult ?? [], params.get('window'));
  const view = useQuery({
    queryKey: whereaboutsKeys.window(windowId ?? ''),
    queryFn: () => whereaboutsApi.window(windowId as string),
    enabled: !!windowId,
  });
  const mine = view.data?.mine;
  useEffect(() => {
    if (!mine) return;
    const next = mine.staying ? 'staying' : 'leaving';
    setWhere(next);
    form.setFieldsValue({
      where: next,
      province: mine.province,
      city: mine.city,
      address: mine.address,
      leaveDate: mine.leaveDate ?? '',
      returnDate: mine.returnDate ?? '',
      transport: [mine.transport ?? 'train'],
      contactName: mine.contactName,
      contactPhone: mine.contactPhone,
      remark: mine.remark,
    });
  }, [mine, form]);

  if (windows.isPending || (windowId && view.isPending)) return <Loading />;
  if (windows.isError || view.isError) return <LoadError retry={() => void windows.refetch()} />;
  if (!windowId || !view.data) return <Empty text={t('noWindow')} />;
  const w = view.data;

  const submit = async (v: Values) => {
    const leaving = v.where === 'leaving';
    await whereaboutsApi.register(w.id, {
      staying: !leaving,
      ...(leaving
        ? {
            province: v.province,
            city: v.city,
            address: v.address ?? '',
            leaveDate: v.leaveDate,
            returnDate: v.returnDate,
            transport: v.transport?.[0] ?? null,
          }
        : {}),
      contactName: v.contactName ?? '',
      contactPhone: v.contactPhone ?? '',
      remark: v.remark ?? '',
    });
    Toast.show({ content: t('saved'), icon: 'success' });
    await client.invalidateQueries({ queryKey: whereaboutsKeys.all });
  };
  const required = [{ required: true, message: t('required') }];
  const dateInput = <input type="date" className="wb-date" />;

  return (
    <div className="wb-page" data-testid="whereabouts-register">
      <div className="wb-card">
        <div className="wb-card-head">
          <span>{w.name}</span>
          <span>
            <Tag color={mine ? 'success' : 'warning'}>{t(mine ? 'status.registered' : 'status.notRegistered')}</Tag>{' '}
            <Tag color={w.open ? 'primary' : 'default'}>{t(w.open ? 'status.open' : 'status.closed')}</Tag>
          </span>
        </div>
        <p className="wb-line">{t('period', { start: w.startDate, end: w.endDate })}</p>
        <p className="wb-line">{t('deadlineAt', { time: new Date(w.deadline).toLocaleString(i18n.language) })}</p>
      </div>
      <Form
        form={form}
        layout="horizontal"
        disabled={!w.open}
        initialValues={{ where: 'leaving', transport: ['train'] }}
        onFinish={(v) => void submit(v)}
        onFinishFailed={() => Toast.show({ content: t('checkForm') })}
        footer={
          <Button block color="primary" type="submit" disabled={!w.open} data-testid="whereabouts-submit">
            {t(mine ? 'actions.update' : 'actions.submit')}
          </Button>
        }
      >
        <Form.Item name="where" label={t('fields.where')} layout="vertical">
          <Radio.Group onChange={(v) => setWhere(v as 'staying' | 'leaving')}>
            <Radio value="leaving" style={{ marginRight: 24 }}>
              {t('where.leaving')}
            </Radio>
            <Radio value="staying">{t('where.staying')}</Radio>
          </Radio.Group>
        </Form.Item>
        {where === 'leaving' && (
          <>
            <Form.Item name="province" label={t('fields.province')} rules={required}>
              <Input placeholder={t('fields.province')} maxLength={50} />
            </Form.Item>
            <Form.Item name="city" label={t('fields.city')} rules={required}>
              <Input placeholder={t('fields.city')} maxLength={50} />
            </Form.Item>
            <Form.Item name="address" label={t('fields.address')}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="leaveDate" label={t('fields.leaveDate')} rules={required}>
              {dateInput}
            </Form.Item>
            <Form.Item name="returnDate" label={t('fields.returnDate')} rules={required}>
              {dateInput}
            </Form.Item>
            <Form.Item name="transport" label={t('fields.transport')} layout="vertical">
              <Selector
                columns={3}
                options={whereaboutsTransports.map((x) => ({ value: x, label: t(`transports.${x}`) }))}
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="contactName" label={t('fields.contactName')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="contactPhone" label={t('fields.contactPhone')} rules={where === 'leaving' ? required : []}>
          <Input type="tel" maxLength={20} />
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')} layout="vertical">
          <TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </div>
  );
}
