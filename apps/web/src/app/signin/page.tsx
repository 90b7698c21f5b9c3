import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthForm } from '@/components/AuthForm';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('pageTitle', { mode: 'signin' }) };
}

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[]; ended?: string; deleted?: string }>;
}) {
  const { callbackUrl, ended, deleted } = await searchParams;
  return (
    <AuthForm
      mode="signin"
      callbackUrl={typeof callbackUrl === 'string' ? callbackUrl : '/'}
      notice={deleted ? 'deleted' : ended ? 'ended' : undefined}
    />
  );
}
