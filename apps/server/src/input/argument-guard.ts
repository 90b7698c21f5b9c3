import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { DomainError } from '../errors.js';
import { containsForbiddenText } from './text.js';

/**
 * Guards every argument of the schema at once: a field whose arguments hold forbidden text (see
 * `text.ts`) anywhere — a handle, a password, a token name, an id, a search, a JSON action or
 * option — is refused with BAD_USER_INPUT before its resolver runs, so no such string reaches the
 * database or a log. It wraps the schema rather than a transport, so HTTP and WebSocket operations
 * pass the same guard, and a field added later is guarded without anyone remembering to.
 */
export function guardArguments(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      if (!field.args || Object.keys(field.args).length === 0) return field;
      return {
        ...field,
        resolve: guarded(field.resolve ?? defaultFieldResolver),
        ...(field.subscribe ? { subscribe: guarded(field.subscribe) } : {}),
      };
    },
  });
}

function guarded<TSource, TContext>(
  resolve: GraphQLFieldResolver<TSource, TContext>,
): GraphQLFieldResolver<TSource, TContext> {
  return (source, args: Record<string, unknown>, context, info) => {
    const refused = Object.keys(args).find((name) => containsForbiddenText(args[name]));
    if (refused !== undefined) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `${refused}: text may not contain control characters (such as NUL) or lone surrogates`,
        { field: refused, reason: 'CONTROL_CHARACTER' },
      );
    }
    return resolve(source, args, context, info);
  };
}
