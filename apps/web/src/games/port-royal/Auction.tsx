'use client';

import { useTranslations } from 'next-intl';
import { name as seatName, person } from '../shared/words';
import { ActionButton } from './ActionButton';
import type { DecisionProps } from './decision';

/** The auction for the first trick: every seat's standing, then the viewer's bids and pass. */
export function Auction({ view, words, moves, busy, onAct, myTurn }: DecisionProps & { myTurn: boolean }) {
  const t = useTranslations('portRoyal');
  const auction = view.auction;
  if (!auction) return null;
  const me = words.viewer;
  const debt = me === null ? 0 : (view.seats[me]?.debt ?? 0);
  return (
    <div className="pr-auction" data-testid="auction">
      <h3>{t('auction.title')}</h3>
      <p className="hint">
        {auction.highBidder !== null
          ? t('auction.high', { amount: auction.highBid, ...person(auction.highBidder, words, 'bidder') })
          : t('auction.noBid')}{' '}
        {t('auction.explain')}
      </p>
      <ul className="pr-auction-seats">
        {view.seats.map((seat) => {
          const status = auction.passed[seat.seat]
            ? t('auction.passed')
            : auction.highBidder === seat.seat
              ? t('auction.highBid', { amount: auction.highBid })
              : view.turn === seat.seat
                ? t('auction.toBid')
                : t('auction.in');
          return (
            <li key={seat.seat} className={view.turn === seat.seat ? 'active' : undefined}>
              <span className="seat-name">{t('player', person(seat.seat, words, 'player'))}</span>
              <span className={`pr-badge${auction.passed[seat.seat] ? ' passed' : ''}`}>{status}</span>
              <span className="muted small">
                {t('auction.seatInfo', { debt: seat.debt, max: auction.maxBids[seat.seat] ?? 0 })}
              </span>
            </li>
          );
        })}
      </ul>
      {myTurn && (moves.bids.length > 0 || moves.pass) ? (
        <>
          <p className="hint">
            {moves.bids.length > 0
              ? t('auction.range', {
                  min: moves.bids[0]?.amount ?? 0,
                  max: moves.bids[moves.bids.length - 1]?.amount ?? 0,
                  debt,
                  final: view.options.passIsFinal ? 'yes' : 'no',
                })
              : t('auction.cannotRaise')}
          </p>
          <ul className="pr-bids" aria-label={t('auction.bids')}>
            {moves.bids.map((action) => (
              <li key={action.amount}>
                <ActionButton
                  action={action}
                  words={words}
                  busy={busy}
                  onAct={onAct}
                  className="button secondary pr-bid"
                  label={t('auction.bidLabel', { amount: action.amount, debt: debt + action.amount })}
                >
                  {action.amount}
                </ActionButton>
              </li>
            ))}
          </ul>
          {moves.pass ? (
            <div className="turn-actions">
              <ActionButton action={moves.pass} words={words} busy={busy} onAct={onAct} className="button" />
            </div>
          ) : null}
        </>
      ) : (
        <p className="hint" data-testid="waiting">
          {view.turn !== null && view.turn !== me
            ? t('auction.waitingFor', { player: seatName(view.turn, words) })
            : null}
        </p>
      )}
    </div>
  );
}
