import type { Metadata } from 'next';
import { HistoryView } from '@/history/HistoryPage';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ handle: string }>;
}): Promise<Metadata> {
  const { handle } = await params;
  return { title: `${decodeURIComponent(handle)}’s matches` };
}

export default async function Page({ params }: { params: Promise<{ handle: string }> }) {
  const { handle } = await params;
  return <HistoryView handle={decodeURIComponent(handle)} />;
}
