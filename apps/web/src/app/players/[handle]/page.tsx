import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HistoryView } from '@/history/HistoryPage';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ handle: string }>;
}): Promise<Metadata> {
  const { handle } = await params;
  const t = await getTranslations('history');
  return { title: t('pageTitle', { handle: decodeURIComponent(handle) }) };
}

export default async function Page({ params }: { params: Promise<{ handle: string }> }) {
  const { handle } = await params;
  return <HistoryView handle={decodeURIComponent(handle)} />;
}
