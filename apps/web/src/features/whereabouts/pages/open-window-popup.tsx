import { Button, Form, Input, Popup, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { whereaboutsApi } from '../api/whereabouts-api.ts';

type Values = { name: string; startDate: string; endDate: string; deadline: string };

/** The affairs office opens a holiday registration: name, the break's dates, the deadline (local time). */
export function OpenWindowPopup(props: { visible: boolean; onClose: () => void; onOpened: (id: string) => void }) {
  const { t } = useTranslation('whereabouts');
  const required = [{ required: true, message: t('required') }];
  const submit = async (v: Values) => {
    const { id } = await whereaboutsApi.open({ ...v, deadline: new Date(v.deadline).toISOString() });
    Toast.show({ content: t('opened'), icon: 'success' });
    props.onOpened(id);
  };
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <Form
        layout="horizontal"
        onFinish={(v: Values) => void submit(v)}
        onFinishFailed={() => Toast.show({ content: t('checkForm') })}
        footer={
          <Button block color="primary" type="submit">
            {t('actions.open')}
          </Button>
        }
      >
        <Form.Item name="name" label={t('fields.name')} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="startDate" label={t('fields.startDate')} rules={required}>
          <input type="date" className="wb-date" />
        </Form.Item>
        <Form.Item name="endDate" label={t('fields.endDate')} rules={required}>
          <input type="date" className="wb-date" />
        </Form.Item>
        <Form.Item name="deadline" label={t('fields.deadline')} rules={required}>
          <input type="datetime-local" className="wb-date" />
        </Form.Item>
      </Form>
    </Popup>
  );
}
