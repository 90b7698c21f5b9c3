'use client';

import type { TortugaEventCard, TortugaSeatView, TortugaView } from '@brethren/engine/tortuga';
import { useTranslations } from 'next-intl';
import { memo, useId, type ReactNode } from 'react';
import type { Translator } from '@/i18n/translator';
import { explains } from '../shared/explain/explains';
import { SeatList } from '../shared/SeatList';
import { listOf, person } from '../shared/words';
import {
  cardHelp,
  cardName,
  nationName,
  roleName,
  standing,
  voteCardList,
  voteCardName,
  type Words,
} from './describe';
import { voteCardKey } from './moves';
import { EventIcon, FlagIcon, LoyaltyCardSvg, PawnIcon, VoteCardFace } from './Pieces';

/* The table's panels around the board: whose turn, the piles, the score, you, the pirates. */

/** Brain-burner start: where a drawn pawn chose to start, before everyone is placed. */
function startChoice(view: TortugaView, seat: number, t: Translator<'tortuga'>): string | null {
  if (view.pending?.kind !== 'chooseStart') return null;
  const choice = view.pending.chosen.find((c) => c.seat === seat);
  if (!choice) return view.pending.seat === seat ? t('table.seats.choosing') : t('standing.bag');
  return t('table.seats.starts', {
    place: t('places.name', { place: choice.place }),
    position: choice.position,
  });
}

export const Piles = memo(function Piles({ view, locale }: { view: TortugaView; locale: string }) {
  const t = useTranslations('tortuga');
  const counts = new Map<TortugaEventCard, number>();
  for (const card of view.discardPile) counts.set(card, (counts.get(card) ?? 0) + 1);
  return (
    <div className="piles">
      <p className="muted small pile-line">
        {t('table.piles.line', {
          deck: view.eventDeckSize,
          stars: view.starCards ? 'yes' : 'no',
          starList: listOf(
            (view.starCards ?? []).map((card) => cardName(card, t)),
            locale,
          ),
          suddenDeath: view.suddenDeath > 0 ? 'yes' : 'no',
        })}
      </p>
      <details className="discards">
        <summary className="small">{t('table.piles.discards', { count: view.discardPile.length })}</summary>
        <p className="small">
          {view.discardPile.length === 0
            ? t('table.piles.empty')
            : listOf(
                [...counts].map(([card, count]) => t('table.cardCount', { card: cardName(card, t), count })),
                locale,
              )}
        </p>
      </details>
    </div>
  );
});

export const Scores = memo(function Scores({ view }: { view: TortugaView }) {
  const t = useTranslations('tortuga');
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <p className="scores" data-testid="scores">
      <span>
        <FlagIcon nation="british" width={20} />{' '}
        {t.rich('table.scores.treasure', { nation: 'british', count: view.scores.british, strong })}
      </span>
      <span>
        <FlagIcon nation="french" width={20} />{' '}
        {t.rich('table.scores.treasure', { nation: 'french', count: view.scores.french, strong })}
      </span>
      <span className="muted small">
        {t('table.scores.line', {
          deck: view.voteDeckSize,
          edition: t(`editions.${view.ruleset}`),
          timer: view.options.timer ? 'yes' : 'no',
          started: view.turn.number > 0 ? 'yes' : 'no',
          turn: view.turn.number,
        })}
      </span>
    </p>
  );
});

