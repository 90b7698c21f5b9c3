'use client';

import type { TortugaAction, TortugaView, TortugaVoteCard } from '@brethren/engine';
import type { ReactNode } from 'react';
import {
  CARD_NAME,
  cardHelp,
  causeName,
  describeAction,
  name,
  SHIP_LABEL,
  voteCardName,
  voteTitle,
  whom,
  type Words,
} from './describe';
import { actionKey, seatOf, type MoveGroups } from './moves';
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
  counts?: ReadonlyMap<string, number>;
}) {
  return (
    <ul className="button-list card-choices">
      {actions.map((action) => {
        const card: TortugaVoteCard | null = 'card' in action ? action.card : null;
        const count = card && counts ? counts.get(voteCardName(card)) : undefined;
        return (
          <li key={actionKey(action)}>
            <ActButton action={action} words={words} onAct={onAct} busy={busy}>
              {card ? <VoteCardFace card={card} width={34} /> : null}
              <span className="card-choice-label">
                {describeAction(action, words)}
                {count !== undefined && count > 1 ? ` (${count} in the deck)` : ''}
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
  const pirates = [...new Set(actions.map((action) => action.pirate))];
  return (
    <ul className="letter-moves">
      {pirates.map((pirate) => (
        <li key={pirate}>
          <span className="letter-pirate">
            {seatLabel(pirate, pirate === words.viewer ? 'You' : name(pirate, words))}
          </span>
          {actions
            .filter((action) => action.pirate === pirate)
            .map((action) => (
              <ActButton key={actionKey(action)} action={action} words={words} onAct={onAct} busy={busy}>
                <span aria-hidden="true">→ </span>
                <span className="sr-only">{describeAction(action, words)}</span>
                <span aria-hidden="true">{SHIP_LABEL[action.ship]}</span>
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
  const atlantis = moves.answers.filter((action) => action.type === 'useAtlantis');
  const others = moves.answers.filter((action) => action.type !== 'useAtlantis');
  const left = view.turn.actionsLeft;
  return (
    <>
      <p className="hint">
        {view.turn.actionsPerTurn > 1 ? `${left} action${left === 1 ? '' : 's'} left this turn. ` : ''}
        {moves.slots.size > 0
          ? 'Pick event cards on the row: one to reveal, two to peek at or to force on another player.'
          : ''}
      </p>
      {atlantis.length > 0 ? (
        <Section title="Atlantis (not an action)">
          <ButtonList actions={atlantis} words={words} onAct={onAct} busy={busy} />
        </Section>
      ) : null}
      {moves.move.length > 0 ? (
        <Section title="Move">
          <ButtonList actions={moves.move} words={words} onAct={onAct} busy={busy} />
        </Section>
      ) : null}
      {moves.role.length > 0 ? (
        <Section title="Your role">
          <ButtonList actions={moves.role} words={words} onAct={onAct} busy={busy} />
        </Section>
      ) : null}
      {moves.letters.length > 0 ? (
        <Section title="Play a saved Letter of Marque: bring a pirate aboard">
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
  const pending = view.pending;
  const answers = moves.answers;
  const common = { words, onAct, busy };
  if (pending === null) {
    // The Atlantis window before another player's turn.
    return (
      <Section title="Atlantis, before this turn">
        <p className="hint">{cardHelp('atlantis', view.ruleset)}</p>
        <ButtonList actions={answers} {...common} />
      </Section>
    );
  }
  switch (pending.kind) {
    case 'vote':
      return (
        <Section title={`Secret vote: ${voteTitle(pending)}`}>
          <p className="hint">Your vote is awaited.</p>
          <button type="button" className="button" onClick={onOpenVote} data-testid="vote-open-panel">
            Open the vote
          </button>
        </Section>
      );
    case 'startingTreasure':
      return (
        <Section title={`Starting treasure: you captain ${SHIP_LABEL[pending.ship]}`}>
          <p className="hint">Put it in a hold (also clickable on the ship).</p>
          <ButtonList actions={answers} {...common} />
        </Section>
      );
    case 'chooseStart': {
      const places = ['flyingDutchman', 'jollyRoger', 'tortuga'] as const;
      return (
        <Section title="Choose where you start">
          {places.map((place) => {
            const here = answers.filter(
              (action): action is Extract<TortugaAction, { type: 'chooseStart' }> =>
                action.type === 'chooseStart' && action.place === place,
            );
            if (here.length === 0) return null;
            return (
              <div key={place} className="start-place">
                <span className="start-label">{place === 'tortuga' ? 'Tortuga' : SHIP_LABEL[place]}</span>
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
              Taken:{' '}
              {pending.chosen
                .map(
                  (choice) =>
                    `${name(choice.seat, words)} (${choice.place === 'tortuga' ? 'Tortuga' : SHIP_LABEL[choice.place]} ${choice.position})`,
                )
                .join(', ')}
            </p>
          ) : null}
        </Section>
      );
    }
    case 'attackTreasure':
      return (
        <Section title="The attack succeeded: take one treasure">
          <ButtonList actions={answers} {...common} />
        </Section>
      );
    case 'forcedReveal':
      return (
        <Section
          title={
            pending.chooser === pending.target
              ? `${name(pending.forcer, words)} forces you to reveal one card`
              : `${name(pending.target, words)} lets you choose the card`
          }
        >
          <p className="hint">The two designated cards are marked on the row.</p>
          <ButtonList actions={answers} {...common} />
        </Section>
      );
    case 'eventChoice': {
      const card = pending.card;
      const title = (
        <span className="with-icon">
          <EventIcon card={card} />
          {CARD_NAME[card]}
        </span>
      );
      const help = <p className="hint">{cardHelp(card, view.ruleset)}</p>;
      if (card === 'letterOfMarque') {
        const moves = answers.filter(
          (action): action is Extract<TortugaAction, { type: 'moveWithLetterOfMarque' }> =>
            action.type === 'moveWithLetterOfMarque',
        );
        const rest = answers.filter((action) => action.type !== 'moveWithLetterOfMarque');
        return (
          <Section title="Letter of Marque">
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
        <Section title="Letter of Marque: put a vote card on top of the vote deck">
          <CardChoices actions={answers} {...common} />
        </Section>
      );
    case 'loseVoteCard':
      return (
        <Section title="Marooned again on Tortuga: lose a vote card">
          <CardChoices actions={answers} {...common} />
        </Section>
      );
    case 'crowsNestGive': {
      const counts = new Map<string, number>();
      for (const card of view.knownVoteDeck ?? [])
        counts.set(voteCardName(card), (counts.get(voteCardName(card)) ?? 0) + 1);
      return (
        <Section
          title={`Crow’s Nest: hand ${whom(pending.target, words)} ${pending.remaining} card${pending.remaining === 1 ? '' : 's'} from the vote deck`}
        >
          <CardChoices actions={answers} {...common} counts={counts} />
        </Section>
      );
    }
    case 'maroonResponse':
      return (
        <Section title={`You are about to be marooned by ${causeName(pending.cause)}`}>
          <ButtonList actions={answers} {...common} />
        </Section>
      );
    case 'atlantisJump':
      return (
        <Section title={`A ${pending.vote} is called aboard ${SHIP_LABEL[pending.ship]}`}>
          <p className="hint">With Atlantis you may jump aboard and take part in the vote.</p>
          <ButtonList actions={answers} {...common} />
        </Section>
      );
  }
}
