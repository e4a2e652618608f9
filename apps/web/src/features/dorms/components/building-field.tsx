import { Form, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { DormBuildingSummary } from '../api/dorms-api.ts';

/** The building choice of the staff forms (inspection, incident); choosing another clears the room. */
export function BuildingField(props: {
  buildings: DormBuildingSummary[];
  value: string;
  onChange: (buildingId: string) => void;
}) {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs' });
  return (
    <Form.Item label={t('inspection.building')}>
      <Selector
        columns={3}
        options={props.buildings.map((b) => ({ label: b.name, value: b.buildingId }))}
        value={props.value ? [props.value] : []}
        onChange={(v) => props.onChange(v[0] ?? '')}
      />
    </Form.Item>
  );
}
