'use client';

import Link from 'next/link';
import type { PlayerGameRating } from '@/lib/api/types';
import { formatPercent, formatRating } from './format';
import { RatingChart } from './RatingChart';
import { WinRates } from './WinRates';
import './ranked.css';

/** A player's standing in each game they played rated: the figures, the chart, the win rates. */
export function PlayerRatings({ handle, ratings }: { handle: string; ratings: readonly PlayerGameRating[] }) {
  if (ratings.length === 0) {
    return (
      <section className="panel" aria-labelledby="ratings-title" data-testid="no-ratings">
        <h2 id="ratings-title">Ratings</h2>
        <p className="muted">
          {handle} has no rated matches yet. Ratings come from ranked play: <Link href="/">play ranked</Link>{' '}
          from the lobby.
        </p>
      </section>
    );
  }
  return (
    <>
      {ratings.map((rating) => (
        <GameRating key={rating.game.id} rating={rating} />
      ))}
    </>
  );
}

function GameRating({ rating }: { rating: PlayerGameRating }) {
  const titleId = `rating-${rating.game.id}`;
  return (
    <section
      className="panel game-rating"
      aria-labelledby={titleId}
      data-testid="game-rating"
      data-game={rating.game.id}
    >
      <header className="game-rating-header">
        <h2 id={titleId}>{rating.game.name}</h2>
        <span className="small">
          <Link href={`/ladder/${rating.game.id}`}>Ladder</Link> ·{' '}
          <Link href={`/stats/${rating.game.id}`}>Statistics</Link>
        </span>
      </header>
      <dl className="stat-figures">
        <div>
          <dt>Rating</dt>
          <dd data-testid="rating">
            {formatRating(rating.rating)}
            {rating.provisional ? (
              <span className="figure-note" title="Fewer than 20 rated games: the rating still moves fast">
                provisional
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Rank</dt>
          <dd data-testid="rank">
            {rating.rank === null ? (
              <span
                className="muted small"
                title="The ladder lists players with 10 rated games, one in the last 30 days"
              >
                not on the ladder
              </span>
            ) : (
              <Link href={`/ladder/${rating.game.id}`}>#{rating.rank}</Link>
            )}
          </dd>
        </div>
        <div>
          <dt>Rated games</dt>
          <dd>{rating.games}</dd>
        </div>
        <div>
          <dt>Wins</dt>
          <dd>
            {rating.wins}
            {rating.games > 0 ? (
              <span className="muted small"> ({formatPercent(rating.wins / rating.games)})</span>
            ) : null}
          </dd>
        </div>
      </dl>
      <h3>Rating history</h3>
      <RatingChart gameName={rating.game.name} history={rating.history} />
      <p className="muted small win-rate-note">
        Win rates below count every finished {rating.game.name} match, rated or not.
      </p>
      <div className="win-rate-grid">
        <WinRates title="By seat" kind="seat" rates={rating.winRateBySeat} empty="No finished matches." />
        <WinRates
          title="By table size"
          kind="players"
          rates={rating.winRateByPlayerCount}
          empty="No finished matches."
        />
        <WinRates title="By team" kind="team" rates={rating.winRateByTeam} empty="No team matches." />
      </div>
    </section>
  );
}
