import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReplayPage } from '@/replay/ReplayPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('replay');
  return { title: t('pageTitle') };
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ReplayPage id={id} />;
}
