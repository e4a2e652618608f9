import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The top bar of the public pages (no platform layout): back (to `back`, or one step), and the title. */
export function PublicBar({ title, back }: { title: string; back?: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  return (
    <header className="admit-public-bar">
      {back === undefined ? (
        <span className="admit-brand" aria-hidden="true">
          CF
        </span>
      ) : (
        <button
          type="button"
          className="admit-public-bar-back"
          aria-label={t('nav.back')}
          onClick={() => (back ? navigate(back) : navigate(-1))}
        >
          ‹
        </button>
      )}
      <h1 style={{ fontSize: 17, margin: 0 }}>{title}</h1>
    </header>
  );
}
