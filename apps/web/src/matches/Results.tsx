import Link from 'next/link';
import type { MatchDetail } from '@/lib/api/types';
import { ordinal, seatName } from './names';

/** The end of a match: placements, the revealed seed, the full log. */
export function Results({ match }: { match: MatchDetail }) {
  const placed = [...match.seats].sort((a, b) => (a.placement ?? 99) - (b.placement ?? 99));
  return (
    <section className="panel results" aria-labelledby="results-title" data-testid="results">
      <h2 id="results-title">The match is over</h2>
      {match.result?.summary ? <p>{match.result.summary}</p> : null}
      <ol className="placements">
        {placed.map((seat) => (
          <li key={seat.seat} className={seat.placement === 1 ? 'winner' : undefined}>
            <span className="place">{seat.placement ? ordinal(seat.placement) : '–'}</span>
            <span>
              {seatName(seat, match.seats)}
              {seat.seat === match.viewerSeat ? ' (you)' : ''}
            </span>
            {seat.score !== null ? <span className="muted"> · {seat.score}</span> : null}
          </li>
        ))}
      </ol>
      <dl className="proof">
        <div>
          <dt>Seed (revealed)</dt>
          <dd>
            <code data-testid="seed">{match.seed ?? '—'}</code>
          </dd>
        </div>
        <div>
          <dt>sha256(seed), shown from the start</dt>
          <dd>
            <code>{match.seedHash}</code>
          </dd>
        </div>
      </dl>
      <p>
        {match.logUrl ? (
          <a href={match.logUrl} data-testid="log-url" download>
            Download the full log (JSON lines)
          </a>
        ) : null}
        {' · '}
        <Link href={`/matches/${match.id}/replay`}>Step through the replay</Link>
      </p>
    </section>
  );
}
