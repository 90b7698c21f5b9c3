import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { games } from '@brethren/engine';
import { gameMeta } from '@brethren/engine/meta';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { GAME_IDS, GAME_NAMESPACES, isWebGame } from './ids';
import { GAME_ACTION_WORDS, GAME_EMBLEMS, GAME_ENGINES, GAME_LOG_WORDS } from './registry';
import { GAME_TABLES } from './tables';

const messages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../messages');

describe('the registry of games', () => {
  it('holds every game the engine has, in the order the lobby shows them', () => {
    expect([...GAME_IDS].sort()).toEqual(Object.keys(games).sort());
    expect(GAME_IDS).toEqual(['cartagena', 'tortuga', 'port-royal', 'pirates-cove']);
    expect(isWebGame('tortuga')).toBe(true);
    expect(isWebGame('chess')).toBe(false);
    expect(isWebGame('toString')).toBe(false);
  });

  it.each(GAME_IDS)(
    '%s loads its own engine, whose name and player counts are the light ones',
    async (id) => {
      const engine = await GAME_ENGINES[id]();
      expect(engine).toBe(games[id]);
      expect(gameMeta[id]).toEqual({
        id,
        name: engine.name,
        minPlayers: engine.minPlayers,
        maxPlayers: engine.maxPlayers,
      });
    },
  );

  it.each(GAME_IDS)('%s loads a table, its log and actions in words and an emblem', async (id) => {
    for (const part of [
      await GAME_TABLES[id](),
      await GAME_LOG_WORDS[id](),
      await GAME_ACTION_WORDS[id](),
      await GAME_EMBLEMS[id](),
    ])
      expect(['function', 'object']).toContain(typeof part);
  });

  it.each(GAME_IDS)('%s has its words and its rules page in every language', (id) => {
    const namespace = GAME_NAMESPACES[id];
    for (const locale of LOCALES)
      for (const file of [namespace, `${namespace}Rules`])
        expect(existsSync(path.join(messages, locale, `${file}.json`)), `${locale}/${file}`).toBe(true);
  });
});
