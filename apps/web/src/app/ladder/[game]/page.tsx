import type { Metadata } from 'next';
import { gameTitle } from '@/ranked/gameName';
import { LadderView } from '@/ranked/LadderPage';

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }): Promise<Metadata> {
  const { game } = await params;
  return { title: `${gameTitle(decodeURIComponent(game))} ladder` };
}

export default async function Page({ params }: { params: Promise<{ game: string }> }) {
  const game = decodeURIComponent((await params).game);
  return <LadderView key={game} game={game} />;
}
