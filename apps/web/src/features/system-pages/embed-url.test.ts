import { describe, expect, it } from 'vitest';
import { embeddableUrl } from './embed-url.ts';

describe('iframe page', () => {
  it('embeds http(s) pages only', () => {
    expect(embeddableUrl('https://www.demo.edu.cn/a?b=1')).toBe('https://www.demo.edu.cn/a?b=1');
    expect(embeddableUrl('http://intranet.demo.cn')).toBe('http://intranet.demo.cn/');
    expect(embeddableUrl('javascript:alert(1)')).toBeNull();
    expect(embeddableUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(embeddableUrl('/relative/path')).toBeNull();
    expect(embeddableUrl(null)).toBeNull();
  });
});
