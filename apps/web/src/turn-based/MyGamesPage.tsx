'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { useFormats } from '@/lib/format';
import { gameName } from '@/matches/names';
import { useNow } from '@/ranked/useNow';
import { BrowserNotifyToggle } from './BrowserNotifyToggle';
import type { MyGame } from './documents';
import { NEW_TURN_BASED_TABLE_HREF } from './href';
import { dueNames, leftMsAt, opponentNames, orderMyGames } from './myGames';
import { paceWords, timeWords } from './timeLeft';
import { useMyGames } from './useMyGames';
import './turns.css';

/**
 * Whose turn it is at a table of three or more changes without a word to the viewer: the page
 * reads the list again this often while it is looked at (the header's feed brings the rest).
 */
const REFRESH_MS = 30_000;
/** Time left is written in minutes at the finest: the page redraws it this often. */
const TICK_MS = 5_000;

/**
 * `/matches/mine`: every match the viewer sits in that is not over, those waiting for them first
 * (least time left at the top), then those waiting for others; each with its game, the other
 * players, whose turn it is, the time left and a link to the table.
 */
export function MyGamesPage() {
  const t = useTranslations('turns.page');
  const { handle } = useApi();
  const games = useMyGames(REFRESH_MS);
  // Read afresh with each answer too, not only at the tick: the time left starts right.
  const now = Math.max(useNow(true, TICK_MS), games.dataUpdatedAt) + (games.data?.skewMs ?? 0);

  let body;
  if (!handle)
    body = (
      <p className="panel">{t.rich('signIn', { link: (chunks) => <Link href="/signin">{chunks}</Link> })}</p>
    );
  else if (games.data === undefined)
    body = games.error ? (
      <ErrorNote error={games.error} title={t('failed')} />
    ) : (
      <Loading>{t('loading')}</Loading>
    );
  else if (games.data.myGames.length === 0) body = <Empty />;
  else {
    const ordered = orderMyGames(games.data.myGames);
    const yours = ordered.filter((game) => game.yourTurn);
    const others = ordered.filter((game) => !game.yourTurn);
    body = (
      <>
        {games.error ? <ErrorNote error={games.error} title={t('failed')} /> : null}
        <GameList
          title={t('yours', { count: yours.length })}
          games={yours}
          now={now}
          testId="waiting-for-you"
        >
          <p className="muted">{t('nothingYours')}</p>
        </GameList>
        {others.length > 0 ? (
          <GameList
            title={t('others', { count: others.length })}
            games={others}
            now={now}
            testId="waiting-for-others"
          />
        ) : null}
      </>
    );
  }
  return (
    <div className="my-games-page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {handle ? (
        <div className="panel my-games-notify">
          <BrowserNotifyToggle />
        </div>
      ) : null}
      {body}
    </div>
  );
}

function Empty() {
  const t = useTranslations('turns.page');
  return (
    <section className="panel my-games-empty" data-testid="my-games-empty">
      <h2>{t('empty')}</h2>
      <p>{t('emptyHelp')}</p>
      <Link className="button" href={NEW_TURN_BASED_TABLE_HREF}>
        {t('start')}
      </Link>
    </section>
  );
}

function GameList({
  title,
  games,
  now,
  testId,
  children,
}: {
  title: string;
  games: readonly MyGame[];
  now: number;
  testId: string;
  /** What to say when there are none. */
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="panel" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId}>{title}</h2>
      {games.length === 0 ? (
        children
      ) : (
        <ul className="my-game-list">
          {games.map((game) => (
            <GameLine key={game.match.id} game={game} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

function GameLine({ game, now }: { game: MyGame; now: number }) {
  const t = useTranslations('turns.page');
  const tt = useTranslations('turns.time');
  const tc = useTranslations('common');
  const formats = useFormats();
  const nameId = useId();
  const opponents = opponentNames(game, tc);
  const due = dueNames(game, tc);
  const left = leftMsAt(game, now);
  const started = game.match.status === 'ACTIVE';
  return (
    <li className="my-game" data-testid="my-game" data-match={game.match.id} data-your-turn={game.yourTurn}>
      <div className="my-game-what">
        <strong id={nameId}>{gameName(game.match.game, tc)}</strong>{' '}
        <span>
          {opponents.length > 0 ? t('against', { opponents: formats.list(opponents) }) : t('withBots')}
        </span>
        <span className="muted small">
          {t('facts', { pace: paceWords(game.match.clockSettings, tt), table: game.match.id.slice(-8) })}
        </span>
      </div>
      <div className="my-game-when">
        {game.yourTurn ? (
          <span className="badge your-turn-badge">{t('yourTurn')}</span>
        ) : started ? (
          due.length > 0 ? (
            <span>{t('waitingFor', { names: formats.list(due) })}</span>
          ) : null
        ) : (
          <span className="muted">{t('notStarted')}</span>
        )}
        {left !== null ? (
          <span className={left === 0 ? 'time-left up' : 'time-left'} data-testid="time-left">
            {left === 0 ? tt('up') : tt('left', { time: timeWords(left, tt) })}
          </span>
        ) : null}
      </div>
      <Link
        className={game.yourTurn ? 'button small' : 'button small secondary'}
        href={`/matches/${game.match.id}`}
        aria-describedby={nameId}
        data-testid="my-game-open"
      >
        {game.yourTurn ? t('play') : t('open')}
      </Link>
    </li>
  );
}
