import { checkGenericRule, validateSecurityAnswers, validationMessage } from '@campusflow/contracts';
import { Button, Input } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { productLocale } from '../../../i18n/i18n.ts';
import {
  type AnswerInput,
  checkAnswers,
  keyForAccount,
  questionsForKey,
  type SecurityQuestion,
} from '../api/account-api.ts';
import { AnswersEditor } from '../components/answers-editor.tsx';
import { BareHeader } from '../components/bare-header.tsx';
import { FormField } from '../components/form-field.tsx';
import { useIssues } from '../components/use-issues.ts';
import '../account.css';

type Step = { kind: 'account' } | { kind: 'answers'; key: string; questions: SecurityQuestion[] };

/** Forgotten password by security questions: account → answers → /reset_password with a one-time ticket. */
export function ForgetPasswordQuestionPage() {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'account' });
  const [account, setAccount] = useState('');
  const [accountError, setAccountError] = useState<string | undefined>();
  const [rows, setRows] = useState<AnswerInput[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const issues = useIssues<string>();

  const run = async (work: () => Promise<void>) => {
    setFormError(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : t('forget.failed'));
    } finally {
      setBusy(false);
    }
  };

  const findAccount = (event: FormEvent) => {
    event.preventDefault();
    const missing = checkGenericRule('notBlank', account);
    setAccountError(missing ? validationMessage('usernameRequired', productLocale(i18n.language)) : undefined);
    if (missing) return;
    void run(async () => {
      const { key } = await keyForAccount(account.trim());
      const questions = await questionsForKey(key);
      if (questions.length === 0) {
        setFormError(t('forget.noQuestions'));
        return;
      }
      setRows(questions.map((q) => ({ questionKey: q.key, answer: '' })));
      setStep({ kind: 'answers', key, questions });
    });
  };

  const answer = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'answers' || !issues.check(validateSecurityAnswers(rows))) return;
    void run(async () => {
      const { ticket } = await checkAnswers(
        step.key,
        rows.map((r) => ({ questionKey: r.questionKey, answer: r.answer.trim() })),
      );
      navigate('/reset_password', { replace: true, state: { ticket } });
    });
  };

  return (
    <div className="account-page bare-page">
      <BareHeader title={t('forget.byQuestion')} />
      {step.kind === 'account' ? (
        <form className="account-form" onSubmit={findAccount} noValidate>
          <div className="account-card">
            <FormField id="forget-account" label={t('forget.account')} error={accountError}>
              <Input
                id="forget-account"
                value={account}
                onChange={(v) => {
                  setAccount(v);
                  setAccountError(undefined);
                }}
                placeholder={t('forget.accountPlaceholder')}
                autoComplete="username"
                clearable
                data-testid="forget-account"
              />
            </FormField>
          </div>
          {formError && (
            <p className="account-form-error" role="alert" data-testid="form-error">
              {formError}
            </p>
          )}
          <div className="account-actions">
            <Button block type="submit" color="primary" size="large" loading={busy} data-testid="forget-next">
              {t('forget.next')}
            </Button>
          </div>
        </form>
      ) : (
        <form className="account-form" onSubmit={answer} noValidate>
          <p className="account-hint page-padding">{t('forget.answerIntro')}</p>
          <AnswersEditor questions={step.questions} value={rows} onChange={setRows} errors={issues.errors} fixed />
          {formError && (
            <p className="account-form-error" role="alert" data-testid="form-error">
              {formError}
            </p>
          )}
          <div className="account-actions">
            <Button block type="submit" color="primary" size="large" loading={busy} data-testid="forget-verify">
              {t('forget.verify')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
