import { ImageViewer, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ConsultingQuestionDetail } from './consulting-api.ts';
import { statusColor } from './consulting-logic.ts';
import { FileImage } from './file-image.tsx';
import './consulting.css';

/** A question with its photos and its thread; `viewer` decides whose bubbles sit on the right. */
export function QuestionThread({ q, viewer }: { q: ConsultingQuestionDetail; viewer: 'student' | 'staff' }) {
  const { t, i18n } = useTranslation('onboardingConsulting');
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <div data-testid="consulting-thread">
      <p>
        <Tag color={statusColor[q.status]} data-testid="consulting-status">
          {t(`statuses.${q.status}`)}
        </Tag>{' '}
        <Tag fill="outline">{t(`categories.${q.category}`)}</Tag>
        {q.studentName && <strong style={{ marginLeft: 8 }}>{q.studentName}</strong>}
      </p>
      <div className={`onb-bubble ${viewer === 'student' ? 'mine' : ''}`}>
        <small>
          {viewer === 'student' ? t('me') : (q.studentName ?? '')} · {when(q.createdAt)}
        </small>
        {q.content}
      </div>
      {q.photos.length > 0 && (
        <div className="onb-photos">
          {q.photos.map((p) => (
            <FileImage
              key={p.id}
              fileId={p.id}
              alt={p.name}
              width={80}
              height={80}
              onOpen={(url) => ImageViewer.show({ image: url })}
            />
          ))}
        </div>
      )}
      <div className="onb-thread">
        {q.thread.length === 0 && <p className="onb-muted">{t('noReplies')}</p>}
        {q.thread.map((r) => {
          const mine = (viewer === 'staff') === r.fromStaff;
          return (
            <div key={r.id} className={`onb-bubble ${mine ? 'mine' : ''}`} data-testid="consulting-reply">
              <small>
                {r.fromStaff ? t('school') : mine ? t('me') : (q.studentName ?? '')} · {when(r.createdAt)}
              </small>
              {r.content}
            </div>
          );
        })}
      </div>
    </div>
  );
}
