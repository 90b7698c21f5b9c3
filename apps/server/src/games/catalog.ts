import { games, type AnyGameDefinition, type OptionDescriptor } from '@brethren/engine';
import { DomainError } from '../errors.js';

export interface GameInfo {
  readonly id: string;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly options: readonly OptionDescriptor[];
  readonly botLevels: readonly { level: string; description: string }[];
}

/** The engine's games as the API describes them; every game the engine exports is playable. */
export class GameCatalog {
  private readonly definitions = new Map<string, AnyGameDefinition>(Object.entries(games));

  list(): GameInfo[] {
    return [...this.definitions.values()].map(describe);
  }

  info(id: string): GameInfo | null {
    const definition = this.definitions.get(id);
    return definition ? describe(definition) : null;
  }

  /** The definition for a stored match's game; throws for an unknown id. */
  definition(id: string): AnyGameDefinition {
    const definition = this.definitions.get(id);
    if (!definition) throw new DomainError('UNKNOWN_GAME', `no game "${id}"; see the games query`);
    return definition;
  }
}

function describe(definition: AnyGameDefinition): GameInfo {
  return {
    id: definition.id,
    name: definition.name,
    minPlayers: definition.minPlayers,
    maxPlayers: definition.maxPlayers,
    options: definition.options,
    botLevels: Object.values(definition.bots).map((bot) => ({
      level: bot.level,
      description: bot.description,
    })),
  };
}
