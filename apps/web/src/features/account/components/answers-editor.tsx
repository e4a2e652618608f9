import { CheckList, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerInput, SecurityQuestion } from '../api/account-api.ts';
import { FormField } from './form-field.tsx';

/**
 * Question-and-answer rows. With `fixed` the questions are given (forgotten password) and only the
 * answers are typed; otherwise each row picks its question in a bottom popup.
 */
export function AnswersEditor({
  questions,
  value,
  onChange,
  errors,
  fixed = false,
}: {
  questions: SecurityQuestion[];
  value: AnswerInput[];
  onChange: (next: AnswerInput[]) => void;
  errors: Record<string, string | undefined>;
  fixed?: boolean;
}) {
  const { t } = useTranslation('account');
  const [picking, setPicking] = useState<number | null>(null);
  const textOf = (key: string) => questions.find((q) => q.key === key)?.text ?? '';
  const update = (i: number, patch: Partial<AnswerInput>) =>
    onChange(value.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  return (
    <>
      {value.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions (question 1, 2, 3), never reordered
        <div className="account-card" key={i} data-testid={`answer-row-${i}`}>
          {fixed ? (
            <p className="question-text" data-testid={`question-${i}`}>
              {t('security.questionN', { n: i + 1 })} {textOf(row.questionKey)}
            </p>
          ) : (
            <FormField
              id={`question-${i}`}
              label={t('security.questionN', { n: i + 1 })}
              error={errors[`answers.${i}.questionKey`]}
            >
              <button
                type="button"
                id={`question-${i}`}
                className="picker-trigger"
                onClick={() => setPicking(i)}
                data-testid={`question-${i}`}
              >
                {textOf(row.questionKey) || <span className="placeholder">{t('security.choose')}</span>}
              </button>
            </FormField>
          )}
          <FormField id={`answer-${i}`} label={t('security.answer')} error={errors[`answers.${i}.answer`]}>
            <Input
              id={`answer-${i}`}
              value={row.answer}
              onChange={(answer) => update(i, { answer })}
              placeholder={t('security.answerPlaceholder')}
              autoComplete="off"
              clearable
              data-testid={`answer-${i}`}
            />
          </FormField>
        </div>
      ))}
      {/* A list in a bottom popup rather than a wheel: questions are sentences that a wheel would cut. */}
      <Popup
        visible={picking !== null}
        onMaskClick={() => setPicking(null)}
        onClose={() => setPicking(null)}
        bodyClassName="question-popup"
        destroyOnClose
      >
        <div className="question-popup-title">{t('security.choose')}</div>
        <CheckList
          value={picking !== null && value[picking]?.questionKey ? [value[picking].questionKey] : []}
          onChange={([key]) => {
            if (picking !== null && typeof key === 'string') update(picking, { questionKey: key });
            setPicking(null);
          }}
        >
          {questions.map((q) => (
            <CheckList.Item
              key={q.key}
              value={q.key}
              // A question already used in another row cannot be chosen twice.
              disabled={value.some((row, j) => j !== picking && row.questionKey === q.key)}
              data-testid={`question-option-${q.key}`}
            >
              {q.text}
            </CheckList.Item>
          ))}
        </CheckList>
      </Popup>
    </>
  );
}
