import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  arrivalSegments,
  BarChart,
  chartColours,
  contrastRatio,
  formatRate,
  ProgressRing,
  rateOf,
  StackedBar,
} from '../index.ts';

// Rendered to a string: the web tests run without a DOM, and markup is what assistive tech reads.

const colleges = [
  { key: 'cs', label: '计算机与信息工程学院', value: 0.875 },
  { key: 'econ', label: '经济管理学院', value: 0.5 },
];

describe('formatRate and rateOf', () => {
  it('writes a rate as a percentage with one decimal and refuses a rate of nothing', () => {
    expect(formatRate(0.8756)).toBe('87.6%');
    expect(formatRate(1)).toBe('100%');
    expect(formatRate(null)).toBe('–');
    expect(rateOf(3, 0)).toBeNull();
    expect(rateOf(1, 4)).toBe(0.25);
  });
});

describe('chart colours', () => {
  it('fills reach 3:1 and text 4.5:1 on white', () => {
    const fills = [
      chartColours.primary,
      chartColours.success,
      chartColours.info,
      chartColours.muted,
      chartColours.alert,
    ];
    for (const fill of fills) {
      expect(contrastRatio(fill, '#FFFFFF')).toBeGreaterThanOrEqual(3);
    }
    for (const text of [chartColours.text, chartColours.textSecondary, chartColours.alert]) {
      expect(contrastRatio(text, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  });
});

describe('BarChart', () => {
  it('is one image named by its figures, with a hidden table of the same figures', () => {
    const html = renderToStaticMarkup(
      <BarChart
        title="报到率"
        data={colleges}
        labelHeader="学院"
        valueHeader="报到率"
        formatValue={formatRate}
        max={1}
      />,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="报到率: 计算机与信息工程学院 87.5%; 经济管理学院 50%"');
    expect(html).toMatch(/<caption>报到率<\/caption>/);
    expect(html).toMatch(/<th scope="row">经济管理学院<\/th><td>50%<\/td>/);
    // The bar is as long as the value relative to max.
    expect(html).toContain('width="87.5%"');
    expect(html).toContain('width="50%"');
  });

  it('scales to the largest value by default and draws vertical bars from the bottom', () => {
    const html = renderToStaticMarkup(
      <BarChart
        title="人数"
        orientation="vertical"
        data={[
          { key: 'a', label: 'A', value: 200 },
          { key: 'b', label: 'B', value: 50 },
        ]}
        labelHeader="班级"
        valueHeader="人数"
      />,
    );
    expect(html).toContain('cf-bar-chart--vertical');
    expect(html).toContain('y="0%" width="100%" height="100%"');
    expect(html).toContain('y="75%" width="100%" height="25%"');
  });

  it('makes tappable bars buttons named by their text instead of an image', () => {
    const html = renderToStaticMarkup(
      <BarChart title="t" data={colleges} labelHeader="l" valueHeader="v" onSelect={() => undefined} />,
    );
    expect(html).not.toContain('role="img"');
    expect(html.match(/<button type="button"/g)).toHaveLength(2);
  });

  it('draws empty bars when every value is 0 rather than dividing by zero', () => {
    const html = renderToStaticMarkup(
      <BarChart title="t" data={[{ key: 'a', label: 'A', value: 0 }]} labelHeader="l" valueHeader="v" />,
    );
    expect(html).toContain('width="0%"');
    expect(html).not.toContain('NaN');
  });
});

describe('ProgressRing', () => {
  it('names the rate and draws the arc in proportion', () => {
    const html = renderToStaticMarkup(<ProgressRing label="报到率" rate={0.25} detail="75 / 300" size={100} />);
    expect(html).toContain('aria-label="报到率: 25% (75 / 300)"');
    expect(html).toContain('>25%</text>');
    const radius = (100 - 11) / 2;
    const arc = (2 * Math.PI * radius * 0.25).toString();
    expect(html).toContain(`stroke-dasharray="${arc} `);
  });

  it('shows a dash when there is no one to count', () => {
    const html = renderToStaticMarkup(<ProgressRing label="报到率" rate={null} />);
    expect(html).toContain('>–</text>');
    expect(html).toContain('stroke-dasharray="0 ');
  });
});

describe('StackedBar', () => {
  it('splits the whole into registered, arrived-only and not arrived, with shares', () => {
    const segments = arrivalSegments(
      { total: 300, arrived: 120, registered: 90 },
      { registered: '已注册', arrivedOnly: '已报到未注册', notArrived: '未报到' },
    );
    expect(segments.map((s) => s.value)).toEqual([90, 30, 180]);
    const html = renderToStaticMarkup(
      <StackedBar title="报到情况" segments={segments} labelHeader="状态" countHeader="人数" shareHeader="占比" />,
    );
    expect(html).toContain('aria-label="报到情况: 已注册 90 (30%); 已报到未注册 30 (10%); 未报到 180 (60%)"');
    expect(html).toMatch(/<th scope="row">未报到<\/th><td>180<\/td><td>60%<\/td>/);
    expect(html).toContain('x="30" y="0" width="10"');
  });
});
