import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.js';
import { API_TOKEN_MUTATIONS, SESSION_ONLY_QUERIES } from './token-powers.js';

describe('what an API token may do', () => {
  const schema = buildSchema();
  const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {});

  it('names only mutations and queries that exist', () => {
    expect([...API_TOKEN_MUTATIONS].filter((name) => !mutations.includes(name))).toEqual([]);
    const queries = Object.keys(schema.getQueryType()?.getFields() ?? {});
    expect([...SESSION_ONLY_QUERIES].filter((name) => !queries.includes(name))).toEqual([]);
  });

  // A new mutation lands here until someone decides an API token may call it.
  it('leaves exactly what secures the account to sessions', () => {
    expect(mutations.filter((name) => !API_TOKEN_MUTATIONS.has(name)).sort()).toEqual([
      'changePassword',
      'claimGuest',
      'createApiToken',
      'deleteAccount',
      'endSession',
      'removeEmail',
      'resendEmailVerification',
      'resolveChatReport',
      'revokeApiToken',
      'setEmail',
      'setMailPreferences',
      'signOutEverywhere',
    ]);
  });
});
