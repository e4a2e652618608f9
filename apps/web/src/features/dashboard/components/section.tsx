import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A white card with a title and an optional link on the right ("more", "manage"). */
export function Section({
  title,
  link,
  children,
  testId,
  badge,
}: {
  title: string;
  /** A count beside the title (unread announcements); hidden at 0. */
  badge?: { count: number; label: string; testId?: string };
  link?: { to: string; text: string; testId?: string };
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="dash-section" data-testid={testId}>
      <div className="dash-section-head">
        <h2>
          {title}
          {badge && badge.count > 0 && (
            <span className="dash-badge" role="status" aria-label={badge.label} data-testid={badge.testId}>
              {badge.count > 99 ? '99+' : badge.count}
            </span>
          )}
        </h2>
        {link && (
          <Link to={link.to} className="dash-section-link" data-testid={link.testId}>
            {link.text}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
