import { describe, expect, it } from 'vitest';
import { foldRepeatedAttributes, svgDataUrl } from './svg-image.ts';

describe('diagram as an image', () => {
  it('folds an attribute given twice (the later value wins); other tags stay as they are', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><circle cx="1" stroke-width="3" fill="#fff" stroke-width="4"/><text x="1">a &lt; b</text></svg>';
    expect(foldRepeatedAttributes(svg)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><circle cx="1" fill="#fff" stroke-width="4"/><text x="1">a &lt; b</text></svg>',
    );
  });

  it('is a data URL of the whole text, escaped', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><text>申请#1</text></svg>');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(url).not.toContain('#');
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toContain('申请#1');
  });
});
