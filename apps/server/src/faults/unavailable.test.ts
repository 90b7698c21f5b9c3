import { Prisma } from '@brethren/db';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DomainError, createErrorFormatter } from '../errors.js';
import { createLogger } from '../logger.js';
import { outageOf } from './unavailable.js';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
  syscall: 'connect',
  errno: -111,
});

describe('outageOf', () => {
  it('names the database for what node-postgres and Prisma say when it is away or frozen', () => {
    expect(outageOf(new Error('Query read timeout'))).toBe('database');
    expect(outageOf(new Error('timeout exceeded when trying to connect'))).toBe('database');
    expect(outageOf(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(outageOf(new Error('wrapped', { cause: refused }))).toBe('database');
    expect(outageOf(Object.assign(new Error('x'), { cause: { kind: 'DatabaseNotReachable' } }))).toBe(
      'database',
    );
    expect(outageOf(Object.assign(new Error('x'), { code: '57014' }))).toBe('database');
    expect(
      outageOf(
        new Prisma.PrismaClientKnownRequestError("Can't reach", { code: 'P1001', clientVersion: '7' }),
      ),
    ).toBe('database');
  });

  it('names the database for every SQLSTATE that means "try again", from node-postgres or through Prisma', () => {
    const sqlState = (code: string) => Object.assign(new Error('refused'), { code, severity: 'ERROR' });
    // As Prisma wraps what the driver said (seen from a write to a read-only database).
    const throughPrisma = (code: string) =>
      new Prisma.PrismaClientKnownRequestError('Database error', {
        code: 'P2039',
        clientVersion: '7',
        meta: {
          driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode: code, kind: 'postgres' } },
        },
      });
    for (const code of ['25006', '53100', '53200', '53300', '40001', '40P01', '57P05']) {
      expect(outageOf(sqlState(code)), code).toBe('database');
      expect(outageOf(throughPrisma(code)), `${code} through Prisma`).toBe('database');
    }
    const conflict = new Prisma.PrismaClientKnownRequestError('write conflict or deadlock', {
      code: 'P2034',
      clientVersion: '7',
    });
    expect(outageOf(conflict)).toBe('database');
    // A dropped database, a unique violation, a missing table: not to be waited out.
    for (const code of ['57P04', '23505', '42P01']) {
      expect(outageOf(sqlState(code)), code).toBeNull();
      expect(outageOf(throughPrisma(code)), `${code} through Prisma`).toBeNull();
    }
  });

  it('names Redis for what ioredis says when Redis is away', () => {
    expect(outageOf(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(
      'redis',
    );
    expect(outageOf(new Error('Command timed out'))).toBe('redis');
  });

  it('leaves bugs and refusals alone', () => {
    expect(outageOf(new TypeError('cannot read properties of undefined'))).toBeNull();
    expect(
      outageOf(new Prisma.PrismaClientKnownRequestError('unique', { code: 'P2002', clientVersion: '7' })),
    ).toBeNull();
    expect(outageOf(new DomainError('NOT_FOUND', 'no match'))).toBeNull();
  });
});

describe('the error formatter in an outage', () => {
  it('answers SERVICE_UNAVAILABLE with a wait, and never the internal message', () => {
    const format = createErrorFormatter(createLogger('silent'));
    const error = new GraphQLError('boom', { originalError: new Error('wrapped', { cause: refused }) });
    const formatted = format(error.toJSON(), error);
    expect(formatted.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 2 });
    expect(JSON.stringify(formatted)).not.toMatch(/5432|ECONNREFUSED|127\.0\.0\.1/);
  });
});
