import type { BriefingView } from '@campusflow/contracts';
import { RichText } from '../../../components/rich-text/index.ts';

/** A briefing as the public reads it: cover image, title, date, text, the other images. */
export function BriefingArticle({
  briefing,
  imageUrl,
  language,
}: {
  briefing: BriefingView;
  imageUrl: (fileId: string) => string;
  language: string;
}) {
  const [cover, ...gallery] = briefing.imageFileIds;
  return (
    <article className="admit-card" data-testid="briefing-article">
      {cover && <img className="admit-cover" src={imageUrl(cover)} alt="" />}
      <h2 style={{ fontSize: 20, marginTop: cover ? 12 : 0 }}>{briefing.title}</h2>
      {briefing.publishedAt && (
        <div className="admit-muted">{new Date(briefing.publishedAt).toLocaleDateString(language)}</div>
      )}
      <RichText html={briefing.content} testId="briefing-content" />
      {gallery.length > 0 && (
        <div className="admit-gallery">
          {gallery.map((id) => (
            <img key={id} src={imageUrl(id)} alt="" loading="lazy" />
          ))}
        </div>
      )}
    </article>
  );
}
