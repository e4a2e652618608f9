/** Spec §9 size units, 1024 apart. */
export const sizeUnits = ['B', 'K', 'M', 'G', 'TB'] as const;

function trimmed(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** A byte count as B, K, M, G or TB at 1024, e.g. 1536 → "1.5K". */
export function formatSize(bytes: number, digits = 2): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${trimmed(value, unit === 0 ? 0 : digits)}${sizeUnits[unit]}`;
}

/** Spec §9 number suffixes at 1000: k, M, G, T, P, E. */
const numberSuffixes = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** A count with a suffix, e.g. 12_345 → "12.3k"; below 1000 the number itself. */
export function formatNumberSuffix(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return '';
  const magnitude = Math.abs(value);
  for (const suffix of numberSuffixes) {
    if (magnitude >= suffix.value) return `${trimmed(value / suffix.value, digits)}${suffix.symbol}`;
  }
  return String(value);
}

export type ReminderColour = 'danger' | 'warning';

/** Spec §9: a reminder type above 3 is shown as danger, anything else as warning. */
export function reminderTypeColour(type: number | string): ReminderColour {
  const n = typeof type === 'number' ? type : Number(type);
  return Number.isFinite(n) && n > 3 ? 'danger' : 'warning';
}
