import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Top bar of the public account pages (they have no secondary layout): back goes one step, else login. */
export function BareHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/login', { replace: true }));
  return (
    <header className="bare-header">
      <NavBar
        back={null}
        left={
          <button
            type="button"
            className="icon-button"
            aria-label={t('nav.back')}
            onClick={back}
            data-testid="nav-back"
          >
            <LeftOutline fontSize={22} />
          </button>
        }
      >
        <h1 className="bare-title">{title}</h1>
      </NavBar>
    </header>
  );
}
