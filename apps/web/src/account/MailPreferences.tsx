'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ErrorNote } from '@/components/Status';
import type { MailDelivery, MailSettingsFieldsFragment, NotificationKind } from '@/lib/api/generated/graphql';
import { useApiMutation } from '@/lib/api/queries';
import { SetMailPreferencesMutation } from './documents';

const DELIVERIES: readonly MailDelivery[] = ['EVERY', 'DIGEST', 'OFF'];

/**
 * How each kind of notification is mailed: never, each time, or in the daily digest. Saved as soon
 * as a choice changes, one kind at a time; the API lists every kind, in the order shown.
 */
export function MailPreferences({
  preferences,
  mailed,
  onSaved,
}: {
  preferences: MailSettingsFieldsFragment['preferences'];
  /** Whether an address is confirmed: until then the choices wait. */
  mailed: boolean;
  onSaved: (settings: MailSettingsFieldsFragment) => void;
}) {
  const t = useTranslations('account.email.preferences');
  const id = useId();
  const [saved, setSaved] = useState<NotificationKind | null>(null);
  const saving = useApiMutation(SetMailPreferencesMutation, {
    onMutate: () => setSaved(null),
    onSuccess: ({ setMailPreferences }, { preferences }) => {
      onSaved(setMailPreferences);
      setSaved([preferences].flat()[0]?.kind ?? null);
    },
  });

  return (
    <fieldset className="mail-preferences" aria-describedby={`${id}-about`} data-testid="mail-preferences">
      <legend>{t('title')}</legend>
      <p id={`${id}-about`} className="option-help">
        {t('about')} {mailed ? null : t('noAddress')}
      </p>
      {preferences.map(({ kind, delivery }) => (
        <div className="mail-preference" key={kind} data-testid={`mail-preference-${kind}`}>
          <label htmlFor={`${id}-${kind}`}>
            <span className="option-name">{t(`kind.${kind}`)}</span>
            <span className="option-help">{t(`help.${kind}`)}</span>
          </label>
          <div className="mail-preference-choice">
            <select
              id={`${id}-${kind}`}
              value={delivery}
              disabled={saving.isPending}
              onChange={(event) =>
                saving.mutate({
                  preferences: [{ kind, delivery: event.target.value as MailDelivery }],
                })
              }
            >
              {DELIVERIES.map((option) => (
                <option key={option} value={option}>
                  {t(`delivery.${option}`)}
                </option>
              ))}
            </select>
            <span className="muted small" aria-live="polite">
              {saved === kind ? t('saved') : ''}
            </span>
          </div>
        </div>
      ))}
      {saving.error ? <ErrorNote error={saving.error} title={t('failed')} /> : null}
    </fieldset>
  );
}
