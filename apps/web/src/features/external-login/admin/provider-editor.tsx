import { Button, Dialog, Form, Input, Selector, Switch, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AdminProvider,
  type ExternalProviderKind,
  emptyValues,
  type FieldSpec,
  type FormValue,
  type FormValues,
  fromProvider,
  maskedSecret,
  toInput,
  validate,
  visibleFields,
} from './provider-form-model.ts';
import { providersAdminApi } from './providers-api.ts';

type Props = {
  kind: ExternalProviderKind;
  /** Editing a saved provider; absent for a new one. */
  provider?: AdminProvider;
  onDone: () => void;
};

/** The form of one login method: common fields, then the kind's own; secrets write-only. */
export function ProviderEditor({ kind, provider, onDone }: Props) {
  const { t } = useTranslation('externalLoginAdmin');
  const [values, setValues] = useState<FormValues>(() => (provider ? fromProvider(provider) : emptyValues(kind)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const hasSecret = provider?.secretSet ?? false;
  const set = (name: string, value: FormValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A field's message goes once it is edited; the next save checks again.
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const error = (name: string) =>
    errors[name] ? <span className="xl-admin-error">{t(`errors.${errors[name]}`)}</span> : undefined;

  const save = async () => {
    const found = validate(kind, values, hasSecret);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      Toast.show({ content: t('checkForm'), icon: 'fail' });
      return;
    }
    setBusy(true);
    try {
      const input = toInput(kind, values);
      if (provider) await providersAdminApi.update(provider.id, input);
      else await providersAdminApi.create(input);
      Toast.show({ content: t('saved'), icon: 'success' });
      onDone();
    } catch {
      // The client toasts the server's message (invalid URL, private host in production…).
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!provider) return;
    const confirmed = await Dialog.confirm({
      content: t('deleteConfirm'),
      confirmText: <span style={{ color: 'var(--adm-color-danger)' }}>{t('delete')}</span>,
    });
    if (!confirmed) return;
    await providersAdminApi.remove(provider.id);
    Toast.show({ content: t('deleted'), icon: 'success' });
    onDone();
  };

  const field = (f: FieldSpec) => {
    const label = t(`fields.${f.name}`);
    const value = values[f.name];
    const testId = `xl-field-${f.name}`;
    switch (f.type) {
      case 'switch':
        return (
          <Form.Item key={f.name} label={label} layout="horizontal" childElementPosition="right">
            <Switch checked={value === true} onChange={(v) => set(f.name, v)} data-testid={testId} />
          </Form.Item>
        );
      case 'select':
      case 'multi':
        return (
          <Form.Item key={f.name} label={label} description={error(f.name)}>
            <Selector
              columns={2}
              multiple={f.type === 'multi'}
              options={(f.options ?? []).map((o) => ({ label: t(`options.${o}`, { defaultValue: o }), value: o }))}
              value={Array.isArray(value) ? value : [String(value)]}
              onChange={(v) => (f.type === 'multi' ? set(f.name, v) : v[0] && set(f.name, v[0]))}
              data-testid={testId}
            />
          </Form.Item>
        );
      case 'textarea':
      case 'lines':
        return (
          <Form.Item
            key={f.name}
            label={label}
            description={error(f.name) ?? (f.type === 'lines' ? t('linesHint') : undefined)}
          >
            <TextArea
              id={`xl-${f.name}`}
              aria-label={label}
              value={String(value)}
              onChange={(v) => set(f.name, v)}
              autoSize={{ minRows: 2, maxRows: 8 }}
              data-testid={testId}
            />
          </Form.Item>
        );
      default:
        return (
          <Form.Item
            key={f.name}
            label={label}
            description={error(f.name) ?? (f.type === 'secret' ? t(hasSecret ? 'secretSet' : 'secretNew') : undefined)}
          >
            <Input
              id={`xl-${f.name}`}
              aria-label={label}
              value={String(value)}
              type={f.type === 'secret' ? 'password' : f.type === 'url' ? 'url' : 'text'}
              autoComplete={f.type === 'secret' ? 'new-password' : 'off'}
              // Focusing a masked secret clears it, so a new one is typed, not appended to the mask.
              onFocus={() => f.type === 'secret' && value === maskedSecret && set(f.name, '')}
              onChange={(v) => set(f.name, v)}
              data-testid={testId}
            />
          </Form.Item>
        );
    }
  };

  return (
    <Form layout="vertical" className="xl-admin-form" data-testid="xl-admin-form">
      <Form.Header>{`${t(provider ? 'edit' : 'add')} · ${t(`kinds.${kind}`)}`}</Form.Header>
      <Form.Item label={t('fields.name')} description={error('name')}>
        <Input
          id="xl-name"
          aria-label={t('fields.name')}
          value={String(values.name)}
          maxLength={60}
          onChange={(v) => set('name', v)}
          data-testid="xl-field-name"
        />
      </Form.Item>
      <Form.Item label={t('fields.enabled')} layout="horizontal" childElementPosition="right">
        <Switch checked={values.enabled === true} onChange={(v) => set('enabled', v)} />
      </Form.Item>
      {visibleFields(kind, values).map(field)}
      <Form.Item label={t('fields.redirectUris')} description={error('redirectUris') ?? t('redirectHint')}>
        <TextArea
          id="xl-redirectUris"
          aria-label={t('fields.redirectUris')}
          value={String(values.redirectUris)}
          onChange={(v) => set('redirectUris', v)}
          autoSize={{ minRows: 2, maxRows: 6 }}
          data-testid="xl-field-redirectUris"
        />
      </Form.Item>
      <Form.Item label={t('fields.unknownIdentity')}>
        <Selector
          columns={1}
          options={(['refuse', 'bind'] as const).map((o) => ({ label: t(`options.${o}`), value: o }))}
          value={[String(values.unknownIdentity)]}
          onChange={(v) => v[0] && set('unknownIdentity', v[0])}
          data-testid="xl-field-unknownIdentity"
        />
      </Form.Item>
      <div className="xl-admin-actions">
        {provider && (
          <Button color="danger" fill="outline" onClick={() => void remove()} data-testid="xl-admin-delete">
            {t('delete')}
          </Button>
        )}
        <Button block color="primary" loading={busy} onClick={() => void save()} data-testid="xl-admin-save">
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}
