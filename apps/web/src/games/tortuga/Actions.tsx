'use client';

import { actionKey } from '@brethren/engine/core';
import type { TortugaAction, TortugaView, TortugaVoteCard } from '@brethren/engine/tortuga';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cardHelp, cardName, causeBy, describeAction, shipName, voteTitle, type Words } from './describe';
import { listOf, name, person } from '../shared/words';
import { KnownCards } from './KnownCards';
import { seatOf, voteCardKey, type MoveGroups } from './moves';
import { EventIcon, PawnIcon, VoteCardFace } from './Pieces';

type Act = (action: TortugaAction) => void;

/** A button that sends one legal action, as it came. */
export function ActButton({
  action,
  words,
  onAct,
  busy,
  children,
  primary = false,
}: {
  action: TortugaAction;
  words: Words;
  onAct: Act;
  busy: boolean;
  children?: ReactNode;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={primary ? 'button' : 'button secondary'}
      disabled={busy}
      data-testid="act"
      data-action={actionKey(action)}
      onClick={() => onAct(action)}
    >
      {children ?? describeAction(action, words)}
    </button>
  );
}

function ButtonList({
  actions,
  words,
  onAct,
  busy,
  label,
}: {
  actions: readonly TortugaAction[];
  words: Words;
  onAct: Act;
  busy: boolean;
  label?: (action: TortugaAction) => ReactNode;
}) {
  return (
    <ul className="button-list">
      {actions.map((action) => (
        <li key={actionKey(action)}>
          <ActButton action={action} words={words} onAct={onAct} busy={busy}>
            {label?.(action)}
          </ActButton>
        </li>
      ))}
    </ul>
  );
}

/** Vote cards to pick one of (returned, lost or handed over): each button shows the card. */
function CardChoices({
  actions,
  words,
  onAct,
  busy,
  counts,
}: {
  actions: readonly TortugaAction[];
  words: Words;
  onAct: Act;
  busy: boolean;
  /** How many of each card (by `voteCardKey`) the vote deck holds, while it is searched. */
  counts?: ReadonlyMap<string, number>;
}) {
  const t = useTranslations('tortuga');
  return (
    <ul className="button-list card-choices">
      {actions.map((action) => {
        const card: TortugaVoteCard | null = 'card' in action ? action.card : null;
        const count = card && counts ? counts.get(voteCardKey(card)) : undefined;
        const text = describeAction(action, words);
        return (
          <li key={actionKey(action)}>
            <ActButton action={action} words={words} onAct={onAct} busy={busy}>
              {card ? <VoteCardFace card={card} width={34} /> : null}
              <span className="card-choice-label">
                {count !== undefined && count > 1 ? t('table.choices.inDeck', { action: text, count }) : text}
              </span>
            </ActButton>
          </li>
        );
      })}
    </ul>
  );
}

/** Seat choices with the pawn's colour next to the name. */
function seatLabel(seat: number, text: string) {
  return (
    <>
      <PawnIcon seat={seat} size={14} />
      <span>{text}</span>
    </>
  );
}

/** Letter of Marque moves grouped by pirate: "Bob → Flying Dutchman | Jolly Roger". */
function LetterMoves({
  actions,
  words,
  onAct,
  busy,
}: {
  actions: readonly Extract<TortugaAction, { type: 'moveWithLetterOfMarque' | 'playLetterOfMarque' }>[];
  words: Words;
  onAct: Act;
  busy: boolean;
}) {
  const t = useTranslations('tortuga');
  const pirates = [...new Set(actions.map((action) => action.pirate))];
  return (
    <ul className="letter-moves">
      {pirates.map((pirate) => (
        <li key={pirate}>
          <span className="letter-pirate">
            {seatLabel(pirate, t('table.letters.pirate', person(pirate, words, 'pirate')))}
          </span>
          {actions
            .filter((action) => action.pirate === pirate)
            .map((action) => (
              <ActButton key={actionKey(action)} action={action} words={words} onAct={onAct} busy={busy}>
                <span aria-hidden="true">→ </span>
                <span className="sr-only">{describeAction(action, words)}</span>
                <span aria-hidden="true">{shipName(action.ship, t)}</span>
              </ActButton>
            ))}
        </li>
      ))}
    </ul>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <div className="action-group" data-testid={testId}>
      <h4>{title}</h4>
      {children}
    </div>
  );
}

