import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DieShape, IslandEmblem, LegendShape, ShipShape } from '@/games/pirates-cove/Pieces';
import '@/games/pirates-cove/pirates-cove.css';
import { GAME_DATA } from '@/games/registry';
import { RULES_TAGS } from '../richText';
import { RulesBook, RulesFigure } from '../RulesBook';
import '../learn.css';

/** The islands by number, as the board numbers them; 0 is Pirate's Cove. */
const ISLANDS = [
  [1, 'tavern'],
  [2, 'hull'],
  [3, 'sail'],
  [4, 'cannon'],
  [5, 'crew'],
  [6, 'treasure'],
  [0, 'cove'],
] as const;

/** Crew 3 and cannons 2: two dice; a 5 hits, a 4 does not. */
const SHOT = [5, 4] as const;

type Section = (typeof GAME_DATA)['pirates-cove']['rules']['sections'][number];

export function PiratesCoveRules() {
  const t = useTranslations('piratesCoveRules');
  const labels = useTranslations('piratesCove.options');
  const figures: Partial<Record<Section, ReactNode>> = {
    goal: <ShipsFigure />,
    islands: <IslandsFigure />,
    combat: <ShotFigure />,
  };
  return (
    <RulesBook
      game="pirates-cove"
      text={{
        intro: t.rich('intro', RULES_TAGS),
        sections: GAME_DATA['pirates-cove'].rules.sections.map((id) => ({
          id,
          title: t(`sections.${id}.title`),
          body: t.rich(`sections.${id}.body`, RULES_TAGS),
          figure: figures[id],
        })),
        optionsIntro: t.rich('optionsIntro', RULES_TAGS),
        options: GAME_DATA['pirates-cove'].rules.options.map((name) => ({
          name,
          label: labels(`${name}.label`),
          body: t.rich(`options.${name}`, RULES_TAGS),
        })),
        firstTurn: t.rich('firstTurn', RULES_TAGS),
      }}
    />
  );
}

function ShipsFigure() {
  const tf = useTranslations('piratesCoveRules.figures');
  return (
    <RulesFigure caption={tf('ships')} className="pirates-cove">
      <svg viewBox="0 0 200 56" className="rules-sea" aria-hidden="true">
        <rect x="0" y="0" width="200" height="56" rx="8" fill="#1f4a66" />
        <ShipShape colour="red" x={30} y={30} scale={1.1} />
        <ShipShape colour="blue" x={70} y={30} scale={1.1} />
        <ShipShape colour="yellow" x={110} y={30} scale={1.1} />
        <LegendShape x={160} y={32} scale={1.2} />
      </svg>
    </RulesFigure>
  );
}

function IslandsFigure() {
  const tf = useTranslations('piratesCoveRules.figures');
  const islands = useTranslations('piratesCove.islands');
  return (
    <RulesFigure caption={tf('islands')} className="pirates-cove">
      <ul className="rules-legend">
        {ISLANDS.map(([number, name]) => (
          <li key={name}>
            <svg viewBox="-14 -14 28 28" width="30" height="30" aria-hidden="true">
              <circle r="14" fill="#1f4a66" />
              <IslandEmblem island={number} scale={0.85} />
            </svg>
            <span>
              {number > 0 ? `${number} · ` : ''}
              {islands(name)}
            </span>
          </li>
        ))}
      </ul>
    </RulesFigure>
  );
}

function ShotFigure() {
  const tf = useTranslations('piratesCoveRules.figures');
  return (
    <RulesFigure caption={tf('shot')} className="pirates-cove">
      <svg viewBox="0 0 120 40" className="rules-sea pc-dice" aria-hidden="true">
        <rect x="0" y="0" width="120" height="40" rx="8" fill="#1f4a66" />
        <ShipShape colour="red" x={22} y={22} />
        {SHOT.map((value, index) => (
          <DieShape key={index} value={value} hit={value >= 5} x={62 + index * 24} y={20} />
        ))}
      </svg>
    </RulesFigure>
  );
}
