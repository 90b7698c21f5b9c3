import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Speech } from './describe';

/** The game's messages and the reader's language, for components that put things into words. */
export function useSpeech(): Speech {
  const t = useTranslations('piratesCove');
  const locale = useLocale();
  return useMemo(() => ({ t, locale }), [t, locale]);
}
