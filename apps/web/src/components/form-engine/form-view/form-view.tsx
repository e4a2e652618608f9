import {
  autoFilledTypes,
  type FieldError,
  type FieldRight,
  type FormDefinition,
  type FormField,
} from '@campusflow/contracts';
import { Divider, Tabs } from 'antd-mobile';
import type React from 'react';
import { type ComponentType, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { productLocale } from '../../../i18n/i18n.ts';
import '../forms.css';
import {
  AutoFilledWidget,
  CheckboxWidget,
  DateRangeWidget,
  DateWidget,
  NumberWidget,
  RadioWidget,
  RateWidget,
  SwitchWidget,
  TextAreaWidget,
  TextWidget,
} from './basic-widgets.tsx';
import { effectiveRight, fieldMode, isRequired, safeHref, staticText } from './field-values.ts';
import { FileWidget } from './file-widget.tsx';
import { LocationWidget } from './location-widget.tsx';
import { SelectWidget } from './select-widget.tsx';
import { SelectorWidget } from './selector-widget.tsx';
import { SignatureWidget } from './signature-widget.tsx';
import { TableWidget } from './table-widget.tsx';
import { fieldAtPath, fieldErrorText } from './validate-form.ts';
import type { WidgetProps } from './widget-props.ts';

export type FormViewProps = {
  definition: FormDefinition;
  values: Record<string, unknown>;
  /** Per field key; a missing key is 'e' (editable) unless readOnly. */
  rights?: Record<string, FieldRight>;
  readOnly?: boolean;
  /** From validateForm / the contracts' validateFormValues, or a server 6080103 `variables.errors`. */
  errors?: readonly FieldError[];
  onChange?: (values: Record<string, unknown>) => void;
};

type Widget = ComponentType<WidgetProps>;

const widgets: Partial<Record<FormField['field_type'], Widget>> = {
  text: TextWidget,
  textarea: TextAreaWidget,
  editor: TextAreaWidget,
  number: NumberWidget,
  rate: RateWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  select: SelectWidget,
  dictionary: SelectWidget,
  datePicker: DateWidget,
  dateRange: DateRangeWidget,
  switch: SwitchWidget,
  autoNumber: AutoFilledWidget,
  current_user: AutoFilledWidget,
  current_org: AutoFilledWidget,
  current_date: AutoFilledWidget,
  attachment: FileWidget,
  image: FileWidget,
  selector: SelectorWidget,
  address: LocationWidget,
  signature: SignatureWidget,
};

/** Long content takes the full width under its label; short fields sit beside it. */
const verticalTypes: ReadonlySet<string> = new Set([
  'textarea',
  'editor',
  'checkbox',
  'radio',
  'attachment',
  'image',
  'signature',
  'address',
  'table',
  'dateRange',
]);

type Context = {
  rights: Record<string, FieldRight> | undefined;
  readOnly: boolean;
  errorText: (path: string) => string | undefined;
  idPrefix: string;
  labelWidth: number | undefined;
};

/**
 * Renders a form definition with antd-mobile: every field type of the contracts, the rights
 * (h not rendered, r read-only, e editable, b required), errors at their fields (sub-table cells
 * included) and a summary for form-level checks. Controlled: values in, onChange out.
 */
export function FormView(props: FormViewProps): React.JSX.Element {
  const { definition, values, rights, readOnly = false, errors = [], onChange } = props;
  const { t, i18n } = useTranslation('forms');
  const locale = productLocale(i18n.language);
  const idPrefix = useId().replace(/:/g, '');
  const byPath = new Map<string, FieldError>();
  for (const e of errors) if (!byPath.has(e.field)) byPath.set(e.field, e);
  const ctx: Context = {
    rights,
    readOnly: readOnly || !onChange,
    errorText: (path) => {
      const error = byPath.get(path);
      return error ? fieldErrorText(error, locale, t, fieldAtPath(definition, path)) : undefined;
    },
    idPrefix,
    labelWidth: definition.attrs.labelWidth,
  };
  const formErrors = errors.filter((e) => e.field === '');
  const setValue = (name: string, value: unknown) => {
    const next = { ...values };
    if (value === undefined) delete next[name];
    else next[name] = value;
    onChange?.(next);
  };
  return (
    <div className="cf-form" data-testid="form-view" data-readonly={ctx.readOnly ? 'true' : 'false'}>
      {formErrors.length > 0 && (
        <div className="cf-form-errors" role="alert">
          {formErrors.map((e) => (
            <p key={`${e.rule}-${e.message ?? ''}`}>{fieldErrorText(e, locale, t)}</p>
          ))}
        </div>
      )}
      {definition.fields.map((field) => (
        <FieldBlock key={field.name} field={field} values={values} path={field.name} ctx={ctx} onValue={setValue} />
      ))}
    </div>
  );
}

function FieldBlock({
  field,
  values,
  path,
  ctx,
  onValue,
  right: givenRight,
}: {
  field: FormField;
  values: Record<string, unknown>;
  path: string;
  ctx: Context;
  onValue: (name: string, value: unknown) => void;
  right?: FieldRight;
}) {
  const right = givenRight ?? effectiveRight(field, ctx.rights, ctx.readOnly);
  const o = field.field_options;

  switch (field.field_type) {
    case 'grid':
      if (right === 'h') return null;
      return (
        <fieldset className="cf-grid">
          {field.label && <legend className="cf-section-title">{field.label}</legend>}
          {(o.children ?? []).map((child) => (
            <FieldBlock key={child.name} field={child} values={values} path={child.name} ctx={ctx} onValue={onValue} />
          ))}
        </fieldset>
      );
    case 'tabs': {
      if (right === 'h') return null;
      const tabs = o.children ?? [];
      return (
        <Tabs className="cf-tabs">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.name} title={tab.label}>
              <FieldBlock field={tab} values={values} path={tab.name} ctx={ctx} onValue={onValue} />
            </Tabs.Tab>
          ))}
        </Tabs>
      );
    }
    case 'label':
      return right === 'h' ? null : <h3 className="cf-section-title">{field.label}</h3>;
    case 'desc': {
      const text = staticText(field) || field.label;
      return right === 'h' ? null : <p className="cf-desc">{text}</p>;
    }
    case 'divider':
      return right === 'h' ? null : <Divider contentPosition="left">{field.label || null}</Divider>;
    case 'hyperlink': {
      const href = safeHref(field);
      if (right === 'h') return null;
      return (
        <p className="cf-desc">
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {field.label}
            </a>
          ) : (
            field.label
          )}
        </p>
      );
    }
    // The workflow detail screen draws history, opinions and the diagram itself, around the form.
    case 'approval_history':
    case 'approval_opinion':
    case 'flow_diagram':
      return null;
    default:
      break;
  }

  const mode = fieldMode(right, field);
  if (mode === 'hidden') return null;
  const id = `${ctx.idPrefix}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const error = ctx.errorText(path);
  const readOnly = mode === 'readonly';
  const required = !readOnly && isRequired(right, field) && !autoFilledTypes.has(field.field_type);
  const value = values[field.name];
  const set = (v: unknown) => onValue(field.name, v);

  let control: React.ReactNode;
  if (field.field_type === 'table') {
    control = (
      <TableWidget
        field={field}
        value={value}
        id={id}
        readOnly={readOnly}
        onChange={set}
        renderCell={(column, row, index, setCell) => {
          const own = ctx.rights?.[`${field.name}.${column.name}`];
          const cellRight: FieldRight = readOnly ? (own === 'h' ? 'h' : 'r') : (own ?? 'e');
          return (
            <FieldBlock
              key={column.name}
              field={column}
              values={row}
              path={`${path}[${index}].${column.name}`}
              ctx={ctx}
              right={cellRight}
              onValue={(_, v) => setCell(v)}
            />
          );
        }}
      />
    );
  } else {
    const Control = widgets[field.field_type] ?? TextWidget;
    control = <Control field={field} value={value} id={id} readOnly={readOnly} invalid={!!error} onChange={set} />;
  }

  const vertical = verticalTypes.has(field.field_type);
  return (
    <div
      className={`cf-field ${vertical ? 'cf-field-vertical' : 'cf-field-horizontal'}${error ? ' cf-field-invalid' : ''}`}
      data-field={path}
      style={
        ctx.labelWidth && !vertical ? ({ '--cf-label-width': `${ctx.labelWidth}px` } as React.CSSProperties) : undefined
      }
    >
      <label className="cf-field-label" htmlFor={id}>
        {field.label}
        {required && (
          <span className="cf-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="cf-field-control">{control}</div>
      {error && (
        <div className="cf-field-error" role="alert" data-testid={`field-error-${path}`}>
          {error}
        </div>
      )}
    </div>
  );
}
