import type { CartagenaSymbol } from '@brethren/engine/cartagena';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { CardFace } from '@/games/cartagena/CardFace';
import { PirateShape, SymbolIcon, SymbolShape } from '@/games/cartagena/Symbols';
import '@/games/cartagena/cartagena.css';
import { GAME_DATA } from '@/games/registry';
import { RULES_TAGS } from '../richText';
import { RulesBook, RulesFigure } from '../RulesBook';
import '../learn.css';

const SYMBOLS: readonly CartagenaSymbol[] = ['pistol', 'rum', 'lantern', 'parrot', 'hook', 'chest'];

type Section = (typeof GAME_DATA.cartagena.rules.sections)[number];

export function CartagenaRules() {
  const t = useTranslations('cartagenaRules');
  const labels = useTranslations('cartagena.options');
  const figures: Partial<Record<Section, ReactNode>> = {
    setup: <SymbolsFigure />,
    advance: <AdvanceFigure />,
    back: <BackFigure />,
  };
  return (
    <RulesBook
      game="cartagena"
      text={{
        intro: t.rich('intro', RULES_TAGS),
        sections: GAME_DATA.cartagena.rules.sections.map((id) => ({
          id,
          title: t(`sections.${id}.title`),
          body: t.rich(`sections.${id}.body`, RULES_TAGS),
          figure: figures[id],
        })),
        optionsIntro: t.rich('optionsIntro', RULES_TAGS),
        options: GAME_DATA.cartagena.rules.options.map((name) => ({
          name,
          label: labels(`${name}.label`),
          body: t.rich(`options.${name}`, RULES_TAGS),
        })),
        firstTurn: t.rich('firstTurn', RULES_TAGS),
        firstTurnFigure: <HandFigure />,
      }}
    />
  );
}

function SymbolsFigure() {
  const tf = useTranslations('cartagenaRules.figures');
  const names = useTranslations('cartagena.symbols');
  return (
    <RulesFigure caption={tf('symbols')} className="cartagena">
      <ul className="rules-symbols">
        {SYMBOLS.map((symbol) => (
          <li key={symbol}>
            <SymbolIcon symbol={symbol} size={32} />
            <span>{names(symbol)}</span>
          </li>
        ))}
      </ul>
    </RulesFigure>
  );
}

/** A strip of path squares with pirates on some, and an arrow for the move the caption tells. */
function PathStrip({
  squares,
  pirates,
  from,
  to,
}: {
  squares: readonly CartagenaSymbol[];
  pirates: readonly (readonly string[])[];
  from: number;
  to: number;
}) {
  const marker = useId();
  const size = 40;
  const width = squares.length * size;
  const arc = (x: number) => x * size + size / 2;
  return (
    <svg viewBox={`-2 -34 ${width + 4} 110`} className="rules-strip" aria-hidden="true">
      {squares.map((symbol, index) => (
        <g key={index}>
          <rect
            x={index * size + 1}
            y={18}
            width={size - 2}
            height={size - 2}
            rx={5}
            fill="#efe3c2"
            stroke="#8a6d3b"
          />
          <SymbolShape symbol={symbol} x={arc(index)} y={37} scale={1.15} />
          {(pirates[index] ?? []).map((colour, k) => (
            <PirateShape key={k} colour={colour} x={arc(index) - 8 + k * 9} y={66} scale={0.9} />
          ))}
        </g>
      ))}
      <path
        d={`M${arc(from)} 12 Q${(arc(from) + arc(to)) / 2} -30 ${arc(to)} 12`}
        fill="none"
        stroke="#8c2f2b"
        strokeWidth="2.5"
        markerEnd={`url(#${marker})`}
      />
      <defs>
        <marker
          id={marker}
          viewBox="0 0 10 10"
          refX="7"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0 0 L10 5 L0 10 Z" fill="#8c2f2b" />
        </marker>
      </defs>
    </svg>
  );
}

function AdvanceFigure() {
  const tf = useTranslations('cartagenaRules.figures');
  return (
    <RulesFigure caption={tf('advance')} className="cartagena">
      <PathStrip
        squares={['hook', 'lantern', 'rum', 'parrot', 'lantern', 'pistol', 'chest']}
        pirates={[['red'], ['blue'], [], ['green'], [], [], []]}
        from={0}
        to={4}
      />
    </RulesFigure>
  );
}

function BackFigure() {
  const tf = useTranslations('cartagenaRules.figures');
  return (
    <RulesFigure caption={tf('back')} className="cartagena">
      <PathStrip
        squares={['pistol', 'chest', 'parrot', 'rum', 'hook', 'lantern']}
        pirates={[['green'], ['blue', 'yellow'], [], [], ['red'], []]}
        from={4}
        to={1}
      />
    </RulesFigure>
  );
}

function HandFigure() {
  const tf = useTranslations('cartagenaRules.figures');
  return (
    <RulesFigure caption={tf('hand')} className="cartagena">
      <div className="rules-cards">
        <CardFace card={{ symbol: 'lantern', dark: false }} />
        <CardFace card={{ symbol: 'rum', dark: false }} />
        <CardFace card={{ symbol: 'hook', dark: true }} />
      </div>
    </RulesFigure>
  );
}
