import { MapperKind, mapSchema, type FieldMapper } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Context } from '../context.js';
import { DomainError } from '../errors.js';

/**
 * The mutations an API token may call: playing (tables, challenges, queues, moves), chatting and
 * the social graph (follow, block, report), notifications, and what any caller may (sign up or in,
 * the language, the links in mail). Everything else — making or ending tokens and sessions, the
 * password, claiming a guest account, deleting the account, the email address and what is mailed
 * to it, moderating — needs a browser session: a leaked token can then cheat at a table but cannot
 * take the account over, lock its owner out, erase it or learn its owner's address. An allow-list,
 * so a mutation added later is refused to tokens until someone decides otherwise here.
 */
export const API_TOKEN_MUTATIONS: ReadonlySet<string> = new Set([
  'signUp',
  'signIn',
  'startGuest',
  // Ends only a session: with an API token it answers false, as documented.
  'signOut',
  'setLocale',
  'createMatch',
  'joinMatch',
  'leaveMatch',
  'setSeatBot',
  'removeFromSeat',
  'startMatch',
  'submitAction',
  'resignMatch',
  'voteOnAbsence',
  'reclaimSeat',
  'offerRematch',
  'acceptRematch',
  'joinQueue',
  'leaveQueue',
  // Tournaments are playing too: a program may make one, enter, withdraw, start its own, and take
  // a break from an arena's pairing.
  'createTournament',
  'joinTournament',
  'leaveTournament',
  'startTournament',
  'pauseTournament',
  'resumeTournament',
  // Reviews are for bot authors above all: a program asks for the review of its own seat.
  'requestReview',
  'challengePlayer',
  'acceptChallenge',
  'declineChallenge',
  'followPlayer',
  'unfollowPlayer',
  'blockPlayer',
  'unblockPlayer',
  'sendChatMessage',
  'sendTournamentChatMessage',
  'reportChatMessage',
  // A program told of its turns marks what it has read, as a person does.
  'markNotificationsRead',
  // Part of playing turn-based tables: a program may go on vacation and come back, as a person does.
  'startVacation',
  'endVacation',
  // Links from mail, which need no account at all: whoever holds the link may follow it.
  'verifyEmail',
  'unsubscribeMail',
  // A lost password: asked for, and set from its mailed link, by whoever holds it, signed in or not.
  'requestPasswordReset',
  'resetPassword',
]);

/** The reads that show what secures the account (which tokens and sessions exist) or is private (the email address). */
export const SESSION_ONLY_QUERIES: ReadonlySet<string> = new Set(['apiTokens', 'sessions', 'mailSettings']);

/** Refuses session-only root fields to API tokens, over HTTP and WebSocket alike. */
export function guardTokenPowers(schema: GraphQLSchema): GraphQLSchema {
  const guard =
    (allowed: (field: string) => boolean): FieldMapper =>
    (field, name) =>
      allowed(name) ? field : { ...field, resolve: sessionOnly(name, field.resolve ?? defaultFieldResolver) };
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: guard((name) => API_TOKEN_MUTATIONS.has(name)),
    [MapperKind.QUERY_ROOT_FIELD]: guard((name) => !SESSION_ONLY_QUERIES.has(name)),
  });
}

function sessionOnly(
  name: string,
  resolve: GraphQLFieldResolver<unknown, unknown>,
): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, context, info) => {
    if ((context as Context).viewer?.tokenKind === 'API') {
      throw new DomainError(
        'FORBIDDEN',
        `an API token cannot use ${name}: API tokens play, read and chat; sign in for what secures the account`,
        { reason: 'API_TOKEN' },
      );
    }
    return resolve(source, args, context, info);
  };
}
