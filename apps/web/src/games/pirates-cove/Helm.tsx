'use client';

import type { KeyboardEvent } from 'react';
import { explains } from '../shared/explain/explains';
import { ISLANDS } from './data';
import { islandLabel } from './describe';
import { useSpeech } from './speech';

/**
 * The captain's wheel: six handles, one per island. Picking a handle only selects it; the course is
 * set by the button beside the wheel, so a slip of the finger reveals nothing and costs nothing.
 * A handle that cannot be picked (or the wheel of a course already set) names its island on tap.
 */
export interface HelmProps {
  /** Islands that may be picked. */
  readonly islands: ReadonlySet<number>;
  readonly selected: number | null;
  readonly onPick: (island: number) => void;
  /** The course already set (shown to its owner only, by the view). */
  readonly course: number | null;
  readonly busy: boolean;
  readonly label: string;
}

function angleOf(island: number): number {
  return ((-90 + (island - 1) * 60) * Math.PI) / 180;
}

export function Helm({ islands, selected, onPick, course, busy, label }: HelmProps) {
  const speech = useSpeech();
  const shown = selected ?? course;
  return (
    <svg viewBox="-122 -122 244 244" className="pc-helm" role="group" aria-label={label} data-testid="helm">
      <circle r="70" className="pc-helm-rim" />
      <circle r="56" className="pc-helm-inner" />
      {ISLANDS.map((island) => {
        const a = angleOf(island);
        return (
          <line
            key={island}
            x1={Math.cos(a) * 18}
            y1={Math.sin(a) * 18}
            x2={Math.cos(a) * 84}
            y2={Math.sin(a) * 84}
            className="pc-helm-spoke"
          />
        );
      })}
      <circle r="22" className="pc-helm-hub" />
      <text y="7" textAnchor="middle" className="pc-helm-hub-text">
        {shown ?? '?'}
      </text>
      {ISLANDS.map((island) => {
        const a = angleOf(island);
        const x = Math.cos(a) * 98;
        const y = Math.sin(a) * 98;
        const pickable = islands.has(island) && !busy;
        const picked = selected === island;
        const set = course === island && selected === null;
        const pick = () => onPick(island);
        return (
          <g
            key={island}
            className={`pc-helm-handle${pickable ? ' pickable' : ''}${picked ? ' picked' : ''}${set ? ' set' : ''}`}
            data-testid="helm-island"
            data-island={island}
            data-select={pickable ? 'course' : undefined}
            {...(pickable
              ? {
                  role: 'button',
                  tabIndex: 0,
                  'aria-label': islandLabel(island, speech),
                  'aria-pressed': picked,
                  onClick: pick,
                  onKeyDown: (event: KeyboardEvent) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      pick();
                    }
                  },
                }
              : explains(islandLabel(island, speech)))}
          >
            <title>{islandLabel(island, speech)}</title>
            <circle cx={x} cy={y} r="20" />
            <text x={x} y={y + 7} textAnchor="middle">
              {island}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
