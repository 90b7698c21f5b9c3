import { describe, expect, it } from 'vitest';
import { clientAddress, trustProxySetting } from './client-address.js';

const SECRET = 'a secret shared by web and API';

describe('clientAddress', () => {
  const viaWeb = (address: string, secret: string) => ({
    'x-brethren-client-address': address,
    'x-brethren-client-secret': secret,
  });

  it('believes the web server’s header with the shared secret', () => {
    expect(clientAddress(viaWeb('203.0.113.9', SECRET), '127.0.0.1', SECRET)).toBe('203.0.113.9');
    expect(clientAddress(viaWeb(' 2001:db8::7 ', SECRET), '127.0.0.1', SECRET)).toBe('2001:db8::7');
  });

  it('ignores it without the secret, with a wrong one, or when no secret is configured', () => {
    expect(clientAddress({ 'x-brethren-client-address': '203.0.113.9' }, '127.0.0.1', SECRET)).toBe(
      '127.0.0.1',
    );
    expect(clientAddress(viaWeb('203.0.113.9', 'guessed'), '127.0.0.1', SECRET)).toBe('127.0.0.1');
    expect(clientAddress(viaWeb('203.0.113.9', SECRET), '127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  it('ignores what is not an address, and says unknown when nothing is known', () => {
    expect(clientAddress(viaWeb('203.0.113.9, 10.0.0.1', SECRET), '127.0.0.1', SECRET)).toBe('127.0.0.1');
    expect(clientAddress({}, undefined, SECRET)).toBe('unknown');
  });
});

describe('trustProxySetting', () => {
  it('reads none, booleans, hop counts and address lists', () => {
    expect(['none', 'false', ' NONE ', ''].map(trustProxySetting)).toEqual([false, false, false, false]);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});
