import { useEffect, useMemo, useRef } from 'react';
import { downloadFile } from '../form-engine/api/forms-api.ts';
import { detachImageSourcesHtml, loadFileImages } from './file-images.ts';
import { sanitizeHtml } from './safe-html.ts';
import './rich-text.css';

const loadImage = async (fileId: string) => (await downloadFile(fileId, true)).blob;

/** Announcement or briefing body: server-sanitised HTML, checked again against the same allowlist before rendering. */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Images carry their file id, not a src: the browser must not fetch them without the session.
  const safe = useMemo(() => detachImageSourcesHtml(sanitizeHtml(html)), [html]);
  useEffect(() => {
    const root = ref.current;
    if (!root || !safe.includes('data-file-id')) return;
    let urls: string[] = [];
    let live = true;
    void loadFileImages(root, loadImage).then((made) => {
      urls = made;
      if (!live) for (const u of made) URL.revokeObjectURL(u);
    });
    return () => {
      live = false;
      for (const u of urls) URL.revokeObjectURL(u);
    };
  }, [safe]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: allowlist-sanitised twice (server and safe-html.ts)
  return <div ref={ref} className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />;
}
