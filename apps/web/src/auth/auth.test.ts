import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/request';
import { apiHeadersFor, requesterOf } from './clientAddress';
import { deviceName } from './device';
import { authFailure, encodeAuthFailure } from './failure';

const FRONTED = Symbol.for('brethren.web.clientAddressHeader');

describe('deviceName', () => {
  it('names the browser and the system', () => {
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox · Linux',
    );
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
  });

  it('says nothing when the User-Agent says nothing', () => {
    expect(deviceName(undefined)).toBe('');
    expect(deviceName('')).toBe('');
  });
});

describe('the browser’s address on its way to the API', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[FRONTED];
  });

  it('is read from the front’s header only when the front set it', () => {
    const headers = { 'x-brethren-client-address': '203.0.113.5', 'user-agent': 'curl/8' };
    expect(requesterOf(headers)).toEqual({ address: undefined, userAgent: 'curl/8' });
    (globalThis as Record<symbol, unknown>)[FRONTED] = true;
    expect(requesterOf(headers)).toEqual({ address: '203.0.113.5', userAgent: 'curl/8' });
    // A browser's own X-Forwarded-For is never taken for its address.
    expect(requesterOf({ 'x-forwarded-for': '198.51.100.1' }).address).toBeUndefined();
  });

  it('goes to the API with the shared secret, or not at all', () => {
    expect(apiHeadersFor('203.0.113.5', { CLIENT_ADDRESS_SECRET: 's3cret' })).toEqual({
      'x-brethren-client-address': '203.0.113.5',
      'x-brethren-client-secret': 's3cret',
    });
    expect(apiHeadersFor(undefined, { CLIENT_ADDRESS_SECRET: 's3cret' })).toEqual({});
    expect(apiHeadersFor('203.0.113.5', { NEXT_PHASE: 'phase-production-build' })).toEqual({});
  });
});

describe('a refused sign-in through NextAuth', () => {
  it('keeps the code and the extensions on the way to the form', () => {
    const refusal = new ApiError('RATE_LIMITED', 'too many failed sign-ins', {
      retryAfterSeconds: 30,
      scope: 'ACCOUNT',
    });
    expect(authFailure(encodeAuthFailure(refusal))).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'too many failed sign-ins',
      extensions: { retryAfterSeconds: 30, scope: 'ACCOUNT' },
    });
  });

  it('reads the older form and NextAuth’s own words', () => {
    expect(authFailure('HANDLE_TAKEN: the handle "anne" is taken')).toMatchObject({ code: 'HANDLE_TAKEN' });
    expect(authFailure('CredentialsSignin')).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(authFailure('{not json')).toMatchObject({ code: 'ERROR' });
  });
});
