import { ErrorBlock, Grid } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../session/session.ts';
import { menuGroups, menuItemTarget } from '../menu-target.ts';
import '../system-pages.css';

/** "More": every menu entry of the role, grouped, 4 per row, icon over a label of at most two lines. */
export function MorePage() {
  const { t } = useTranslation('systemPages');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { menu } = useSession();
  const groups = menuGroups(menu ?? [], search.get('id'));
  if (groups.length === 0) {
    return (
      <div className="system-page">
        <ErrorBlock status="empty" title={t('more.empty')} description="" />
      </div>
    );
  }
  return (
    <div className="system-page">
      {groups.map(({ group, items }) => (
        <section key={group.id} className="more-group" aria-labelledby={`more-${group.id}`}>
          <h2 id={`more-${group.id}`} className="more-title">
            {group.name}
          </h2>
          <Grid columns={4} gap={8}>
            {items.map((item) => (
              <Grid.Item key={item.id}>
                <button
                  type="button"
                  className="more-item"
                  onClick={() => navigate(menuItemTarget(item))}
                  data-testid={`more-${item.id}`}
                >
                  <span className="more-icon" aria-hidden="true">
                    {item.name.slice(0, 1)}
                  </span>
                  <span className="more-label">{item.name}</span>
                </button>
              </Grid.Item>
            ))}
          </Grid>
        </section>
      ))}
    </div>
  );
}
