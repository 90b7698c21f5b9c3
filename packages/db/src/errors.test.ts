import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DbError, connectionError, isDbError, oneLine, redactUrl } from './errors.js';

describe('DbError', () => {
  it('keeps its message on one line and prints without a stack', () => {
    const error = new DbError('PORT_IN_USE', 'port 5 is taken\n  by someone else', { details: 'log\nlines' });
    expect(error.message).toBe('port 5 is taken by someone else');
    expect(error.code).toBe('PORT_IN_USE');
    expect(error.details).toBe('log\nlines');
    expect(inspect(error)).toBe('DbError [PORT_IN_USE]: port 5 is taken by someone else');
    expect(error.stack).toBe('DbError [PORT_IN_USE]: port 5 is taken by someone else');
    expect(String(error)).not.toContain('\n');
    expect(Object.keys(error)).not.toContain('details');
    expect(isDbError(error)).toBe(true);
    expect(isDbError(error, 'PORT_IN_USE')).toBe(true);
    expect(isDbError(error, 'START_FAILED')).toBe(false);
    expect(isDbError(new Error('x'))).toBe(false);
  });

  it('collapses line breaks', () => {
    expect(oneLine(' a\r\n\n  b \n c ')).toBe('a b c');
  });

  it('redacts passwords from URLs', () => {
    expect(redactUrl('postgresql://u:secret@h:5/db')).toBe('postgresql://u:***@h:5/db');
    expect(redactUrl('nonsense')).toBe('<invalid database URL>');
  });

  it('turns connection failures into one-line errors', () => {
    const refused = connectionError(
      Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
      'postgresql://a:b@h:1/d',
    );
    expect(isDbError(refused, 'DATABASE_UNREACHABLE')).toBe(true);
    expect((refused as DbError).message).toBe(
      'Could not connect to PostgreSQL at h:1/d: connection refused (is PostgreSQL running there?).',
    );
    const other = new Error('something else');
    expect(connectionError(other, 'postgresql://h/d')).toBe(other);
  });
});
