import { useQueries, useQuery } from '@tanstack/react-query';
import { ErrorBlock, ImageViewer, Skeleton } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadFile } from '../../../../components/form-engine/index.ts';
import { consultingApi, consultingKeys, type OnboardingPictureView } from './consulting-api.ts';
import { pictureBox, viewLink } from './consulting-logic.ts';
import { FileImage } from './file-image.tsx';
import './consulting.css';

const usePictures = () => useQuery({ queryKey: consultingKeys.pictures, queryFn: consultingApi.pictures });

/** The strip on the onboarding home: small thumbnails; a tap opens pictureDetails at that picture. */
export function PictureStrip() {
  const { t } = useTranslation('onboardingConsulting');
  const navigate = useNavigate();
  const pictures = usePictures();
  if (!pictures.data || pictures.data.length === 0) return null;
  return (
    <>
      <div className="onb-list-title">
        {t('pictureDetails')}{' '}
        <button type="button" className="cf-link-button" onClick={() => navigate(viewLink('pictureDetails'))}>
          {t('seeAll')}
        </button>
      </div>
      <div className="onb-strip" data-testid="onboarding-picture-strip">
        {pictures.data.map((p, i) => (
          <FileImage
            key={p.fileId}
            fileId={p.fileId}
            alt={p.caption}
            {...pictureBox(p, 120)}
            onOpen={() => navigate(viewLink('pictureDetails', { at: String(i) }))}
          />
        ))}
      </div>
    </>
  );
}

/** The full-screen viewer: every picture's URL once loaded (the viewer swipes between them). */
function Viewer({
  pictures,
  index,
  onClose,
}: {
  pictures: OnboardingPictureView[];
  index: number;
  onClose: () => void;
}) {
  const blobs = useQueries({
    queries: pictures.map((p) => ({
      queryKey: ['file-inline', p.fileId],
      queryFn: async () => (await downloadFile(p.fileId, true)).blob,
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const [urls, setUrls] = useState<string[]>([]);
  const loaded = blobs.map((b) => b.data);
  const ready = loaded.every(Boolean);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recreate the URLs once, when every blob is in.
  useEffect(() => {
    if (!ready) return;
    const made = loaded.map((b) => URL.createObjectURL(b as Blob));
    setUrls(made);
    return () => {
      for (const u of made) URL.revokeObjectURL(u);
    };
  }, [ready]);
  if (urls.length === 0) return null;
  return (
    <ImageViewer.Multi
      images={urls}
      defaultIndex={index}
      visible
      onClose={onClose}
      renderFooter={(_, i) => <div className="onb-viewer-caption">{pictures[i]?.caption}</div>}
    />
  );
}

/** pictureDetails: the campus / onboarding guide, each picture with its caption, full screen on tap. */
export function PictureDetailsView({ at }: { at: number | null }) {
  const { t } = useTranslation('onboardingConsulting');
  const pictures = usePictures();
  const [open, setOpen] = useState<number | null>(at);
  if (pictures.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (pictures.isError) return <ErrorBlock status="default" title={t('loadFailed')} />;
  if (pictures.data.length === 0) return <ErrorBlock status="empty" title={t('noPictures')} />;
  const width = Math.min(window.innerWidth - 32, 600);
  return (
    <div className="onb-view onb-gallery" data-testid="onboarding-gallery">
      <p className="onb-muted">{t('pictureCount', { count: pictures.data.length })}</p>
      {pictures.data.map((p, i) => (
        <figure key={p.fileId}>
          <FileImage fileId={p.fileId} alt={p.caption} {...pictureBox(p, width)} onOpen={() => setOpen(i)} />
          <figcaption>{p.caption}</figcaption>
        </figure>
      ))}
      {open !== null && open < pictures.data.length && (
        <Viewer pictures={pictures.data} index={open} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
