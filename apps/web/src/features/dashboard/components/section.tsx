import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A white card with a title and an optional link on the right ("more", "manage"). */
export function Section({
  title,
  link,
  children,
  testId,
}: {
  title: string;
  link?: { to: string; text: string; testId?: string };
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="dash-section" data-testid={testId}>
      <div className="dash-section-head">
        <h2>{title}</h2>
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
