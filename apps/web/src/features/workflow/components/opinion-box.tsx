import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Space, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { phrases, savePhrase } from '../api/workflow-api.ts';

/** The comment box of the detail page with the user's quick phrases (常用语) one tap away. */
export function OpinionBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('workflow');
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['workflow', 'phrases'], queryFn: phrases, staleTime: 60_000 });
  const save = async () => {
    const text = value.trim();
    if (!text) return;
    await savePhrase(text);
    Toast.show({ content: t('detail.phraseSaved') });
    await queryClient.invalidateQueries({ queryKey: ['workflow', 'phrases'] });
  };
  const saved = (list.data ?? []).some((p) => p.text === value.trim());
  return (
    <section className="wf-section" aria-labelledby="wf-opinion-title">
      <h2 id="wf-opinion-title" className="wf-section-title">
        {t('detail.opinion')}
      </h2>
      <TextArea
        value={value}
        onChange={onChange}
        placeholder={t('detail.opinionPlaceholder')}
        rows={3}
        maxLength={2000}
        showCount
        aria-label={t('detail.opinion')}
        data-testid="wf-opinion"
      />
      <div className="wf-phrases">
        <span className="muted">{t('detail.phrases')}</span>
        <Space wrap>
          {(list.data ?? []).map((p) => (
            <button key={p.id} type="button" className="wf-phrase" onClick={() => onChange(p.text)}>
              {p.text}
            </button>
          ))}
          {(list.data ?? []).length === 0 && <span className="muted">{t('detail.noPhrases')}</span>}
          {value.trim() && !saved && (
            <button type="button" className="wf-phrase wf-phrase-save" onClick={() => void save()}>
              + {t('detail.savePhrase')}
            </button>
          )}
        </Space>
      </div>
    </section>
  );
}
