import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cartagena } from '@brethren/engine/cartagena';
import type { GameId, OptionDescriptor } from '@brethren/engine/core';
import { piratesCove } from '@brethren/engine/pirates-cove';
import { portRoyal } from '@brethren/engine/port-royal';
import { tortuga } from '@brethren/engine/tortuga';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import {
  FIRST_TURN_SECTION,
  GAME_FACTS,
  LEARN_GAMES,
  OPTIONS_SECTION,
  RULES,
  SCORING_SECTION,
  optionAnchor,
  rulesHref,
} from './content';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const ENGINES = {
  cartagena,
  tortuga,
  'port-royal': portRoyal,
  'pirates-cove': piratesCove,
} as const satisfies Record<
  GameId,
  { options: readonly OptionDescriptor[]; minPlayers: number; maxPlayers: number }
>;

const CATALOGUES: Readonly<Record<GameId, string>> = {
  cartagena: 'cartagenaRules',
  tortuga: 'tortugaRules',
  'port-royal': 'portRoyalRules',
  'pirates-cove': 'piratesCoveRules',
};

type Tree = { readonly [key: string]: string | Tree };

function rulesCatalogue(locale: string, game: GameId): Tree {
  return JSON.parse(
    readFileSync(path.join(web, 'messages', locale, `${CATALOGUES[game]}.json`), 'utf8'),
  ) as Tree;
}

describe('the rules pages', () => {
  it.each(LEARN_GAMES)('%s explains every option its engine declares, and no other', (game) => {
    const declared = ENGINES[game].options.map((option) => option.name).sort();
    expect([...RULES[game].options].sort()).toEqual(declared);
  });

  it.each(LEARN_GAMES)('%s has a paragraph for every option and section, in every language', (game) => {
    for (const locale of LOCALES) {
      const catalogue = rulesCatalogue(locale, game);
      const options = catalogue['options'] as Tree;
      const sections = catalogue['sections'] as Tree;
      expect(Object.keys(options).sort()).toEqual([...RULES[game].options].sort());
      expect(Object.keys(sections).sort()).toEqual([...RULES[game].sections].sort());
    }
  });

  it.each(LEARN_GAMES)(
    '%s has a scoring section, and no section takes the anchor of another part',
    (game) => {
      const sections: readonly string[] = RULES[game].sections;
      expect(sections).toContain(SCORING_SECTION);
      const anchors = [
        ...sections,
        OPTIONS_SECTION,
        FIRST_TURN_SECTION,
        ...RULES[game].options.map((option) => optionAnchor(option)),
      ];
      expect(new Set(anchors).size).toBe(anchors.length);
    },
  );

  it.each(LEARN_GAMES)('%s gives the player counts its engine plays', (game) => {
    const facts = GAME_FACTS[game];
    expect([facts.minPlayers, facts.maxPlayers]).toEqual([
      ENGINES[game].minPlayers,
      ENGINES[game].maxPlayers,
    ]);
    expect(facts.botTable).toBeGreaterThanOrEqual(Math.max(2, facts.minPlayers));
    expect(facts.botTable).toBeLessThanOrEqual(facts.maxPlayers);
  });

  it('links an option to its paragraph on its game’s page', () => {
    expect(rulesHref('tortuga', optionAnchor('timer'))).toBe('/games/tortuga#option-timer');
    expect(rulesHref('cartagena')).toBe('/games/cartagena');
  });
});
