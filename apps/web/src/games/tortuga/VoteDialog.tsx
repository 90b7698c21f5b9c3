'use client';

import { actionKey } from '@brethren/engine/core';
import type { TortugaPendingView, TortugaVoteCard } from '@brethren/engine/tortuga';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChatSlot } from '@/chat/chatSlot';
import { seatList, voteCardList, voteCardName, voteRule, voteTitle, type Words } from './describe';
import { person } from '../shared/words';
import { voteCardKey, voteFor, type VoteAction } from './moves';
import { VoteCardFace } from './Pieces';

type VotePending = Extract<TortugaPendingView, { kind: 'vote' }>;

const STRESS = { attack: 'top', mutiny: 'bottom', brawl: 'flag' } as const;

/**
 * The secret vote: the viewer picks a card of the hand (two with El Dorado) and plays it. A dialog
 * over the table, so nothing below moves; it can be put aside to look at the board and opened again.
 */
export function VoteDialog({
  pending,
  hand,
  votes,
  words,
  busy,
  onVote,
  onHide,
}: {
  pending: VotePending;
  hand: readonly TortugaVoteCard[];
  votes: readonly VoteAction[];
  words: Words;
  busy: boolean;
  onVote: (action: VoteAction) => void;
  onHide: () => void;
}) {
  const t = useTranslations('tortuga');
  // Picked cards, by index in the hand; a new hand starts afresh.
  const handKey = hand.map(voteCardKey).join(',');
  const [picked, setPicked] = useState<{ hand: string; indexes: number[] }>({ hand: handKey, indexes: [] });
  const indexes = picked.hand === handKey ? picked.indexes : [];
  const pairs = votes.some((vote) => vote.cards.length === 2);
  const most = pairs ? 2 : 1;
  const chosen = indexes.map((index) => hand[index]).filter((card): card is TortugaVoteCard => !!card);
  const vote = chosen.length > 0 ? voteFor(votes, chosen) : undefined;
  const stress = STRESS[pending.vote];

  const toggle = (index: number) => {
    const next = indexes.includes(index)
      ? indexes.filter((i) => i !== index)
      : [...indexes, index].slice(-most);
    setPicked({ hand: handKey, indexes: next });
  };

  const box = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  // Keep Tab inside the dialog; Escape puts it aside.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onHide();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = [...box.current.querySelectorAll<HTMLElement>('button:not([disabled])')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const waiting = pending.participants.filter((seat) => !pending.voted.includes(seat));
  return (
    <div className="vote-backdrop">
      <section
        ref={box}
        className="vote-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="tortuga-vote-title"
        aria-describedby="tortuga-vote-rule"
        data-testid="vote-dialog"
        onKeyDown={onKeyDown}
      >
        <header className="vote-head">
          <h2 id="tortuga-vote-title" ref={heading} tabIndex={-1}>
            {t('table.vote.title', { title: voteTitle(pending, t) })}
          </h2>
          <div className="vote-head-actions">
            <ChatSlot />
            <button type="button" className="button secondary small" onClick={onHide} data-testid="vote-hide">
              {t('table.vote.hide')}
            </button>
          </div>
        </header>
        <p id="tortuga-vote-rule" className="hint">
          {t('table.vote.calledBy', person(pending.caller, words, 'caller'))} {voteRule(pending.vote, t)}{' '}
          {t('table.vote.deckCard')}
        </p>
        <ul className="voters" aria-label={t('table.vote.voters')}>
          {pending.participants.map((seat) => (
            <li key={seat} className={pending.voted.includes(seat) ? 'voted' : 'waiting'}>
              {t('table.vote.voter', {
                ...person(seat, words, 'pirate'),
                voted: pending.voted.includes(seat) ? 'yes' : 'no',
              })}
            </li>
          ))}
          {pending.sittingOut.map((seat) => (
            <li key={`out-${seat}`} className="out">
              {t('table.vote.sitsOut', person(seat, words, 'pirate'))}
            </li>
          ))}
        </ul>
        <p className="hint">{pairs ? t('table.vote.pickTwo') : t('table.vote.pickOne')}</p>
        <ul
          className="vote-hand"
          aria-label={t('table.you.handLabel', person(words.viewer ?? -1, words, 'owner'))}
        >
          {hand.map((card, index) => {
            const pressed = indexes.includes(index);
            return (
              <li key={`${voteCardKey(card)}-${index}`}>
                <button
                  type="button"
                  className={`vote-card-button${pressed ? ' selected' : ''}`}
                  aria-pressed={pressed}
                  aria-label={voteCardName(card, t)}
                  data-testid="vote-card"
                  data-card={voteCardKey(card)}
                  disabled={busy}
                  onClick={() => toggle(index)}
                >
                  <VoteCardFace card={card} width={64} stress={stress} />
                  <span className="vote-card-caption" aria-hidden="true">
                    {voteCardName(card, t)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <div className="vote-actions">
          <button
            type="button"
            className="button"
            disabled={busy || !vote}
            data-testid="vote-confirm"
            data-action={vote ? actionKey(vote) : undefined}
            onClick={() => vote && onVote(vote)}
          >
            {t('table.vote.play', { count: Math.max(chosen.length, 1) })}
          </button>
          <span className="muted small" aria-live="polite">
            {vote
              ? t('table.vote.youPlay', { cards: voteCardList(chosen, words) })
              : chosen.length > 0
                ? t('table.vote.notTogether')
                : t('table.vote.noneYet')}{' '}
            {t('table.vote.stillToVote', { pirates: seatList(waiting, words) })}
          </span>
        </div>
      </section>
    </div>
  );
}
