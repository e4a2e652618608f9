import type { FieldOption } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, CheckList, Picker, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDictionary } from '../api/forms-api.ts';
import { PickerTrigger, ReadOnlyText } from './basic-widgets.tsx';
import { isMultiple, optionLabel, optionValue } from './field-values.ts';
import type { WidgetProps } from './widget-props.ts';

/**
 * The options of a select or dictionary field. The server fills dictionary options into the form
 * it sends; a definition used elsewhere (data templates) may not have them, so they are fetched.
 */
export function useFieldOptions(props: Pick<WidgetProps, 'field'>): FieldOption[] {
  const o = props.field.field_options;
  const own = o.options ?? [];
  const typeKey = props.field.field_type === 'dictionary' && own.length === 0 ? o.dictionary : undefined;
  const { data } = useQuery({
    queryKey: ['dictionary', typeKey],
    queryFn: () => getDictionary(typeKey ?? ''),
    enabled: typeKey !== undefined,
    staleTime: 5 * 60_000,
  });
  if (own.length > 0 || !data) return own;
  return data.items.map((item) => ({ value: item.key, label: item.label }));
}

export function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation('forms');
  const { field, value, id, readOnly, invalid, onChange } = props;
  const options = useFieldOptions(props);
  const [open, setOpen] = useState(false);
  const multiple = isMultiple(field);
  const values = (Array.isArray(value) ? value : value == null || value === '' ? [] : [value]) as (string | number)[];
  const text = values.map((v) => optionLabel(options, v)).join('、');
  if (readOnly) return <ReadOnlyText id={id} text={text} />;
  const placeholder = field.field_options.placeholder ?? t('choose');
  if (!multiple) {
    return (
      <>
        <PickerTrigger
          id={id}
          text={text}
          placeholder={placeholder}
          invalid={invalid}
          onClick={() => setOpen(true)}
          onClear={() => onChange(undefined)}
        />
        <Picker
          visible={open}
          title={field.label}
          columns={[options.map((o) => ({ label: o.label, value: String(o.value) }))]}
          value={values.length > 0 ? [String(values[0])] : []}
          confirmText={t('confirm')}
          cancelText={t('cancel')}
          onClose={() => setOpen(false)}
          onConfirm={(picked) => {
            const raw = picked[0];
            onChange(raw == null ? undefined : optionValue(options, raw));
          }}
        />
      </>
    );
  }
  return (
    <>
      <PickerTrigger
        id={id}
        text={text}
        placeholder={placeholder}
        invalid={invalid}
        onClick={() => setOpen(true)}
        onClear={() => onChange(undefined)}
      />
      <MultiPicker
        open={open}
        title={field.label}
        options={options}
        values={values}
        onClose={() => setOpen(false)}
        onConfirm={(picked) => onChange(picked.length === 0 ? undefined : picked)}
      />
    </>
  );
}

function MultiPicker({
  open,
  title,
  options,
  values,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  options: FieldOption[];
  values: (string | number)[];
  onClose: () => void;
  onConfirm: (values: (string | number)[]) => void;
}) {
  const { t } = useTranslation('forms');
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      afterShow={() => setPicked(values.map(String))}
      bodyClassName="cf-popup"
    >
      <div className="cf-popup-header">
        <Button fill="none" onClick={onClose}>
          {t('cancel')}
        </Button>
        <strong>{title}</strong>
        <Button
          fill="none"
          color="primary"
          onClick={() => {
            onConfirm(picked.map((p) => optionValue(options, p)));
            onClose();
          }}
        >
          {t('confirm')}
        </Button>
      </div>
      <div className="cf-popup-body">
        <CheckList multiple value={picked} onChange={(v) => setPicked(v.map(String))}>
          {options.map((o) => (
            <CheckList.Item key={String(o.value)} value={String(o.value)}>
              {o.label}
            </CheckList.Item>
          ))}
        </CheckList>
      </div>
    </Popup>
  );
}
