import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TournamentPage } from '@/tournaments/TournamentPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tournaments.list');
  return { title: t('title') };
}

/** A tournament; `?invite=` carries a private one's code from its link. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ invite?: string | string[] }>;
}) {
  const { id } = await params;
  const { invite } = await searchParams;
  return (
    <TournamentPage
      key={id}
      id={decodeURIComponent(id)}
      inviteCode={typeof invite === 'string' ? invite : null}
    />
  );
}
