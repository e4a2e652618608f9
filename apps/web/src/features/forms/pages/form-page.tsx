import { type FieldError, type FormView as FormViewData, stateCodes } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, Result, Skeleton, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { toastFormError } from '../../../components/dialogs.tsx';
import { getForm, submitForm } from '../../../components/form-engine/api/forms-api.ts';
import { editableValues } from '../../../components/form-engine/form-view/field-values.ts';
import { FormView } from '../../../components/form-engine/form-view/form-view.tsx';
import { validateForm } from '../../../components/form-engine/form-view/validate-form.ts';
import { serverFieldErrors } from '../../../components/form-engine/server-errors.ts';
import '../../../components/form-engine/forms.css';

/** Brings the first marked field into view (after React has drawn the messages). */
export function scrollToFirstError(): void {
  requestAnimationFrame(() => {
    const first = document.querySelector('.cf-field-invalid, .cf-form-errors');
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

/** `/f/{key}`: one form on its own; each submit is stored as a row of the dataset `form.<key>`. */
export function FormPage() {
  const { key = '' } = useParams();
  const { t } = useTranslation('forms');
  const query = useQuery({ queryKey: ['form', key], queryFn: () => getForm(key), retry: false });
  const [round, setRound] = useState(0);

  if (query.isPending) {
    return (
      <div className="cf-skeleton" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (query.isError) {
    const e = query.error;
    // An unknown or disabled key, or one that is not a form key at all (400 from the schema).
    const notFound = e instanceof ApiError && (e.state === stateCodes.FORM_NOT_FOUND.code || e.httpStatus === 400);
    return (
      <ErrorBlock
        status={notFound ? 'empty' : 'default'}
        title={notFound ? t('page.notFound') : t('page.loadFailed')}
        description={notFound ? '' : e.message}
      >
        {!notFound && (
          <Button color="primary" onClick={() => void query.refetch()}>
            {t('page.retry')}
          </Button>
        )}
      </ErrorBlock>
    );
  }
  // A new round (after "fill in another") starts from the server's defaults again.
  return <FormFill key={`${query.data.id}-${round}`} view={query.data} onAgain={() => setRound((r) => r + 1)} />;
}

function FormFill({ view, onAgain }: { view: FormViewData; onAgain: () => void }) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<string, unknown>>(view.values);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  const change = (next: Record<string, unknown>) => {
    setValues(next);
    // Once the user has tried to submit, messages follow their corrections at once.
    if (tried) setErrors(validateForm(view.definition, next, view.rights));
  };

  const submit = async () => {
    setTried(true);
    const found = validateForm(view.definition, values, view.rights);
    setErrors(found);
    if (found.length > 0) {
      toastFormError();
      scrollToFirstError();
      return;
    }
    setSubmitting(true);
    try {
      await submitForm(view.key, view.version, editableValues(view.definition, values, view.rights));
      setDone(true);
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      if (fromServer) {
        setErrors(fromServer);
        toastFormError();
        scrollToFirstError();
      } else {
        Toast.show({ content: error instanceof Error ? error.message : String(error), duration: 5000 });
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <div data-testid="form-submitted">
        <Result status="success" title={t('page.submitted')} description={view.definition.name} />
        <div className="cf-result-actions">
          <Button block color="primary" onClick={onAgain}>
            {t('page.again')}
          </Button>
          <Button block onClick={() => navigate('/')}>
            {t('page.back')}
          </Button>
        </div>
      </div>
    );
  }

  const fieldErrors = errors.filter((e) => e.field !== '').length;
  return (
    <div className="cf-form-page" data-testid="form-page">
      <header className="cf-form-page-head">
        <h1>{view.definition.name}</h1>
        {view.definition.attrs.desc && <p>{view.definition.attrs.desc}</p>}
      </header>
      <FormView definition={view.definition} values={values} rights={view.rights} errors={errors} onChange={change} />
      <div className="cf-bottom-bar">
        <Button block color="primary" size="large" loading={submitting} onClick={() => void submit()}>
          {t('page.submit')}
        </Button>
      </div>
      {fieldErrors > 0 && (
        <p className="cf-visually-hidden" role="status">
          {t('page.checkErrors', { count: fieldErrors })}
        </p>
      )}
    </div>
  );
}
