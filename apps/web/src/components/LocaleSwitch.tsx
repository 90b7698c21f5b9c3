'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { SetLocaleMutation, rememberLocale } from '@/account/locale';
import { LOCALES, LOCALE_NAMES, isLocale } from '@/i18n/locales';
import { useApi } from '@/lib/api/ApiProvider';

/**
 * The language switch in the header: each language named in itself. The choice is kept in this
 * browser, and on the account when signed in, so it follows the person to another device.
 */
export function LocaleSwitch() {
  const t = useTranslations('common.header');
  const locale = useLocale();
  const router = useRouter();
  const { token, request } = useApi();
  const queryClient = useQueryClient();
  const [pending, startTransition] = useTransition();
  return (
    <label className="locale-switch">
      <span className="sr-only">{t('language')}</span>
      <select
        value={locale}
        disabled={pending}
        data-testid="locale-switch"
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLocale(chosen)) return;
          rememberLocale(chosen);
          startTransition(() => router.refresh());
          if (token) {
            // The account page shows the setting: read it again once saved.
            void request(SetLocaleMutation, { locale: chosen })
              .then(() => queryClient.invalidateQueries({ queryKey: ['Account'] }))
              .catch(() => undefined);
          }
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option} translate="no">
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
