import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ModerationPage } from '@/moderation/ModerationPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('chat.moderation');
  return { title: t('title') };
}

export default function Page() {
  return <ModerationPage />;
}
