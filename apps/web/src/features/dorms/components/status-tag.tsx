import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { type StatusKind, type StatusOf, statusLook } from './record-format.ts';

/** The status tag on the right of a dorm record row, in one colour per state across the feature. */
export function StatusTag<K extends StatusKind>({ kind, status }: { kind: K; status: StatusOf[K] }) {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs' });
  const look = statusLook(kind, status);
  return <Tag color={look.colour}>{t(look.labelKey)}</Tag>;
}
