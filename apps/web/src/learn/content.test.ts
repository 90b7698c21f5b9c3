import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { games } from '@brethren/engine';
import type { GameId } from '@brethren/engine/core';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, GAME_NAMESPACES } from '@/games/ids';
import { GAME_DATA } from '@/games/registry';
import { LOCALES } from '@/i18n/locales';
import { FIRST_TURN_SECTION, OPTIONS_SECTION, SCORING_SECTION, optionAnchor, rulesHref } from './content';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Tree = { readonly [key: string]: string | Tree };

function rulesCatalogue(locale: string, game: GameId): Tree {
  return JSON.parse(
    readFileSync(path.join(web, 'messages', locale, `${GAME_NAMESPACES[game]}Rules.json`), 'utf8'),
  ) as Tree;
}

describe('the rules pages', () => {
  it.each(GAME_IDS)('%s explains every option its engine declares, and no other', (game) => {
    const declared = games[game].options.map((option) => option.name).sort();
    expect([...GAME_DATA[game].rules.options].sort()).toEqual(declared);
  });

  it.each(GAME_IDS)('%s has a paragraph for every option and section, in every language', (game) => {
    for (const locale of LOCALES) {
      const catalogue = rulesCatalogue(locale, game);
      const options = catalogue['options'] as Tree;
      const sections = catalogue['sections'] as Tree;
      expect(Object.keys(options).sort()).toEqual([...GAME_DATA[game].rules.options].sort());
      expect(Object.keys(sections).sort()).toEqual([...GAME_DATA[game].rules.sections].sort());
    }
  });

  it.each(GAME_IDS)('%s has a scoring section, and no section takes the anchor of another part', (game) => {
    const sections: readonly string[] = GAME_DATA[game].rules.sections;
    expect(sections).toContain(SCORING_SECTION);
    const anchors = [
      ...sections,
      OPTIONS_SECTION,
      FIRST_TURN_SECTION,
      ...GAME_DATA[game].rules.options.map((option) => optionAnchor(option)),
    ];
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it.each(GAME_IDS)('%s seats a bot table its engine plays', (game) => {
    const { botTable } = GAME_DATA[game];
    expect(botTable).toBeGreaterThanOrEqual(Math.max(2, games[game].minPlayers));
    expect(botTable).toBeLessThanOrEqual(games[game].maxPlayers);
  });

  it('links an option to its paragraph on its game’s page', () => {
    expect(rulesHref('tortuga', optionAnchor('timer'))).toBe('/games/tortuga#option-timer');
    expect(rulesHref('cartagena')).toBe('/games/cartagena');
  });
});
