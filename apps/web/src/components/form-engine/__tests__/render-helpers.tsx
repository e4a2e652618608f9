import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { formsMessages } from '../i18n.ts';

// Server-side rendering is enough to check what the renderer draws (the web tests run without a DOM).

export async function makeI18n(lng: 'zh-CN' | 'en-US') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: { [lng]: { forms: formsMessages[lng] } },
    ns: ['forms'],
    defaultNS: 'forms',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export async function render(element: ReactElement, lng: 'zh-CN' | 'en-US' = 'zh-CN'): Promise<string> {
  const i18n = await makeI18n(lng);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{element}</I18nextProvider>
    </QueryClientProvider>,
  );
}

/** The markup of one field block (by its data-field path), or '' when it is not rendered. */
export function fieldHtml(html: string, path: string): string {
  const start = html.indexOf(`data-field="${path}"`);
  if (start < 0) return '';
  const next = html.indexOf('data-field="', start + 1);
  return html.slice(start, next < 0 ? undefined : next);
}
