import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DataView } from '@/open-data/DataPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('openData');
  return { title: t('pageTitle') };
}

export default function Page() {
  return <DataView />;
}
