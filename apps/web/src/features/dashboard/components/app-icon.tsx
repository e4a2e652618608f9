import {
  AppstoreOutline,
  BankcardOutline,
  BellOutline,
  CalendarOutline,
  CheckShieldOutline,
  ClockCircleOutline,
  FileOutline,
  FlagOutline,
  GiftOutline,
  HeartOutline,
  HistogramOutline,
  LinkOutline,
  MailOutline,
  PhonebookOutline,
  SetOutline,
  SoundOutline,
  StarOutline,
  TeamOutline,
  TravelOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';

// Menu icons are Font Awesome 4 names (ux.md); they map onto the bundled antd-mobile icon set, so
// nothing loads from a CDN. Unknown names fall back to the spec's default (file-o).
const byName: Record<string, ComponentType<{ fontSize?: number | string }>> = {
  'file-o': FileOutline,
  'check-square-o': CheckShieldOutline,
  'star-o': StarOutline,
  bullhorn: SoundOutline,
  notice: SoundOutline,
  'address-book-o': PhonebookOutline,
  'envelope-o': MailOutline,
  'building-o': AppstoreOutline,
  certificate: FlagOutline,
  'clock-o': ClockCircleOutline,
  'credit-card': BankcardOutline,
  'life-ring': HeartOutline,
  insurance: HeartOutline,
  users: TeamOutline,
  user: UserOutline,
  th: AppstoreOutline,
  cogs: SetOutline,
  cog: SetOutline,
  gift: GiftOutline,
  calendar: CalendarOutline,
  'bar-chart': HistogramOutline,
  link: LinkOutline,
  plane: TravelOutline,
  bell: BellOutline,
  list: UnorderedListOutline,
};

// Tile colours: stable per app, readable white-on-colour (AA for the glyph size used).
const palette = ['#1f6fd1', '#0f8a6c', '#c2410c', '#7c3aed', '#b45309', '#0e7490', '#be185d', '#4d7c0f'];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

/** A square coloured tile with the app's icon (decorative: the label beside it names the app). */
export function AppIcon({ icon, seed, size = 44 }: { icon: string; seed: string; size?: number }) {
  const Icon = byName[icon] ?? FileOutline;
  return (
    <span
      className="app-icon"
      aria-hidden="true"
      style={{ width: size, height: size, background: palette[hash(seed) % palette.length] }}
    >
      <Icon fontSize={Math.round(size * 0.55)} />
    </span>
  );
}
