import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GeofenceMapCard } from './geofence-map-card.tsx';

// Rendered without the i18n setup: strings come out as their keys, which is what is asserted (the
// namespace test checks the four languages have them).
const campus = [
  [
    [121.0, 31.0],
    [121.1, 31.0],
    [121.1, 31.1],
    [121.0, 31.1],
  ] as [number, number][],
];
const render = (position: { lng: number; lat: number; accuracy?: number } | null, denied = false) =>
  renderToStaticMarkup(
    <GeofenceMapCard
      rings={campus}
      position={position}
      denied={denied}
      action={<button type="button">locate</button>}
    />,
  );

describe('report-back map', () => {
  it('draws the fence and, inside, the dot, the accuracy circle and the inside line', () => {
    const html = render({ lng: 121.09, lat: 31.05, accuracy: 50 });
    expect(html).toContain('class="leave-map-fence"');
    expect(html.match(/<circle/g)).toHaveLength(2);
    expect(html).toContain('data-inside="true"');
    expect(html).toContain('map.inside');
    expect(html).toContain('role="img"');
  });

  it('says outside when the student is outside, with no accuracy circle when it is unknown', () => {
    const html = render({ lng: 120.98, lat: 31.05 });
    expect(html).toContain('data-inside="false"');
    expect(html).toContain('map.outside');
    expect(html.match(/<circle/g)).toHaveLength(1);
  });

  it('without a position: the fence only, and why (not yet, or refused)', () => {
    expect(render(null)).not.toContain('leave-map-me');
    expect(render(null)).toContain('map.unknown');
    expect(render(null, true)).toContain('report.locationDenied');
  });
});
