import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { gameTitle } from '@/ranked/gameName';
import { LadderView } from '@/ranked/LadderPage';

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }): Promise<Metadata> {
  const { game } = await params;
  const t = await getTranslations('ranked.ladder');
  return { title: t('title', { game: await gameTitle(decodeURIComponent(game)) }) };
}

export default async function Page({ params }: { params: Promise<{ game: string }> }) {
  const game = decodeURIComponent((await params).game);
  return <LadderView key={game} game={game} />;
}
