import type { Metadata } from 'next';
import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { getServerSession } from 'next-auth';
import { getTranslations } from 'next-intl/server';
import { authOptions } from '@/auth/options';
import { GAME_IDS, isWebGame } from '@/games/ids';
import { GameEmblem } from '@/learn/GameEmblem';
import { GameFactsLine } from '@/learn/GameFactsLine';
import { GameRules } from '@/learn/GameRules';
import '@/learn/learn.css';

export function generateStaticParams() {
  return GAME_IDS.map((game) => ({ game }));
}

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }): Promise<Metadata> {
  const { game } = await params;
  if (!isWebGame(game)) return {};
  const t = await getTranslations('learn.page');
  const tc = await getTranslations('common');
  return { title: t('title', { game: tc(`games.${game}`) }) };
}

/** `/games/<game>`: how to play one game, every rule and option, with a first turn to follow. */
export default async function Page({ params }: { params: Promise<{ game: string }> }) {
  const { game } = await params;
  if (!isWebGame(game)) notFound();
  const t = await getTranslations('learn.page');
  const tl = await getTranslations('learn');
  const tc = await getTranslations('common');
  const signedIn = (await getServerSession(authOptions)) !== null;
  return (
    <article className="rules-page">
      <p className="small">
        <Link href="/games">{t('allGames')}</Link>
      </p>
      <header className="rules-header">
        <GameEmblem game={game} size={120} />
        <div>
          <h1>{t('title', { game: tc(`games.${game}`) })}</h1>
          <p className="lead">{tl(`pitch.${game}`)}</p>
          <GameFactsLine game={game} />
          <p>
            {signedIn ? (
              <Link className="button small" href={`/?new=${game}#new-table`}>
                {t('play')}
              </Link>
            ) : (
              <Link className="button small" href="/signup">
                {t('signUp')}
              </Link>
            )}
          </p>
        </div>
      </header>
      <GameRules game={game} />
    </article>
  );
}
