import { dormOutsideGrounds } from '@campusflow/contracts';
import { Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dormAffairsApi } from '../../api/dorm-affairs-api.ts';
import { ChoiceField, DateField, FormPage, myRequests, TextField, useSave } from '../../components/request-form.tsx';
import { UploadField } from './upload-field.tsx';

type Ground = (typeof dormOutsideGrounds)[number];

/**
 * outsideLive (校外住宿): ground, address, landlord, co-residents, dates, reason and the signed parental
 * consent. Counsellor → college → dorm office approve (server process dorm_outside).
 */
export function OutsideLivePage() {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs' });
  const [ground, setGround] = useState<Ground>('internship');
  const [v, setV] = useState({ address: '', landlord: '', coResidents: '', startDate: '', endDate: '', reason: '' });
  const [consent, setConsent] = useState<string[]>([]);
  const set = (k: keyof typeof v) => (value: string) => setV((o) => ({ ...o, [k]: value }));
  const { busy, run } = useSave({ toast: t('common.submitted'), to: myRequests });
  const ready = Boolean(v.address.trim() && v.startDate && v.endDate && v.reason.trim() && consent.length > 0);
  return (
    <FormPage
      testId="dorm-outside"
      hint={t('outside.hint')}
      submitLabel={t('common.submit')}
      submitTestId="dorm-outside-submit"
      ready={ready}
      busy={busy}
      onSubmit={() => void run(() => dormAffairsApi.applyOutside({ ground, ...v, consent }))}
    >
      <ChoiceField
        label={t('outside.ground')}
        values={dormOutsideGrounds}
        labelOf={(g) => t(`outside.grounds.${g}`)}
        value={ground}
        onChange={setGround}
      />
      <Form.Item label={t('outside.address')}>
        <Input value={v.address} onChange={set('address')} maxLength={200} data-testid="dorm-outside-address" />
      </Form.Item>
      <Form.Item label={t('outside.landlord')}>
        <Input value={v.landlord} onChange={set('landlord')} maxLength={100} />
      </Form.Item>
      <Form.Item label={t('outside.coResidents')}>
        <Input value={v.coResidents} onChange={set('coResidents')} maxLength={200} />
      </Form.Item>
      <DateField
        label={t('common.startDate')}
        value={v.startDate}
        onChange={set('startDate')}
        testId="dorm-outside-start"
      />
      <DateField label={t('common.endDate')} value={v.endDate} onChange={set('endDate')} testId="dorm-outside-end" />
      <TextField label={t('common.reason')} value={v.reason} onChange={set('reason')} testId="dorm-outside-reason" />
      <Form.Item label={t('outside.consent')}>
        <UploadField value={consent} onChange={setConsent} label={t('outside.upload')} testId="dorm-outside-consent" />
      </Form.Item>
    </FormPage>
  );
}
