import type { PortRoyalCrewCardView, PortRoyalLootCardView } from '@brethren/engine/port-royal';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CrewCardIcon, LootCardIcon } from '@/games/port-royal/Pieces';
import '@/games/port-royal/port-royal.css';
import { GAME_DATA } from '@/games/registry';
import { RULES_TAGS } from '../richText';
import { RulesBook, RulesFigure } from '../RulesBook';
import '../learn.css';

/** The data sheet's first trick: red 5 led, red 7, green 2 (trump, no red in hand), blue 8. */
const TRICK: readonly PortRoyalCrewCardView[] = [
  { id: 'r5', colour: 'red', value: 5 },
  { id: 'r7', colour: 'red', value: 7 },
  { id: 'g2', colour: 'green', value: 2 },
  { id: 'b8', colour: 'blue', value: 8 },
];

/** A ghost in the trick: colours no longer count, and the later of two 8s wins. */
const GHOST_TRICK: readonly PortRoyalCrewCardView[] = [
  { id: 'r8', colour: 'red', value: 8 },
  { id: 'x7', colour: null, value: 7 },
  { id: 'b8', colour: 'blue', value: 8 },
];

/** One ship's load: 8 and 6 tons of rum, −5, ×2 → value 18, weight 9. */
const LOAD: readonly PortRoyalLootCardView[] = [
  { id: 'rum8', good: 'rum', special: null, tons: 8, limitChange: 0 },
  { id: 'rum6', good: 'rum', special: null, tons: 6, limitChange: 0 },
  { id: 'minus5', good: null, special: 'minus5', tons: -5, limitChange: 0 },
  { id: 'double', good: null, special: 'double', tons: 0, limitChange: 0 },
];

type Section = (typeof GAME_DATA)['port-royal']['rules']['sections'][number];

export function PortRoyalRules() {
  const t = useTranslations('portRoyalRules');
  const labels = useTranslations('portRoyal.options');
  const figures: Partial<Record<Section, ReactNode>> = {
    tricks: <TrickFigure />,
    scoring: <LoadFigure />,
  };
  return (
    <RulesBook
      game="port-royal"
      text={{
        intro: t.rich('intro', RULES_TAGS),
        sections: GAME_DATA['port-royal'].rules.sections.map((id) => ({
          id,
          title: t(`sections.${id}.title`),
          body: t.rich(`sections.${id}.body`, RULES_TAGS),
          figure: figures[id],
        })),
        optionsIntro: t.rich('optionsIntro', RULES_TAGS),
        options: GAME_DATA['port-royal'].rules.options.map((name) => ({
          name,
          label: labels(`${name}.label`),
          body: t.rich(`options.${name}`, RULES_TAGS),
        })),
        firstTurn: t.rich('firstTurn', RULES_TAGS),
        firstTurnFigure: <GhostFigure />,
      }}
    />
  );
}

function TrickFigure() {
  const tf = useTranslations('portRoyalRules.figures');
  return (
    <RulesFigure caption={tf('trick')} className="port-royal">
      <div className="rules-cards">
        {TRICK.map((card) => (
          <CrewCardIcon key={card.id} card={card} width={50} trump={card.colour === 'green'} />
        ))}
      </div>
    </RulesFigure>
  );
}

function GhostFigure() {
  const tf = useTranslations('portRoyalRules.figures');
  return (
    <RulesFigure caption={tf('ghost')} className="port-royal">
      <div className="rules-cards">
        {GHOST_TRICK.map((card) => (
          <CrewCardIcon key={card.id} card={card} width={50} />
        ))}
      </div>
    </RulesFigure>
  );
}

function LoadFigure() {
  const tf = useTranslations('portRoyalRules.figures');
  return (
    <RulesFigure caption={tf('load')} className="port-royal">
      <div className="rules-cards">
        {LOAD.map((card) => (
          <LootCardIcon key={card.id} card={card} width={50} />
        ))}
      </div>
    </RulesFigure>
  );
}
