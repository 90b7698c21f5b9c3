import type { Metadata } from 'next';
import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { GAME_IDS } from '@/games/ids';
import { GameEmblem } from '@/learn/GameEmblem';
import { GameFactsLine } from '@/learn/GameFactsLine';
import { rulesHref } from '@/learn/content';
import '@/learn/learn.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('learn.index');
  return { title: t('title') };
}

/** `/games`: the four games, each with its picture, pitch and a way into its rules. */
export default async function Page() {
  const t = await getTranslations('learn.index');
  const tl = await getTranslations('learn');
  const tc = await getTranslations('common');
  return (
    <div className="learn-index">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <ul className="game-cards">
        {GAME_IDS.map((game) => (
          <li key={game} className="panel game-card" data-game={game}>
            <GameEmblem game={game} />
            <div>
              <h2>
                <Link href={rulesHref(game)}>{tc(`games.${game}`)}</Link>
              </h2>
              <p>{tl(`pitch.${game}`)}</p>
              <GameFactsLine game={game} />
              <p className="game-card-actions">
                <Link className="button small" href={rulesHref(game)}>
                  {t('read')}
                </Link>
                <Link className="button small secondary" href={`/?new=${game}#new-table`}>
                  {t('play')}
                </Link>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
