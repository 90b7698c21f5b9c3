import type { Metadata } from 'next';
import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.notFound');
  return { title: t('title') };
}

export default async function NotFound() {
  const t = await getTranslations('common.notFound');
  return (
    <section className="panel">
      <h1>{t('heading')}</h1>
      <p>{t.rich('text', { lobby: (chunks) => <Link href="/">{chunks}</Link> })}</p>
    </section>
  );
}
