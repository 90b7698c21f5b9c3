import { z } from 'zod';
import type { AnyGameDefinition } from './game.js';

/**
 * A game's action shapes as JSON Schema (draft 2020-12), for API clients: what `submitAction`
 * accepts, as clients may write it (optional fields with defaults stay optional).
 */
export function actionJsonSchema(game: AnyGameDefinition): Record<string, unknown> {
  return z.toJSONSchema(game.actionSchema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
}
