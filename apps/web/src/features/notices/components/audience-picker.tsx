import { Checkbox, Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AudienceOrg, childrenOf, chosenAncestor, pathOf, toggleOrg } from '../notice-logic.ts';

type Props = { orgs: AudienceOrg[]; value: string[]; onChange: (orgIds: string[]) => void; disabled?: boolean };

/**
 * Chooses organisations from the publisher's tree one level at a time: tick a college to address all of
 * it (its classes show as included), or open it to pick single majors or classes. Breadcrumbs walk back up.
 */
export function AudiencePicker({ orgs, value, onChange, disabled }: Props) {
  const { t } = useTranslation('notices');
  // A tree with a single root (the school, a college office's college) opens one level down.
  const roots = childrenOf(orgs, null);
  const [level, setLevel] = useState<string | null>(roots.length === 1 ? (roots[0]?.id ?? null) : null);
  const path = pathOf(orgs, level);
  const byId = new Map(orgs.map((o) => [o.id, o]));
  // Inside a level its first row chooses the level as a whole ("all of 计算机学院").
  const current = level ? byId.get(level) : undefined;
  const rows = current ? [current, ...childrenOf(orgs, current.id)] : roots;

  return (
    <div className="audience-picker" data-testid="notice-org-options">
      {path.length > 0 && (
        <nav className="audience-crumbs" aria-label={t('edit.orgPath')}>
          <button type="button" className="audience-crumb" onClick={() => setLevel(null)}>
            {t('edit.orgTop')}
          </button>
          {path.map((o, i) => (
            <Fragment key={o.id}>
              <span aria-hidden="true">›</span>
              {i === path.length - 1 ? (
                <span className="audience-crumb-current" aria-current="true">
                  {o.name}
                </span>
              ) : (
                <button type="button" className="audience-crumb" onClick={() => setLevel(o.id)}>
                  {o.name}
                </button>
              )}
            </Fragment>
          ))}
        </nav>
      )}
      <ul className="audience-rows">
        {rows.map((o) => {
          const cover = chosenAncestor(orgs, value, o.id);
          const hasChildren = o.id !== level && childrenOf(orgs, o.id).length > 0;
          return (
            <li key={o.id} className="audience-row" data-testid="notice-org-option" data-org-id={o.id}>
              <Checkbox
                checked={value.includes(o.id) || cover !== null}
                disabled={disabled || cover !== null}
                onChange={() => onChange(toggleOrg(orgs, value, o.id))}
                className="notice-org-option"
              >
                {o.id === level ? t('edit.orgWhole', { name: o.name }) : o.name}
                {cover && <span className="audience-covered"> · {t('edit.orgCovered', { name: cover.name })}</span>}
              </Checkbox>
              {hasChildren && (
                <button
                  type="button"
                  className="audience-open"
                  onClick={() => setLevel(o.id)}
                  aria-label={t('edit.orgOpen', { name: o.name })}
                  data-testid="notice-org-open"
                >
                  <RightOutline aria-hidden="true" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {value.length > 0 && (
        <div className="audience-chosen" data-testid="notice-org-chosen">
          {value.map((id) => (
            <Tag key={id} color="primary" fill="outline" round>
              {byId.get(id)?.name ?? id}
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}
