import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { exportFileName, matchLineJsonSchema, monthBounds, monthOf, nextMonth } from './format.js';

describe('the open-data format', () => {
  it('is published as the JSON Schema in docs/data, kept in step with the code', async () => {
    const published = await readFile(
      new URL('../../../../docs/data/match-v1.schema.json', import.meta.url),
      'utf8',
    );
    expect(JSON.parse(published)).toEqual(matchLineJsonSchema());
  });

  it('files a match under the UTC month it finished in', () => {
    expect(monthOf(new Date('2026-10-31T23:59:59.999Z'))).toBe('2026-10');
    expect(monthOf(new Date('2026-11-01T00:00:00.000Z'))).toBe('2026-11');
    expect(monthBounds('2026-12')).toEqual({
      start: new Date('2026-12-01T00:00:00.000Z'),
      end: new Date('2027-01-01T00:00:00.000Z'),
    });
    expect(nextMonth('2026-12')).toBe('2027-01');
  });

  it('names files by game and month', () => {
    expect(exportFileName('port-royal', '2026-11')).toBe('brethren_port-royal_2026-11.ndjson.gz');
  });
});
