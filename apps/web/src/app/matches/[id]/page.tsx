import type { Metadata } from 'next';
import { MatchPage } from '@/matches/MatchPage';

export const metadata: Metadata = { title: 'Table' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <MatchPage id={id} />;
}
