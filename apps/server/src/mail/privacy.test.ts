import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { API_TOKEN_MUTATIONS, SESSION_ONLY_QUERIES } from '../accounts/token-powers.js';
import { buildSchema } from '../schema.js';

describe('the email address in the public schema', () => {
  const schema = buildSchema();
  const fields = Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
    .flatMap((type) =>
      Object.values((type as GraphQLObjectType).getFields()).map((field) => ({
        type: type.name,
        field,
      })),
    );

  it('is one text field, of a type only the viewer’s own mail settings and the mutations that set them answer', () => {
    expect(
      fields
        .filter(
          ({ field }) => getNamedType(field.type).name === 'String' && /e-?mail|address/i.test(field.name),
        )
        .map(({ type, field }) => `${type}.${field.name}`),
    ).toEqual(['MailSettings.address']);
    expect(
      fields
        .filter(({ field }) => getNamedType(field.type).name === 'MailSettings')
        .map(({ type, field }) => `${type}.${field.name}`)
        .sort(),
    ).toEqual([
      'Mutation.removeEmail',
      'Mutation.resendEmailVerification',
      'Mutation.setEmail',
      'Mutation.setMailPreferences',
      'Query.mailSettings',
    ]);
  });

  it('is read and set only with a session, never with an API token', () => {
    expect(SESSION_ONLY_QUERIES.has('mailSettings')).toBe(true);
    for (const mutation of ['setEmail', 'resendEmailVerification', 'removeEmail', 'setMailPreferences'])
      expect(API_TOKEN_MUTATIONS.has(mutation), mutation).toBe(false);
  });
});
