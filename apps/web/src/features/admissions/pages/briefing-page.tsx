import type { BriefingKind } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { admissionKeys, admissionsApi } from '../api/admissions-api.ts';
import { BriefingArticle } from '../components/briefing-article.tsx';
import { LoadState } from '../components/load-state.tsx';
import { PublicBar } from '../components/public-bar.tsx';
import '../admissions.css';

/** /yxjb and /zsjb (public): the published briefings of a kind, and one of them with `?id=`. */
function BriefingPage({ kind }: { kind: Extract<BriefingKind, 'yxjb' | 'zsjb'> }) {
  const { t, i18n } = useTranslation('admissions');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const tenant = search.get('tenant');
  const id = search.get('id');
  const list = useQuery({
    queryKey: [...admissionKeys.briefings(kind, tenant), i18n.language],
    queryFn: () => admissionsApi.publicBriefings(kind, tenant),
    enabled: !id,
  });
  const one = useQuery({
    queryKey: [...admissionKeys.briefing(id ?? ''), i18n.language],
    queryFn: () => admissionsApi.publicBriefing(id ?? '', tenant),
    enabled: Boolean(id),
    retry: false,
  });
  const imageUrl = (fileId: string) => admissionsApi.briefingImageUrl(fileId, tenant);
  const open = (briefingId: string | null) => {
    const params = new URLSearchParams(tenant ? { tenant } : {});
    if (briefingId) params.set('id', briefingId);
    navigate({ search: params.toString() });
  };
  return (
    <div className="admit-page" data-testid={`briefing-${kind}`}>
      <PublicBar title={t(`titles.${kind}`)} {...(id ? { back: '' } : {})} />
      {id ? (
        one.data ? (
          <BriefingArticle briefing={one.data} imageUrl={imageUrl} language={i18n.language} />
        ) : one.isError ? (
          <ErrorBlock status="empty" title={t('briefing.notFound')} description="" />
        ) : (
          <LoadState pending onRetry={() => one.refetch()} />
        )
      ) : list.data ? (
        list.data.length === 0 ? (
          <ErrorBlock status="empty" title={t('briefing.empty')} description="" />
        ) : (
          <List style={{ margin: 12, borderRadius: 12, overflow: 'hidden' }}>
            {list.data.map((b) => (
              <List.Item
                key={b.id}
                onClick={() => open(b.id)}
                description={b.summary}
                {...(b.coverFileId
                  ? {
                      prefix: (
                        <img
                          src={imageUrl(b.coverFileId)}
                          alt=""
                          width={56}
                          height={56}
                          style={{ objectFit: 'cover', borderRadius: 6 }}
                        />
                      ),
                    }
                  : {})}
                data-testid="briefing-item"
              >
                {b.title}
              </List.Item>
            ))}
          </List>
        )
      ) : (
        <LoadState pending={list.isPending} onRetry={() => list.refetch()} />
      )}
    </div>
  );
}

export function OnboardingBriefingPage() {
  return <BriefingPage kind="yxjb" />;
}

export function AdmissionsBriefingPage() {
  return <BriefingPage kind="zsjb" />;
}
