import { piratesCove } from '@brethren/engine/pirates-cove';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/testing/intl';
import { PiratesCoveTable } from './PiratesCoveTable';
import { logFor, mostlyBot, positions } from '../shared/testing/played';
import { NAMES } from './testing/positions';

/**
 * WCAG 2.5.3 (axe `label-content-name-mismatch`): a button named apart from what it shows cannot be
 * pressed by saying what it shows. Every button of the table is checked at positions where the
 * short ones are offered: sections to fire at, upgrades and islands to place loot on.
 */

/** A standard game and a "rudi" one (whose players place loot on the islands), played by bots. */
const played = (['standard', 'rudi'] as const).map((variant) =>
  positions(
    piratesCove,
    { players: 3, seed: `names-${variant}`, options: { variant, shortGame: true, preGameShopping: true } },
    { choices: `names-${variant}/choices`, choose: mostlyBot('heuristic', 3) as never, everySeat: true },
  ),
);

const SHORT_BUTTONS = ['fire', 'upgrade', 'placeLoot'] as const;

/** The first position where seat 0 may act with each kind of short button. */
const offered = SHORT_BUTTONS.map((type) => ({
  type,
  position: played
    .flatMap((game) => game.positions)
    .find((position) => position.seat === 0 && position.actions.some((action) => action.type === type)),
}));

/**
 * What a button shows in words: its text without what only a screen reader reads; arrows and other
 * signs alone say nothing a voice command could repeat (axe leaves them out too).
 */
function visibleWords(button: HTMLElement): string {
  const copy = button.cloneNode(true) as HTMLElement;
  for (const unseen of copy.querySelectorAll('.sr-only, [aria-hidden="true"], [display="none"], title'))
    unseen.remove();
  const text = plain(copy.textContent ?? '');
  return /[\p{L}\p{N}]{2}/u.test(text) ? text : '';
}

/** Lower case, signs and punctuation as spaces: how axe compares a name with the text shown. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A button's name where it is given apart from its content (`aria-label`, `aria-labelledby`). */
function accessibleName(button: HTMLElement): string | null {
  const label = button.getAttribute('aria-label');
  const ids = button.getAttribute('aria-labelledby');
  if (label !== null) return plain(label);
  if (ids === null) return null;
  return plain(
    ids
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

describe('Pirate’s Cove buttons are named by what they show', () => {
  it.each(offered)('$type: every name starts with the button’s visible text', ({ position }) => {
    expect(position).toBeDefined();
    if (!position) return;
    renderWithIntl(
      <PiratesCoveTable
        view={piratesCove.view(position.state, 0)}
        names={NAMES.slice(0, 3)}
        viewerSeat={0}
        legalActions={position.actions}
        activeSeats={piratesCove.activeSeats(position.state)}
        log={logFor(position.entries, 0)}
        live
        busy={false}
        onAct={vi.fn()}
      />,
    );
    // Placing loot: the islands are offered once a loot card is picked.
    const loot = screen.queryAllByTestId('loot-pick')[0];
    if (loot) fireEvent.click(loot);
    for (const button of screen.getAllByRole('button')) {
      const shown = visibleWords(button);
      const name = accessibleName(button);
      if (name !== null && shown !== '') expect(name.startsWith(shown), `${name} / ${shown}`).toBe(true);
    }
  });
});
