import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RichText } from '../../../components/rich-text/index.ts';
import { useSession } from '../../../session/session.ts';
import { noticeKeys, noticesApi } from '../api/notices-api.ts';
import '../notices.css';

/** /twgl/{id}: the public share page of an announcement; readable without login when published as public. */
export function NoticeSharePage() {
  const { t, i18n } = useTranslation('notices');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { token } = useSession();
  const notice = useQuery({
    queryKey: noticeKeys.share(id),
    queryFn: () => noticesApi.publicView(id),
    retry: false,
  });
  return (
    <div className="notice-share">
      <header className="notice-share-bar">
        <span className="notice-share-brand" aria-hidden="true">
          CF
        </span>
        <span>{t('share.title')}</span>
      </header>
      {notice.isPending ? (
        <div className="page-padding" aria-busy="true">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      ) : notice.isError ? (
        <div className="page-padding" data-testid="notice-share-missing">
          <ErrorBlock status="empty" title={t('share.notFound')} description="" />
        </div>
      ) : (
        <article className="notice-article" data-testid="notice-share">
          <h1 className="notice-title">{notice.data.title}</h1>
          {notice.data.publishedAt && (
            <div className="notice-meta">
              <span>{new Date(notice.data.publishedAt).toLocaleDateString(i18n.language)}</span>
            </div>
          )}
          <RichText html={notice.data.content} testId="notice-share-content" />
        </article>
      )}
      {!token && (
        <div className="page-padding">
          <Button block onClick={() => navigate('/login')}>
            {t('share.openApp')}
          </Button>
        </div>
      )}
    </div>
  );
}
