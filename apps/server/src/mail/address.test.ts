import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors.js';
import { parseAddress } from './address.js';

const reasonOf = (input: string) => {
  try {
    parseAddress(input);
    return null;
  } catch (error) {
    if (!isDomainError(error, 'BAD_USER_INPUT')) throw error;
    return error.details['reason'];
  }
};

describe('an email address', () => {
  it('takes what people type, trimmed', () => {
    expect(parseAddress('  anne@example.org ')).toBe('anne@example.org');
    for (const address of [
      'Anne.Bonny+brethren@mail.example.co.uk',
      "o'hara@example.ie",
      'x@xn--bcher-kva.example',
      'capitano@bücher.it',
      '1@2.io',
    ])
      expect(parseAddress(address)).toBe(address);
  });

  it('refuses what is not an address', () => {
    for (const input of [
      '',
      'anne',
      'anne@',
      '@example.org',
      'anne@localhost',
      'anne@example',
      'anne@@example.org',
      'anne bonny@example.org',
      'anne@exa mple.org',
      '.anne@example.org',
      'anne.@example.org',
      'an..ne@example.org',
      'anne@-example.org',
      'anne@example-.org',
      'anne@example..org',
      'anne@127.0.0.1',
      '"anne"@example.org',
      'anne@example.org\nBcc: all@example.org',
      'anne@example.org>',
      '<anne@example.org>',
    ])
      expect(reasonOf(input), JSON.stringify(input)).toBe('NOT_AN_ADDRESS');
  });

  it('refuses one too long for mail servers', () => {
    expect(reasonOf(`${'a'.repeat(65)}@example.org`)).toBe('NOT_AN_ADDRESS');
    expect(reasonOf(`anne@${'a'.repeat(250)}.org`)).toBe('TOO_LONG');
    expect(parseAddress(`${'a'.repeat(64)}@example.org`)).toHaveLength(76);
  });
});
