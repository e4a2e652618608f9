import { Checkbox, DatePicker, Input, Radio, Rate, Space, Switch, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePrecision, displayText, formatDate, parseDate, parseNumberInput } from './field-values.ts';
import type { WidgetProps } from './widget-props.ts';

/** A read-only value as text, with a dash when empty (so the row never looks broken). */
export function ReadOnlyText({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation('forms');
  return (
    <div id={id} className={`cf-readonly${text ? '' : ' cf-readonly-empty'}`}>
      {text || t('none')}
    </div>
  );
}

export function useDisplayText() {
  const { t } = useTranslation('forms');
  return (props: Pick<WidgetProps, 'field' | 'value'>) =>
    displayText(props.field, props.value, { yes: t('yes'), no: t('no') });
}

const inputTypes: Record<string, 'email' | 'tel' | 'url' | 'text'> = {
  email: 'email',
  mobile: 'tel',
  phone: 'tel',
  telephone: 'tel',
  url: 'url',
};

export function TextWidget(props: WidgetProps) {
  const { t } = useTranslation('forms');
  const text = useDisplayText();
  const { field, value, id, readOnly, invalid, onChange } = props;
  if (readOnly) return <ReadOnlyText id={id} text={text(props)} />;
  const o = field.field_options;
  return (
    <Input
      id={id}
      aria-invalid={invalid}
      type={inputTypes[o.validator ?? ''] ?? 'text'}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      placeholder={o.placeholder ?? t('input')}
      maxLength={o.max_length}
      clearable
      onChange={(v) => onChange(v === '' ? undefined : v)}
    />
  );
}

export function TextAreaWidget(props: WidgetProps) {
  const { t } = useTranslation('forms');
  const text = useDisplayText();
  const { field, value, id, readOnly, invalid, onChange } = props;
  if (readOnly) return <ReadOnlyText id={id} text={text(props)} />;
  const o = field.field_options;
  return (
    <TextArea
      id={id}
      aria-invalid={invalid}
      value={typeof value === 'string' ? value : ''}
      placeholder={o.placeholder ?? t('input')}
      maxLength={o.max_length ?? (field.field_type === 'editor' ? undefined : 2000)}
      showCount={o.max_length !== undefined}
      autoSize={{ minRows: 3, maxRows: 10 }}
      onChange={(v) => onChange(v === '' ? undefined : v)}
    />
  );
}

export function NumberWidget(props: WidgetProps) {
  const { t } = useTranslation('forms');
  const { field, value, id, readOnly, invalid, onChange } = props;
  // The raw text is kept while typing ("1." is not a number yet) and the parsed value sent up.
  const [draft, setDraft] = useState<string | null>(null);
  if (readOnly) return <ReadOnlyText id={id} text={value == null ? '' : String(value)} />;
  const shown = draft ?? (typeof value === 'number' || typeof value === 'string' ? String(value) : '');
  return (
    <Input
      id={id}
      aria-invalid={invalid}
      inputMode={field.field_options.decimals === 0 ? 'numeric' : 'decimal'}
      value={shown}
      placeholder={field.field_options.placeholder ?? t('input')}
      onChange={(v) => {
        setDraft(v);
        onChange(parseNumberInput(v));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

export function SwitchWidget(props: WidgetProps) {
  const text = useDisplayText();
  const { value, id, readOnly, onChange, field } = props;
  if (readOnly) return <ReadOnlyText id={id} text={text(props)} />;
  return (
    <span id={id} className="cf-switch">
      <Switch checked={value === true} onChange={(checked) => onChange(checked)} aria-label={field.label} />
    </span>
  );
}

export function RateWidget({ field, value, id, readOnly, onChange }: WidgetProps) {
  const count = Math.min(10, Math.max(1, field.field_options.max ?? 5));
  return (
    <fieldset id={id} className="cf-rate cf-choice-group" aria-label={field.label}>
      <Rate
        count={count}
        readOnly={readOnly}
        value={typeof value === 'number' ? value : 0}
        onChange={(v) => onChange(v === 0 ? undefined : v)}
      />
    </fieldset>
  );
}

export function RadioWidget(props: WidgetProps) {
  const text = useDisplayText();
  const { field, value, id, readOnly, onChange } = props;
  if (readOnly) return <ReadOnlyText id={id} text={text(props)} />;
  const options = field.field_options.options ?? [];
  return (
    <div id={id} role="radiogroup" aria-label={field.label}>
      <Radio.Group
        value={typeof value === 'string' || typeof value === 'number' ? value : null}
        onChange={(v) => onChange(v)}
      >
        <Space wrap className="cf-choices">
          {options.map((o) => (
            <Radio key={String(o.value)} value={o.value}>
              {o.label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </div>
  );
}

export function CheckboxWidget(props: WidgetProps) {
  const text = useDisplayText();
  const { field, value, id, readOnly, onChange } = props;
  if (readOnly) return <ReadOnlyText id={id} text={text(props)} />;
  const options = field.field_options.options ?? [];
  const current = Array.isArray(value) ? (value as (string | number)[]) : [];
  return (
    <fieldset id={id} className="cf-choice-group" aria-label={field.label}>
      <Checkbox.Group value={current} onChange={(v) => onChange(v.length === 0 ? undefined : v)}>
        <Space wrap className="cf-choices">
          {options.map((o) => (
            <Checkbox key={String(o.value)} value={o.value}>
              {o.label}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    </fieldset>
  );
}

/** A button that looks like an input and opens a picker; shows the chosen text or a placeholder. */
export function PickerTrigger({
  id,
  text,
  placeholder,
  invalid,
  onClick,
  onClear,
}: {
  id: string;
  text: string;
  placeholder: string;
  invalid: boolean;
  onClick: () => void;
  onClear?: (() => void) | undefined;
}) {
  const { t } = useTranslation('forms');
  return (
    <div className="cf-trigger-row">
      <button
        type="button"
        id={id}
        className={`cf-trigger${text ? '' : ' cf-trigger-empty'}`}
        aria-invalid={invalid}
        onClick={onClick}
      >
        <span>{text || placeholder}</span>
        <span aria-hidden="true" className="cf-trigger-arrow">
          ›
        </span>
      </button>
      {text && onClear && (
        <button type="button" className="cf-link-button" onClick={onClear}>
          {t('clear')}
        </button>
      )}
    </div>
  );
}

const minDate = new Date(1950, 0, 1);
function maxDate(): Date {
  const d = new Date();
  d.setFullYear(d.getFullYear() + 20);
  return d;
}

function DateInput({
  id,
  value,
  precision,
  placeholder,
  invalid,
  onChange,
}: {
  id: string;
  value: unknown;
  precision: 'day' | 'minute';
  placeholder: string;
  invalid: boolean;
  onChange: (v: string | undefined) => void;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('forms');
  return (
    <>
      <PickerTrigger
        id={id}
        text={typeof value === 'string' ? value : ''}
        placeholder={placeholder}
        invalid={invalid}
        onClick={() => setOpen(true)}
        onClear={() => onChange(undefined)}
      />
      <DatePicker
        visible={open}
        precision={precision}
        min={minDate}
        max={maxDate()}
        value={parseDate(value) ?? new Date()}
        confirmText={t('confirm')}
        cancelText={t('cancel')}
        onClose={() => setOpen(false)}
        onConfirm={(d) => onChange(formatDate(d, precision))}
      />
    </>
  );
}

export function DateWidget(props: WidgetProps) {
  const { t } = useTranslation('forms');
  const { field, value, id, readOnly, invalid, onChange } = props;
  if (readOnly) return <ReadOnlyText id={id} text={typeof value === 'string' ? value : ''} />;
  return (
    <DateInput
      id={id}
      value={value}
      precision={datePrecision(field)}
      placeholder={field.field_options.placeholder ?? t('choose')}
      invalid={invalid}
      onChange={onChange}
    />
  );
}

export function DateRangeWidget(props: WidgetProps) {
  const { t } = useTranslation('forms');
  const text = useDisplayText();
  const { field, value, id, readOnly, invalid, onChange } = props;
  if (readOnly) return <ReadOnlyText id={id} text={text(props)} />;
  const [start, end] = Array.isArray(value) ? value : [];
  const precision = datePrecision(field);
  const set = (s: unknown, e: unknown) => onChange(s === undefined && e === undefined ? undefined : [s ?? '', e ?? '']);
  return (
    <div className="cf-date-range">
      <DateInput
        id={id}
        value={start || undefined}
        precision={precision}
        placeholder={t('start')}
        invalid={invalid}
        onChange={(v) => set(v, end || undefined)}
      />
      <span aria-hidden="true">~</span>
      <DateInput
        id={`${id}-end`}
        value={end || undefined}
        precision={precision}
        placeholder={t('end')}
        invalid={invalid}
        onChange={(v) => set(start || undefined, v)}
      />
    </div>
  );
}

/** current user / org / date and serial numbers: the server fills them; we only show them. */
export function AutoFilledWidget({ value, id }: WidgetProps) {
  const { t } = useTranslation('forms');
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return (
    <div id={id} className={`cf-readonly${text ? '' : ' cf-readonly-empty'}`}>
      {text || t('autoFilled')}
    </div>
  );
}
