'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import type { PresenceFieldsFragment } from '@/lib/api/generated/graphql';
import { gameName } from '@/matches/names';
import './people.css';

type PlayingMatch = PresenceFieldsFragment['playingNow'][number];

/**
 * One match per game, the newest (the API lists them newest first): "Playing Cartagena" once, however
 * many Cartagena tables the player sits at.
 */
export function onePerGame(matches: readonly PlayingMatch[]): PlayingMatch[] {
  const seen = new Set<string>();
  return matches.filter((match) => !seen.has(match.game.id) && seen.add(match.game.id));
}

/**
 * Whether a player is online (a dot and the word, never the colour alone) and what they play now,
 * one link per game to its newest table. Nothing about presence when the API does not say (a player
 * who blocked you).
 */
export function PresenceLine({ player }: { player: PresenceFieldsFragment }) {
  const t = useTranslations('lobby.following');
  const tc = useTranslations('common');
  return (
    <span className="presence small" data-testid="presence">
      {player.online === null ? null : (
        <span className={player.online ? 'presence-dot on' : 'presence-dot'} data-testid="online">
          {player.online ? t('online') : t('offline')}
        </span>
      )}
      {onePerGame(player.playingNow).map((match) => (
        <Link
          key={match.id}
          href={`/matches/${match.id}`}
          className="presence-match"
          data-testid="playing-now"
        >
          {t('playing', { game: gameName(match.game, tc) })}
        </Link>
      ))}
    </span>
  );
}