/** The viewer's turn: everything but the event row's cards (picked on the row itself). */
export function TurnActions({
  view,
  moves,
  words,
  onAct,
  busy,
}: {
  view: TortugaView;
  moves: MoveGroups;
  words: Words;
  onAct: Act;
  busy: boolean;
}) {
  const t = useTranslations('tortuga');
  const atlantis = moves.answers.filter((action) => action.type === 'useAtlantis');
  const others = moves.answers.filter((action) => action.type !== 'useAtlantis');
  const left =
    view.turn.actionsPerTurn > 1 ? t('table.turn.actionsLeft', { count: view.turn.actionsLeft }) : null;
  const pick = moves.slots.size > 0 ? t('table.turn.pickHint') : null;
  return (
    <>
      <p className="hint">
        {left}
        {left && pick ? ' ' : null}
        {pick}
      </p>
      {atlantis.length > 0 ? (
        <Section title={t('table.turn.atlantis')}>
          <ButtonList actions={atlantis} words={words} onAct={onAct} busy={busy} />
        </Section>
      ) : null}
      {moves.move.length > 0 ? (
        <Section title={t('table.turn.move')}>
          <ButtonList actions={moves.move} words={words} onAct={onAct} busy={busy} />
        </Section>
      ) : null}
      {moves.role.length > 0 ? (
        <Section title={t('table.turn.role')}>
          <ButtonList actions={moves.role} words={words} onAct={onAct} busy={busy} />
        </Section>
      ) : null}
      {moves.letters.length > 0 ? (
        <Section title={t('table.turn.letters')}>
          <LetterMoves actions={moves.letters} words={words} onAct={onAct} busy={busy} />
        </Section>
      ) : null}
      {others.length > 0 ? <ButtonList actions={others} words={words} onAct={onAct} busy={busy} /> : null}
    </>
  );
}

