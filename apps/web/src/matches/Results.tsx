'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { GAME_NAMESPACES, isWebGame } from '@/games/ids';
import type { Translator } from '@/i18n/translator';
import { matchResult } from '@/lib/api/json';
import type { MatchDetail } from '@/lib/api/types';
import { useFormats, type Formats } from '@/lib/format';
import { ordinal } from './names';

/**
 * The end of a match in the reader's words: who won, who forfeited, every placement with its
 * score; then the proof — the revealed seed, its hash shown from the start, the full log. (The
 * API's own summary is an English sentence; each game's table says its end in its own words.)
 */
export function Results({
  match,
  names,
  onScoring,
}: {
  match: MatchDetail;
  names: readonly string[];
  /** Opens the game's rules at their scoring section, for a game this app explains. */
  onScoring?: () => void;
}) {
  const t = useTranslations('match.results');
  const tc = useTranslations('common');
  const formats = useFormats();
  const placed = [...match.seats].sort(
    (a, b) => (a.placement ?? 99) - (b.placement ?? 99) || a.seat - b.seat,
  );
  const nameOf = (seat: number) => names[seat] ?? String(seat + 1);
  const winners = placed.filter((seat) => seat.placement === 1).map((seat) => seat.seat);
  const forfeits = placed.filter((seat) => seat.forfeited).map((seat) => seat.seat);
  const ending = matchResult(match)?.ending;
  // Said to the one who left in the second person: "You ran out of time", not their own name.
  const hasScores = match.seats.some((seat) => seat.score !== null);
  const youLeft =
    ending !== undefined && match.viewerSeat !== null && ending.seats.includes(match.viewerSeat);
  return (
    <section className="panel results" aria-labelledby="results-title" data-testid="results">
      <h2 id="results-title">{t('title')}</h2>
      {winners.length > 0 ? (
        <p data-testid="winners">{winnersText(winners, match.viewerSeat, nameOf, t, formats)}</p>
      ) : null}
      {ending ? (
        <p data-testid="ending" className={youLeft ? 'ending-you' : undefined}>
          {endingText(ending, youLeft, formats.list(ending.seats.map(nameOf)), t)}
        </p>
      ) : forfeits.length > 0 ? (
        <p className="muted small">
          {t('forfeits', { count: forfeits.length, names: formats.list(forfeits.map(nameOf)) })}
        </p>
      ) : null}
      <ol className="placements">
        {placed.map((seat) => (
          <li key={seat.seat} className={seat.placement === 1 ? 'winner' : undefined} data-testid="placement">
            <span className="place">{seat.placement ? ordinal(seat.placement, tc) : '–'}</span>
            <span>
              {nameOf(seat.seat)}
              {seat.seat === match.viewerSeat ? ` ${tc('you')}` : ''}
            </span>
            {seat.score !== null ? (
              <span className="muted"> · {t('score', { score: seat.score })}</span>
            ) : null}
            {seat.forfeited ? <span className="badge forfeit-badge">{t('forfeited')}</span> : null}
          </li>
        ))}
      </ol>
      {hasScores ? (
        <p className="muted small" data-testid="score-note">
          {scoreNote(match.game.id, t)}
        </p>
      ) : null}
      {onScoring ? (
        <p className="small">
          <button type="button" className="link-button" onClick={onScoring} data-testid="scoring-rules">
            {t('scoring')}
          </button>
        </p>
      ) : null}
      <dl className="proof">
        <div>
          <dt>{t('seed')}</dt>
          <dd>
            <code data-testid="seed">{match.seed ?? '—'}</code>
          </dd>
        </div>
        <div>
          <dt>{t('seedHash')}</dt>
          <dd>
            <code>{match.seedHash}</code>
          </dd>
        </div>
      </dl>
      <p>
        {match.logUrl ? (
          <a href={match.logUrl} data-testid="log-url" download>
            {t('download')}
          </a>
        ) : null}
        {' · '}
        <Link href={`/matches/${match.id}/replay`}>{t('replay')}</Link>
      </p>
    </section>
  );
}

/** What each game's score counts, so "score 444" means something (null for a game we do not know). */
function scoreNote(game: string, t: Translator<'match.results'>): string | null {
  return isWebGame(game) ? t(`scoreNote.${GAME_NAMESPACES[game]}`) : null;
}

/** Why a match ended early, said to the one who left in the second person. */
function endingText(
  ending: { reason: 'resigned' | 'timeout' | 'abandoned'; seats: readonly number[] },
  youLeft: boolean,
  names: string,
  t: Translator<'match.results'>,
): string {
  const count = ending.seats.length;
  if (ending.reason === 'resigned')
    return youLeft ? t('youEndedResigned') : t('endedResigned', { count, names });
  if (ending.reason === 'timeout')
    return youLeft ? t('youEndedTimeout') : t('endedTimeout', { count, names });
  return youLeft ? t('youEndedAbandoned') : t('endedAbandoned', { count, names });
}

/** Who won, from the reader's side: "You won!", "anne won.", "You shared the win with bob." */
export function winnersText(
  winners: readonly number[],
  viewer: number | null,
  nameOf: (seat: number) => string,
  t: Translator<'match.results'>,
  formats: Pick<Formats, 'list'>,
): string {
  const you = viewer !== null && winners.includes(viewer);
  const others = winners.filter((seat) => seat !== viewer).map(nameOf);
  if (winners.length === 1) return you ? t('youWon') : t('won', { name: nameOf(winners[0] ?? 0) });
  return you
    ? t('youShared', { others: formats.list(others) })
    : t('shared', { names: formats.list(winners.map(nameOf)) });
}
