import { type HealthSymptom, healthSymptoms } from '@campusflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Result, Selector, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { healthApi, healthKeys } from '../api/health-check-in-api.ts';
import { parseTemperature } from '../health-logic.ts';
import '../health.css';
import { LoadError, Loading } from '../../../components/load-states.tsx';

type Values = { temperature: string; symptoms?: HealthSymptom[]; remark?: string };
type Place = { lng: number; lat: number; address: string };

/** qxjglYqdk: once a school day the student reports temperature, symptoms and (optionally) the location. */
export function CheckInPage() {
  const { t } = useTranslation('healthCheckIn');
  const client = useQueryClient();
  const [place, setPlace] = useState<Place | null | 'locating' | 'denied'>(null);
  const today = useQuery({ queryKey: healthKeys.today, queryFn: healthApi.today });
  if (today.isPending) return <Loading />;
  if (today.isError) return <LoadError retry={() => void today.refetch()} />;
  const done = today.data.checkIn;
  if (done) {
    return (
      <div className="hc-page" data-testid="health-done">
        <Result
          status={done.abnormal ? 'warning' : 'success'}
          title={t('done')}
          description={t('doneAt', { day: done.day, temperature: done.temperature.toFixed(1) })}
        />
      </div>
    );
  }
  const locate = () => {
    if (!navigator.geolocation) return setPlace('denied');
    setPlace('locating');
    navigator.geolocation.getCurrentPosition(
      (p) => setPlace({ lng: p.coords.longitude, lat: p.coords.latitude, address: '' }),
      () => setPlace('denied'),
      { timeout: 10_000 },
    );
  };
  const submit = async (v: Values) => {
    const temperature = parseTemperature(v.temperature);
    if (temperature === null) return Toast.show({ content: t('required') });
    await healthApi.submit({
      temperature,
      symptoms: v.symptoms?.length ? v.symptoms : ['none'],
      remark: v.remark ?? '',
      location: typeof place === 'object' ? place : null,
    });
    Toast.show({ content: t('saved'), icon: 'success' });
    await client.invalidateQueries({ queryKey: healthKeys.all });
  };
  const placeText =
    place === 'locating' ? t('locating') : place === 'denied' ? t('locationDenied') : place ? t('located') : '';
  return (
    <div className="hc-page" data-testid="health-check-in">
      <Form
        layout="horizontal"
        initialValues={{ symptoms: ['none'] }}
        onFinish={(v: Values) => void submit(v)}
        onFinishFailed={() => Toast.show({ content: t('required') })}
        footer={
          <Button block color="primary" type="submit" data-testid="health-submit">
            {t('submit')}
          </Button>
        }
      >
        <Form.Header>{today.data.day}</Form.Header>
        <Form.Item
          name="temperature"
          label={t('fields.temperature')}
          rules={[{ required: true, message: t('required') }]}
        >
          <Input type="text" inputMode="decimal" placeholder="36.5" maxLength={5} data-testid="health-temperature" />
        </Form.Item>
        <Form.Item name="symptoms" label={t('fields.symptoms')} layout="vertical">
          <Selector
            multiple
            columns={3}
            options={healthSymptoms.map((s) => ({ value: s, label: t(`symptoms.${s}`) }))}
          />
        </Form.Item>
        <Form.Item
          label={t('fields.location')}
          extra={
            <Button size="small" onClick={locate} loading={place === 'locating'}>
              {t('locate')}
            </Button>
          }
        >
          <span className="hc-line">{placeText}</span>
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')} layout="vertical">
          <TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </div>
  );
}
