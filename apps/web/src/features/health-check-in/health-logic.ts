/** The browser's calendar day as yyyy-MM-dd (the server decides the school's day; this only fills inputs). */
export function localDay(at = new Date(), offsetDays = 0): string {
  const d = new Date(at.getTime() + offsetDays * 86_400_000);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Share of checked-in students, 0–1 (null when there are no students). */
export function checkInRate(checkedIn: number, students: number): number | null {
  return students > 0 ? checkedIn / students : null;
}

/** A temperature typed in a text box: one decimal, or null when it is not a number. */
export function parseTemperature(text: string): number | null {
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) && text.trim() !== '' ? Math.round(n * 10) / 10 : null;
}
