import { useMemo } from 'react';
import { sanitizeHtml } from './safe-html.ts';
import './rich-text.css';

/** Announcement or briefing body: server-sanitised HTML, checked again against the same allowlist before rendering. */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: allowlist-sanitised twice (server and safe-html.ts)
  return <div className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />;
}
