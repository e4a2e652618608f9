import type { ModuleNames } from './names.ts';

// apps/web/src/features/<id>/, shaped like features/dorms: route objects (lazy pages), the strings in
// four languages, calls built from the contracts' endpoints and one page with its loading, empty and
// error states.

export function webFiles(n: ModuleNames): Record<string, string> {
  const dir = `apps/web/src/features/${n.id}`;
  return {
    [`${dir}/routes.tsx`]: `import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// Keep the spec's route names (spec §2) as deep links: the menus of platform/menus point at them.
export const ${n.camel}Routes: AppRoute[] = [
  {
    path: '/xgxt/${n.camel}',
    meta: { name: '${n.camel}', layout: 'secondary', title: '${n.camel}:title' },
    load: lazyPage(() => import('./pages/${n.id}-page.tsx'), '${n.pascal}Page'),
  },
];
`,
    [`${dir}/i18n.ts`]: `import { defineMessages } from '../../i18n/messages.ts';

// Words per shared/guide/glossary.md; new terms go to docs/glossary-additions.md.
export const ${n.camel}Messages = defineMessages({
  'zh-CN': { title: '${n.pascal}', empty: '暂无记录', loadFailed: '加载失败', retry: '重试' },
  'zh-TW': { title: '${n.pascal}', empty: '暫無紀錄', loadFailed: '載入失敗', retry: '重試' },
  'en-US': { title: '${n.pascal}', empty: 'Nothing here yet', loadFailed: 'Could not load', retry: 'Retry' },
  'ja-JP': { title: '${n.pascal}', empty: '記録はまだありません', loadFailed: '読み込めませんでした', retry: '再試行' },
});
`,
    [`${dir}/api/${n.id}-api.ts`]: `import { type ${n.pascal}Row, ${n.camel}Endpoints as e, type ListQueryInput, type ListResult } from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

export type { ${n.pascal}Row };

export const ${n.camel}Keys = { all: ['${n.id}'] as const };

export const ${n.camel}Api = {
  list: (query: ListQueryInput) =>
    request<ListResult<${n.pascal}Row>>({ service: 'business', method: 'POST', path: e.list.path, body: query }),
};
`,
    [`${dir}/pages/${n.id}-page.tsx`]: `import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ${n.camel}Api, ${n.camel}Keys } from '../api/${n.id}-api.ts';

export function ${n.pascal}Page() {
  const { t } = useTranslation('${n.camel}');
  const items = useQuery({
    queryKey: ${n.camel}Keys.all,
    queryFn: () => ${n.camel}Api.list({ parameters: [], requestPage: { pageNo: 1, limit: 50 } }),
  });
  if (items.isPending) {
    return (
      <div style={{ padding: 16 }} aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (items.isError) {
    return (
      <ErrorBlock status="disconnected" title={t('loadFailed')} description="">
        <Button onClick={() => void items.refetch()}>{t('retry')}</Button>
      </ErrorBlock>
    );
  }
  if (items.data.dataResult.length === 0) return <ErrorBlock status="empty" title={t('empty')} description="" />;
  return (
    <List data-testid="${n.id}-list">
      {items.data.dataResult.map((row) => (
        <List.Item key={row.id}>{row.title}</List.Item>
      ))}
    </List>
  );
}
`,
    [`${dir}/README.md`]: `# features/${n.id}

Server: \`apps/server/src/modules/${n.id}\`; calls and types: \`packages/contracts/src/${n.id}\`.

| route (spec §2) | what |
| --- | --- |
| \`/xgxt/${n.camel}\` | the items of the tenant (rename to the spec's route name) |
`,
  };
}
