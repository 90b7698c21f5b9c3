/** A file's size in words a reader takes in at a glance: bytes, kB, MB or GB (powers of 1000). */
export function fileSize(bytes: number, number: (value: number) => string): string {
  const units = ['B', 'kB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${number(rounded)} ${units[unit]}`;
}
