import { Button, Form, Input, Selector, Switch, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { type FieldDef, familyFields } from '../step-fields.ts';

/** One field of a step form as an antd-mobile input; labels and options from the onboarding namespace. */
export function StepField({
  field,
  readOnly,
  prefix = [],
}: {
  field: FieldDef;
  readOnly: boolean;
  prefix?: (string | number)[];
}) {
  const { t } = useTranslation('onboarding');
  const label = t(`fields.${field.label ?? field.name}`);
  const rules = field.required ? [{ required: true, message: t('form.requiredField') }] : [];
  const name = [...prefix, field.name];
  const common = { name, label, rules, disabled: readOnly };
  const testId = `onboarding-field-${name.join('.')}`;
  switch (field.kind) {
    case 'textarea':
      return (
        <Form.Item {...common} layout="vertical">
          <TextArea data-testid={testId} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item {...common} layout="vertical">
          <Selector
            data-testid={testId}
            columns={field.options && field.options.length > 3 ? 2 : 3}
            options={(field.options ?? []).map((o) => ({
              value: o,
              label: field.optionsKey ? t(`fields.${field.optionsKey}.${o}`) : o,
            }))}
          />
        </Form.Item>
      );
    case 'switch':
      return (
        <Form.Item {...common} valuePropName="checked" layout="horizontal" childElementPosition="right">
          <Switch data-testid={testId} />
        </Form.Item>
      );
    case 'number':
    case 'int':
      return (
        <Form.Item {...common}>
          <Input
            data-testid={testId}
            type="number"
            inputMode={field.kind === 'int' ? 'numeric' : 'decimal'}
            clearable
          />
        </Form.Item>
      );
    case 'mobile':
      return (
        <Form.Item {...common}>
          <Input data-testid={testId} type="tel" inputMode="tel" maxLength={20} clearable />
        </Form.Item>
      );
    case 'date':
    case 'time':
      return (
        <Form.Item {...common}>
          <Input data-testid={testId} type={field.kind} />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...common}>
          <Input data-testid={testId} maxLength={200} clearable />
        </Form.Item>
      );
  }
}

/** The family members of personal info: a repeatable group (at least one, at most six). */
export function FamilyFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('onboarding');
  return (
    <Form.Array
      name="family"
      initialValue={[{}]}
      renderHeader={({ index }, { remove }) => (
        <span>
          {t('fields.family')} {index + 1}
          {!readOnly && index > 0 && (
            <Button size="mini" fill="none" color="danger" onClick={() => remove(index)}>
              {t('fields.removeMember')}
            </Button>
          )}
        </span>
      )}
      renderAdd={readOnly ? undefined : () => <span>{t('fields.addMember')}</span>}
      onAdd={({ add }) => add({})}
    >
      {(fields) =>
        // Form.Array wraps each returned element in its member's card: exactly one element per member.
        fields.map(({ index }) => (
          <div key={index}>
            {familyFields.map((f) => (
              <StepField key={f.name} field={f} readOnly={readOnly} prefix={[index]} />
            ))}
          </div>
        ))
      }
    </Form.Array>
  );
}
