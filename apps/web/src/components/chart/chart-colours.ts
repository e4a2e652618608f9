// Fixed chart palette. Fills must reach 3:1 against white (WCAG 1.4.11, graphical objects) and text
// 4.5:1 (1.4.3); chart-colours.test checks both, so a "prettier" colour cannot silently fail users.

export const chartColours = {
  /** Brand primary (ux.md): the default bar and the ring's done arc. */
  primary: '#2B7FD9',
  /** Registered / approved: status green, darkened to pass 3:1 on white. */
  success: '#14804A',
  /** Arrived but not yet registered: brand blue. */
  info: '#2B7FD9',
  /** Not arrived: neutral grey (not red: not arriving yet is not an error). */
  muted: '#7A808A',
  /**
   * Late, overdue, abnormal: a red-orange (5.2:1 on white, so it also serves as text). Never the only
   * cue: charts name their segments and carry a table of the same figures.
   */
  alert: '#C2410C',
  /** The unfilled track of a ring or a bar (decorative, not data). */
  track: '#E6E8EB',
  /** Labels and values. */
  text: '#1F2329',
  /** Secondary labels. */
  textSecondary: '#5C636E',
} as const;

export type ChartColour = keyof typeof chartColours;

function channel(hex: string, at: number): number {
  const v = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #RRGGBB colour. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio of two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