export const YouPanel = memo(function YouPanel({ view, words }: { view: TortugaView; words: Words }) {
  const t = useTranslations('tortuga');
  // One id per panel: a replay shows every seat's at once.
  const titleId = useId();
  const seat = words.viewer;
  const me = seat === null ? undefined : view.seats[seat];
  if (seat === null || !me || view.hand === null) {
    return (
      <p className="panel muted" data-testid="spectating">
        {t('table.you.spectating')}
      </p>
    );
  }
  const loyalty = me.loyalty;
  const owner = person(seat, words, 'owner');
  return (
    <section className="panel you-panel" aria-labelledby={titleId} data-testid="you">
      <h3 id={titleId}>{t('table.you.title', owner)}</h3>
      <div className="you-row">
        {loyalty ? (
          <div className="loyalty" data-testid="loyalty" data-loyalty={loyalty}>
            <LoyaltyCardSvg nation={loyalty} width={54} />
            <p className="small">
              {t.rich('table.you.loyalty', {
                nation: loyalty,
                faceUp: me.loyaltyFaceUp ? 'yes' : 'no',
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
              <br />
              {t('table.you.winsIf', { nation: loyalty, ...owner })}
            </p>
          </div>
        ) : null}
        <div className="vote-hand-view">
          <p className="small hand-title">{t('table.you.hand', { count: view.hand.length })}</p>
          <ul className="hand" data-testid="hand" aria-label={t('table.you.handLabel', owner)}>
            {view.hand.map((card, index) => (
              <li key={`${voteCardKey(card)}-${index}`} title={voteCardName(card, t)}>
                <span className="hand-card" {...explains(voteCardName(card, t))}>
                  <VoteCardFace card={card} width={46} />
                  <span className="sr-only">{voteCardName(card, t)}</span>
                </span>
              </li>
            ))}
            {view.hand.length === 0 ? <li className="muted small">{t('table.you.noCard')}</li> : null}
          </ul>
        </div>
      </div>
      {view.knownVoteDeckTop ? (
        <p className="small muted">
          {t('table.you.onTop', { card: voteCardName(view.knownVoteDeckTop, t), ...owner })}
        </p>
      ) : null}
    </section>
  );
});

/** Every pirate: pawn, name, where he stands, his roles and what lies in front of him. */
export function Seats({
  view,
  words,
  activeSeats,
  lastMoves,
}: {
  view: TortugaView;
  words: Words;
  activeSeats: readonly number[];
  /** Each pirate's last move in words, until he acts again. */
  lastMoves: ReadonlyMap<number, string>;
}) {
  const t = useTranslations('tortuga');
  return (
    <section className="panel seat-panel" aria-labelledby="tortuga-seats-title">
      <h3 id="tortuga-seats-title">{t('table.seats.title')}</h3>
      <SeatList
        className="tortuga-seats"
        seats={view.seats.map((seat) => seat.seat)}
        names={words.names}
        viewer={words.viewer}
        you={words.you}
        active={activeSeats}
        icon={(seat) => <PawnIcon seat={seat} size={16} />}
        marks={(seat) =>
          activeSeats.includes(seat) ? (
            <span className="to-play" aria-hidden="true">
              {' '}
              {t('table.seats.toPlay')}
            </span>
          ) : null
        }
        details={(seat) => <SeatDetails view={view} words={words} seat={view.seats[seat]!} />}
        lastMoves={lastMoves}
      />
    </section>
  );
}

function SeatDetails({ view, words, seat }: { view: TortugaView; words: Words; seat: TortugaSeatView }) {
  const t = useTranslations('tortuga');
  const revealedHand = view.revealed?.hands[seat.seat];
  const revealed =
    revealedHand &&
    t('table.seats.revealedHand', {
      any: revealedHand.length > 0 ? 'yes' : 'no',
      cards: voteCardList(revealedHand, words),
    });
  return (
    <>
      <span className="seat-where small">
        {t('table.seats.where', {
          where: startChoice(view, seat.seat, t) ?? standing(seat, t),
          hasRoles: seat.roles.length > 0 ? 'yes' : 'no',
          roles: listOf(
            seat.roles.map((role) => roleName(role, t)),
            words.locale,
          ),
        })}
      </span>
      <span className="seat-cards small">
        <span
          title={t('table.seats.voteCardsTitle')}
          data-testid="vote-count"
          {...explains(t('table.seats.voteCardsCount', { count: seat.voteCards }))}
        >
          {t('table.seats.voteCards', { count: seat.voteCards })}
        </span>
        {seat.loyalty && seat.seat !== words.viewer ? (
          <span className="chip-line" data-testid="seat-loyalty">
            <FlagIcon nation={seat.loyalty} width={16} />{' '}
            {t('table.seats.loyalty', {
              nation: nationName(seat.loyalty, t),
              faceUp: seat.loyaltyFaceUp ? 'yes' : 'no',
            })}
          </span>
        ) : null}
        {seat.albatross > 0 ? (
          <span className="chip-line" {...explains(cardHelp('albatross', view.ruleset, t))}>
            <EventIcon card="albatross" size={14} />{' '}
            {t('table.cardCount', { card: cardName('albatross', t), count: seat.albatross })}
          </span>
        ) : null}
        {seat.lettersOfMarque > 0 ? (
          <span className="chip-line" {...explains(cardHelp('letterOfMarque', view.ruleset, t))}>
            <EventIcon card="letterOfMarque" size={14} />{' '}
            {t('table.cardCount', { card: cardName('letterOfMarque', t), count: seat.lettersOfMarque })}
          </span>
        ) : null}
        {seat.treasureMaps.map((map, index) => (
          <span key={`${map}-${index}`} className="chip-line" {...explains(cardHelp(map, view.ruleset, t))}>
            <EventIcon card={map} size={14} /> {t('table.seats.map', { map: cardName(map, t) })}
          </span>
        ))}
        {seat.pirateCodeSkipsLeft > 0 ? (
          <span className="chip-line" {...explains(cardHelp('pirateCode', view.ruleset, t))}>
            <EventIcon card="pirateCode" size={14} />{' '}
            {t('table.seats.pirateCode', {
              card: cardName('pirateCode', t),
              count: seat.pirateCodeSkipsLeft,
            })}
          </span>
        ) : null}
        {seat.skipsNextTurn ? (
          <span className="chip-line" {...explains(cardHelp('scurvy', view.ruleset, t))}>
            <EventIcon card="scurvy" size={14} /> {t('table.seats.scurvy', { card: cardName('scurvy', t) })}
          </span>
        ) : null}
      </span>
      {revealedHand ? (
        <span
          className="revealed-hand small muted"
          aria-label={revealed}
          {...explains(revealed ?? '', 'img')}
        >
          {revealedHand.map((card, index) => (
            <VoteCardFace key={index} card={card} width={18} />
          ))}
        </span>
      ) : null}
    </>
  );
}
