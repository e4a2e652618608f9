import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { StatsExport } from './stats-parts.tsx';

// antd-mobile's barrel loads its CSS, which the web project does not transform: a plain button stands in.
vi.mock('antd-mobile', () => ({
  Button: (props: { children: ReactNode; 'data-testid'?: string }) => (
    <button type="button" data-testid={props['data-testid']}>
      {props.children}
    </button>
  ),
}));

// Rendered without the i18n setup: labels come out as their keys. The statistics journey clicks these
// test ids, so moving onto the shared buttons must keep them.
describe("leave's statistics export", () => {
  it('is the shared CSV and XLSX buttons with the stats-export test ids and leave labels', () => {
    const html = renderToStaticMarkup(
      <StatsExport download={async () => ({ blob: new Blob(['x']), fileName: 'a.csv' })} />,
    );
    expect(html).toContain('class="leave-stats-export"');
    expect(html).toContain('data-testid="stats-export-csv"');
    expect(html).toContain('data-testid="stats-export-xlsx"');
    expect(html).toContain('stats.exportCsv');
    expect(html).toContain('stats.exportXlsx');
    expect(html.match(/<button/g)).toHaveLength(2);
  });
});
