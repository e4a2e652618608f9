/** Spec §9: the default date format. */
export const defaultDateFormat = 'yyyy-MM-dd HH:mm:ss';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats a date with the tokens yyyy, yy, MM, M, dd, d, HH, H, mm, m, ss, s, SSS. Text between single
 * quotes is kept. `utcOffsetMinutes` formats in that offset instead of the runtime's local zone (the
 * server has no user zone; China is +480).
 */
export function formatDate(
  value: Date | number | string,
  pattern: string = defaultDateFormat,
  options: { utcOffsetMinutes?: number } = {},
): string {
  const source = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(source.getTime())) return '';
  const shifted =
    options.utcOffsetMinutes === undefined ? null : new Date(source.getTime() + options.utcOffsetMinutes * 60_000);
  const part = {
    year: shifted ? shifted.getUTCFullYear() : source.getFullYear(),
    month: (shifted ? shifted.getUTCMonth() : source.getMonth()) + 1,
    day: shifted ? shifted.getUTCDate() : source.getDate(),
    hour: shifted ? shifted.getUTCHours() : source.getHours(),
    minute: shifted ? shifted.getUTCMinutes() : source.getMinutes(),
    second: shifted ? shifted.getUTCSeconds() : source.getSeconds(),
    ms: shifted ? shifted.getUTCMilliseconds() : source.getMilliseconds(),
  };
  const tokens: Record<string, string> = {
    yyyy: pad(part.year, 4),
    yy: pad(part.year % 100),
    MM: pad(part.month),
    M: String(part.month),
    dd: pad(part.day),
    d: String(part.day),
    HH: pad(part.hour),
    H: String(part.hour),
    mm: pad(part.minute),
    m: String(part.minute),
    ss: pad(part.second),
    s: String(part.second),
    SSS: pad(part.ms, 3),
  };
  return pattern.replace(/'([^']*)'|yyyy|yy|MM|M|dd|d|HH|H|mm|m|ss|s|SSS/g, (token, quoted: string | undefined) =>
    quoted !== undefined ? quoted : (tokens[token] ?? token),
  );
}
