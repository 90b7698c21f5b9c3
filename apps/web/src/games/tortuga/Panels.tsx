'use client';

import type { TortugaView } from '@brethren/engine';
import { memo } from 'react';
import {
  awaitedText,
  CARD_NAME,
  name,
  NATION_NAME,
  ROLE_NAME,
  SHIP_LABEL,
  standing,
  voteCardName,
  type Words,
} from './describe';
import { EventIcon, FlagIcon, LoyaltyCardSvg, PawnIcon, VoteCardFace } from './Pieces';

/* The table's panels around the board: whose turn, the piles, the score, you, the pirates. */

/** Brain-burner start: where a drawn pawn chose to start, before everyone is placed. */
function startChoice(view: TortugaView, seat: number): string | null {
  if (view.pending?.kind !== 'chooseStart') return null;
  const choice = view.pending.chosen.find((c) => c.seat === seat);
  if (!choice) return view.pending.seat === seat ? 'drawn from the bag: choosing' : 'in the bag';
  const where = choice.place === 'tortuga' ? 'Tortuga' : SHIP_LABEL[choice.place];
  return `starts: ${where}, space ${choice.position}`;
}

export const TurnBar = memo(function TurnBar({
  view,
  words,
  mine,
  live,
}: {
  view: TortugaView;
  words: Words;
  mine: boolean;
  live: boolean;
}) {
  const text = view.outcome || live ? awaitedText(view, words) : 'The match is over.';
  return (
    <p
      className={`turn-bar tortuga-turn${mine ? ' mine' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="turn-bar"
    >
      {text}
    </p>
  );
});

export const Piles = memo(function Piles({ view }: { view: TortugaView }) {
  const counts = new Map<string, number>();
  for (const card of view.discardPile) counts.set(CARD_NAME[card], (counts.get(CARD_NAME[card]) ?? 0) + 1);
  return (
    <div className="piles">
      <p className="muted small pile-line">
        Event deck: {view.eventDeckSize}
        {view.starCards ? ` · Stars: ${view.starCards.map((card) => CARD_NAME[card]).join(', ')}` : ''}
        {view.suddenDeath > 0 ? ' · Sudden death' : ''}
      </p>
      <details className="discards">
        <summary className="small">Discard pile ({view.discardPile.length})</summary>
        <p className="small">
          {view.discardPile.length === 0
            ? 'Empty.'
            : [...counts].map(([card, count]) => (count > 1 ? `${card} ×${count}` : card)).join(', ')}
        </p>
      </details>
    </div>
  );
});

export const Scores = memo(function Scores({ view }: { view: TortugaView }) {
  return (
    <p className="scores" data-testid="scores">
      <span>
        <FlagIcon nation="british" width={20} /> British treasure <strong>{view.scores.british}</strong>
      </span>
      <span>
        <FlagIcon nation="french" width={20} /> French treasure <strong>{view.scores.french}</strong>
      </span>
      <span className="muted small">
        Vote deck: {view.voteDeckSize} · {view.ruleset}
        {view.options.timer ? ' · 30-second turns' : ''}
        {view.turn.number > 0 ? ` · turn ${view.turn.number}` : ''}
      </span>
    </p>
  );
});

export const YouPanel = memo(function YouPanel({ view, words }: { view: TortugaView; words: Words }) {
  const seat = words.viewer;
  const me = seat === null ? undefined : view.seats[seat];
  if (seat === null || !me || view.hand === null) {
    return (
      <p className="panel muted" data-testid="spectating">
        You are watching: loyalties and vote hands stay hidden.
      </p>
    );
  }
  const loyalty = me.loyalty;
  return (
    <section className="panel you-panel" aria-labelledby="tortuga-you-title" data-testid="you">
      <h3 id="tortuga-you-title">You</h3>
      <div className="you-row">
        {loyalty ? (
          <div className="loyalty" data-testid="loyalty" data-loyalty={loyalty}>
            <LoyaltyCardSvg nation={loyalty} width={54} />
            <p className="small">
              <strong>{NATION_NAME[loyalty]}</strong>
              {me.loyaltyFaceUp ? ' (face up)' : ''}
              <br />
              {loyalty === 'dutch'
                ? 'You win if the treasure is tied.'
                : `You win with the ${NATION_NAME[loyalty]} treasure.`}
            </p>
          </div>
        ) : null}
        <div className="vote-hand-view">
          <p className="small hand-title">Vote cards ({view.hand.length})</p>
          <ul className="hand" data-testid="hand" aria-label="Your vote cards">
            {view.hand.map((card, index) => (
              <li key={`${voteCardName(card)}-${index}`} title={voteCardName(card)}>
                <VoteCardFace card={card} width={46} />
                <span className="sr-only">{voteCardName(card)}</span>
              </li>
            ))}
            {view.hand.length === 0 ? <li className="muted small">No vote card.</li> : null}
          </ul>
        </div>
      </div>
      {view.knownVoteDeckTop ? (
        <p className="small muted">You put {voteCardName(view.knownVoteDeckTop)} on top of the vote deck.</p>
      ) : null}
    </section>
  );
});

export const SeatList = memo(function SeatList({
  view,
  words,
  activeSeats,
}: {
  view: TortugaView;
  words: Words;
  activeSeats: readonly number[];
}) {
  return (
    <section className="panel seat-panel" aria-labelledby="tortuga-seats-title">
      <h3 id="tortuga-seats-title">Pirates</h3>
      <ul className="tortuga-seats" data-testid="seats">
        {view.seats.map((seat) => {
          const active = activeSeats.includes(seat.seat);
          const revealedHand = view.revealed?.hands[seat.seat];
          return (
            <li key={seat.seat} className={active ? 'active' : undefined} data-seat={seat.seat}>
              <PawnIcon seat={seat.seat} size={16} />
              <div className="seat-body">
                <span className="seat-name">
                  {name(seat.seat, words)}
                  {seat.seat === words.viewer ? <span className="muted"> (you)</span> : null}
                  {active ? <span className="to-play"> · to play</span> : null}
                </span>
                <span className="seat-where small">
                  {startChoice(view, seat.seat) ?? standing(seat)}
                  {seat.roles.length ? ` · ${seat.roles.map((role) => ROLE_NAME[role]).join(', ')}` : ''}
                </span>
                <span className="seat-cards small">
                  <span title="vote cards in hand" data-testid="vote-count">
                    {seat.voteCards} vote card{seat.voteCards === 1 ? '' : 's'}
                  </span>
                  {seat.loyalty && seat.seat !== words.viewer ? (
                    <span className="chip-line" data-testid="seat-loyalty">
                      <FlagIcon nation={seat.loyalty} width={16} /> {NATION_NAME[seat.loyalty]}
                      {seat.loyaltyFaceUp ? ' (face up)' : ''}
                    </span>
                  ) : null}
                  {seat.albatross > 0 ? (
                    <span className="chip-line">
                      <EventIcon card="albatross" size={14} /> Albatross
                      {seat.albatross > 1 ? ` ×${seat.albatross}` : ''}
                    </span>
                  ) : null}
                  {seat.lettersOfMarque > 0 ? (
                    <span className="chip-line">
                      <EventIcon card="letterOfMarque" size={14} /> Letter of Marque
                      {seat.lettersOfMarque > 1 ? ` ×${seat.lettersOfMarque}` : ''}
                    </span>
                  ) : null}
                  {seat.treasureMaps.map((map, index) => (
                    <span key={`${map}-${index}`} className="chip-line">
                      <EventIcon card={map} size={14} /> {CARD_NAME[map]} map
                    </span>
                  ))}
                  {seat.pirateCodeSkipsLeft > 0 ? (
                    <span className="chip-line">
                      <EventIcon card="pirateCode" size={14} /> Pirate Code ({seat.pirateCodeSkipsLeft} vote
                      {seat.pirateCodeSkipsLeft === 1 ? '' : 's'} to sit out)
                    </span>
                  ) : null}
                  {seat.skipsNextTurn ? (
                    <span className="chip-line">
                      <EventIcon card="scurvy" size={14} /> Scurvy: loses the next turn
                    </span>
                  ) : null}
                </span>
                {revealedHand ? (
                  <span
                    className="revealed-hand small muted"
                    aria-label={`Vote cards at the end: ${revealedHand.map(voteCardName).join('; ') || 'none'}`}
                    role="img"
                  >
                    {revealedHand.map((card, index) => (
                      <VoteCardFace key={index} card={card} width={18} />
                    ))}
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
