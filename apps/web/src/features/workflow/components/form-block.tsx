import type { FieldError, FieldRight, FormDefinition } from '@campusflow/contracts';
import { useTranslation } from 'react-i18next';
import { FormView } from '../../../components/form-engine/index.ts';

/** The labels and placeholders of the stand-in form (logic/fallback-form.ts) in the user's language. */
export function useFallbackLabels() {
  const { t } = useTranslation('workflow');
  return {
    labels: {
      title: t('start.fallbackTitle'),
      content: t('start.fallbackContent'),
      days: t('start.fallbackDays'),
      reason: t('start.fallbackReason'),
    },
    placeholders: {
      title: t('start.titlePlaceholder'),
      content: t('start.contentPlaceholder'),
      days: t('start.daysPlaceholder'),
      reason: t('start.reasonPlaceholder'),
    },
  };
}

export type FormBlockProps = {
  definition: FormDefinition;
  values: Record<string, unknown>;
  rights?: Record<string, FieldRight>;
  readOnly?: boolean;
  errors?: readonly FieldError[];
  onChange?: (values: Record<string, unknown>) => void;
};

/** The request's form inside a card (the renderer is the forms feature's). */
export function FormBlock(p: FormBlockProps) {
  const { t } = useTranslation('workflow');
  return (
    <section className="wf-section wf-form" aria-labelledby="wf-form-title" data-testid="wf-form">
      <h2 id="wf-form-title" className="wf-section-title">
        {t('detail.form')}
      </h2>
      {p.definition.fields.length === 0 ? (
        <p className="muted">{t('detail.noFields')}</p>
      ) : (
        <FormView
          definition={p.definition}
          values={p.values}
          {...(p.rights ? { rights: p.rights } : {})}
          {...(p.readOnly !== undefined ? { readOnly: p.readOnly } : {})}
          {...(p.errors ? { errors: p.errors } : {})}
          {...(p.onChange ? { onChange: p.onChange } : {})}
        />
      )}
    </section>
  );
}