/** A choice the game waits for from the viewer (out of turn or in the middle of an action). */
export function Decision({
  view,
  moves,
  words,
  onAct,
  busy,
  onOpenVote,
}: {
  view: TortugaView;
  moves: MoveGroups;
  words: Words;
  onAct: Act;
  busy: boolean;
  onOpenVote: () => void;
}) {
  const t = useTranslations('tortuga');
  const pending = view.pending;
  const answers = moves.answers;
  const common = { words, onAct, busy };
  if (pending === null) {
    // The Atlantis window before another player's turn.
    return (
      <Section title={t('table.decision.atlantisWindow')}>
        <p className="hint">{cardHelp('atlantis', view.ruleset, t)}</p>
        <ButtonList actions={answers} {...common} />
      </Section>
    );
  }
  switch (pending.kind) {
    case 'vote':
      return (
        <Section title={t('table.vote.title', { title: voteTitle(pending, t) })}>
          <p className="hint">{t('table.decision.voteAwaited')}</p>
          <button type="button" className="button" onClick={onOpenVote} data-testid="vote-open-panel">
            {t('table.decision.openVote')}
          </button>
        </Section>
      );
    case 'startingTreasure':
      return (
        <Section title={t('table.decision.startingTreasure', { ship: shipName(pending.ship, t) })}>
          <p className="hint">{t('table.decision.startingTreasureHint')}</p>
          <ButtonList actions={answers} {...common} />
        </Section>
      );
    case 'chooseStart': {
      const places = ['flyingDutchman', 'jollyRoger', 'tortuga'] as const;
      return (
        <Section title={t('table.decision.chooseStart')}>
          {places.map((place) => {
            const here = answers.filter(
              (action): action is Extract<TortugaAction, { type: 'chooseStart' }> =>
                action.type === 'chooseStart' && action.place === place,
            );
            if (here.length === 0) return null;
            return (
              <div key={place} className="start-place">
                <span className="start-label">{t('places.name', { place })}</span>
                <ul className="button-list">
                  {here.map((action) => (
                    <li key={actionKey(action)}>
                      <ActButton action={action} {...common}>
                        <span aria-hidden="true">{action.position}</span>
                        <span className="sr-only">{describeAction(action, words)}</span>
                      </ActButton>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
          {pending.chosen.length > 0 ? (
            <p className="muted small">
              {t('table.decision.taken', {
                list: listOf(
                  pending.chosen.map((choice) =>
                    t('table.decision.takenPlace', {
                      pirate: name(choice.seat, words),
                      place: t('places.name', { place: choice.place }),
                      position: choice.position,
                    }),
                  ),
                  words.locale,
                ),
              })}
            </p>
          ) : null}
        </Section>
      );
    }
    case 'attackTreasure':
      return (
        <Section title={t('table.decision.attackTreasure')}>
          <ButtonList actions={answers} {...common} />
        </Section>
      );
    case 'forcedReveal':
      return (
        <Section
          title={
            pending.chooser === pending.target
              ? t('table.decision.forced', {
                  forcer: name(pending.forcer, words),
                  random: view.ruleset === 'IT-1e' ? 'yes' : 'no',
                })
              : t('table.decision.deferred', { target: name(pending.target, words) })
          }
        >
          <p className="hint">{t('table.decision.designatedHint')}</p>
          <KnownCards view={view} slots={pending.slots} />
          <ButtonList actions={answers} {...common} />
        </Section>
      );
    case 'eventChoice': {
      const card = pending.card;
      const title = (
        <span className="with-icon">
          <EventIcon card={card} />
          {cardName(card, t)}
        </span>
      );
      const help = <p className="hint">{cardHelp(card, view.ruleset, t)}</p>;
      if (card === 'letterOfMarque') {
        const moves = answers.filter(
          (action): action is Extract<TortugaAction, { type: 'moveWithLetterOfMarque' }> =>
            action.type === 'moveWithLetterOfMarque',
        );
        const rest = answers.filter((action) => action.type !== 'moveWithLetterOfMarque');
        return (
          <Section title={cardName('letterOfMarque', t)}>
            {help}
            {moves.length > 0 ? <LetterMoves actions={moves} {...common} /> : null}
            <ButtonList actions={rest} {...common} />
          </Section>
        );
      }
      return (
        <div className="action-group">
          <h4>{title}</h4>
          {help}
          <ButtonList
            actions={answers}
            {...common}
            label={(action) => {
              const seat = seatOf(action);
              const text = describeAction(action, words);
              return seat === null ? text : seatLabel(seat, text);
            }}
          />
        </div>
      );
    }
    case 'returnVoteCard':
      return (
        <Section title={t('table.decision.returnVoteCard')}>
          <CardChoices actions={answers} {...common} />
        </Section>
      );
    case 'loseVoteCard':
      return (
        <Section title={t('table.decision.loseVoteCard')}>
          <CardChoices actions={answers} {...common} />
        </Section>
      );
    case 'crowsNestGive': {
      const counts = new Map<string, number>();
      for (const card of view.knownVoteDeck ?? [])
        counts.set(voteCardKey(card), (counts.get(voteCardKey(card)) ?? 0) + 1);
      return (
        <Section
          title={t('table.decision.crowsNestGive', {
            ...person(pending.target, words, 'target'),
            count: pending.remaining,
          })}
        >
          <CardChoices actions={answers} {...common} counts={counts} />
        </Section>
      );
    }
    case 'maroonResponse':
      return (
        <Section title={t('table.decision.maroonResponse', { by: causeBy(pending.cause, t) })}>
          <ButtonList actions={answers} {...common} />
        </Section>
      );
    case 'atlantisJump':
      return (
        <Section
          title={t('table.decision.atlantisJump', { vote: pending.vote, ship: shipName(pending.ship, t) })}
        >
          <p className="hint">{t('table.decision.atlantisJumpHint')}</p>
          <ButtonList actions={answers} {...common} />
        </Section>
      );
  }
}
