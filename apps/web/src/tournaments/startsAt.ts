/**
 * A `datetime-local` input speaks the browser's local time without a zone ("2026-12-02T18:30");
 * the API wants an instant. These convert between the two in the reader's own time zone.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The input's value for `epochMs`, rounded up to the next quarter hour. */
export function startsAtInput(epochMs: number): string {
  const quarter = 15 * 60_000;
  const at = new Date(Math.ceil(epochMs / quarter) * quarter);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The instant the input's local time names, as the API's DateTime (ISO 8601, UTC). */
export function startsAtValue(input: string): string {
  const at = new Date(input);
  return Number.isNaN(at.getTime()) ? input : at.toISOString();
}
