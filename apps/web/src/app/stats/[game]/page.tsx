import type { Metadata } from 'next';
import { gameTitle } from '@/ranked/gameName';
import { StatsView } from '@/ranked/StatsPage';

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }): Promise<Metadata> {
  const { game } = await params;
  return { title: `${gameTitle(decodeURIComponent(game))} statistics` };
}

export default async function Page({ params }: { params: Promise<{ game: string }> }) {
  const game = decodeURIComponent((await params).game);
  return <StatsView key={game} game={game} />;
}
