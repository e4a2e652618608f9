import { type DormSsglKind, dormSsglKinds } from '@campusflow/contracts';
import { Selector } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The seven kinds of dorm record as one row of buttons that scrolls sideways on a phone (ssgl.css
 * `.dorm-ssgl-kinds`). The chosen kind is brought into view, so a page opened on a later kind (the
 * statistics link) shows which one it is.
 */
export function SsglKindSelector(props: {
  value: DormSsglKind;
  onChange: (kind: DormSsglKind) => void;
  testId: string;
}) {
  const { t } = useTranslation('dorms');
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const row = ref.current?.querySelector<HTMLElement>('.dorm-ssgl-kinds');
    const active = row?.querySelectorAll<HTMLElement>('.adm-selector-item')[dormSsglKinds.indexOf(props.value)];
    if (!row || !active) return;
    const rowBox = row.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    if (box.left >= rowBox.left && box.right <= rowBox.right) return;
    row.scrollLeft += box.left - rowBox.left - (rowBox.width - box.width) / 2;
  }, [props.value]);
  return (
    <div ref={ref}>
      <Selector
        className="dorm-ssgl-kinds"
        options={dormSsglKinds.map((k) => ({ label: t(`records.kinds.${k}`), value: k }))}
        value={[props.value]}
        onChange={(v) => v[0] && props.onChange(v[0])}
        data-testid={props.testId}
      />
    </div>
  );
}
