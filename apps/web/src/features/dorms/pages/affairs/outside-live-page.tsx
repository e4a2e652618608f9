import { dormOutsideGrounds } from '@campusflow/contracts';
import { Button, Form, Input, Selector, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dormAffairsApi } from '../../api/dorm-affairs-api.ts';
import '../../dorms.css';
import { UploadField } from './upload-field.tsx';

type Ground = (typeof dormOutsideGrounds)[number];

/**
 * outsideLive (校外住宿): ground, address, landlord, co-residents, dates, reason and the signed parental
 * consent. Counsellor → college → dorm office approve (server process dorm_outside).
 */
export function OutsideLivePage() {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs' });
  const navigate = useNavigate();
  const [ground, setGround] = useState<Ground>('internship');
  const [v, setV] = useState({ address: '', landlord: '', coResidents: '', startDate: '', endDate: '', reason: '' });
  const [consent, setConsent] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (value: string) => setV((o) => ({ ...o, [k]: value }));
  const ready = v.address.trim() && v.startDate && v.endDate && v.reason.trim() && consent.length > 0;
  const submit = async () => {
    setBusy(true);
    try {
      await dormAffairsApi.applyOutside({ ground, ...v, consent });
      Toast.show({ content: t('common.submitted'), icon: 'success' });
      navigate('/bpmn/myRequest/index');
    } catch {
      // The client shows the server's message (end before start, a request already running…).
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="dorm-page" data-testid="dorm-outside">
      <p className="dorm-hint">{t('outside.hint')}</p>
      <Form layout="vertical">
        <Form.Item label={t('outside.ground')}>
          <Selector
            columns={3}
            options={dormOutsideGrounds.map((g) => ({ label: t(`outside.grounds.${g}`), value: g }))}
            value={[ground]}
            onChange={(value) => value[0] && setGround(value[0])}
          />
        </Form.Item>
        <Form.Item label={t('outside.address')}>
          <Input value={v.address} onChange={set('address')} maxLength={200} data-testid="dorm-outside-address" />
        </Form.Item>
        <Form.Item label={t('outside.landlord')}>
          <Input value={v.landlord} onChange={set('landlord')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('outside.coResidents')}>
          <Input value={v.coResidents} onChange={set('coResidents')} maxLength={200} />
        </Form.Item>
        <Form.Item label={t('common.startDate')}>
          <input
            type="date"
            className="dorm-date-input"
            value={v.startDate}
            onChange={(e) => set('startDate')(e.target.value)}
            data-testid="dorm-outside-start"
          />
        </Form.Item>
        <Form.Item label={t('common.endDate')}>
          <input
            type="date"
            className="dorm-date-input"
            value={v.endDate}
            onChange={(e) => set('endDate')(e.target.value)}
            data-testid="dorm-outside-end"
          />
        </Form.Item>
        <Form.Item label={t('common.reason')}>
          <TextArea
            value={v.reason}
            onChange={set('reason')}
            maxLength={1000}
            rows={3}
            data-testid="dorm-outside-reason"
          />
        </Form.Item>
        <Form.Item label={t('outside.consent')}>
          <UploadField
            value={consent}
            onChange={setConsent}
            label={t('outside.upload')}
            testId="dorm-outside-consent"
          />
        </Form.Item>
      </Form>
      <div className="dorm-bottom-bar">
        <Button
          block
          color="primary"
          loading={busy}
          disabled={!ready}
          onClick={() => void submit()}
          data-testid="dorm-outside-submit"
        >
          {t('common.submit')}
        </Button>
      </div>
    </div>
  );
}
