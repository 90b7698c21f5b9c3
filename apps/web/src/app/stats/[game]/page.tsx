import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { gameTitle } from '@/ranked/gameName';
import { StatsView } from '@/ranked/StatsPage';

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }): Promise<Metadata> {
  const { game } = await params;
  const t = await getTranslations('ranked.stats');
  return { title: t('title', { game: await gameTitle(decodeURIComponent(game)) }) };
}

export default async function Page({ params }: { params: Promise<{ game: string }> }) {
  const game = decodeURIComponent((await params).game);
  return <StatsView key={game} game={game} />;
}
