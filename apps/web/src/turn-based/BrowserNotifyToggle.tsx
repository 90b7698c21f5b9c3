'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useBrowserNotifications } from '@/signals/browserNotifications';

/**
 * "Tell me in this browser": a switch for browser notifications. Turning it on asks the browser
 * (this click is the gesture browsers require); when the browser blocks the site, it says where to
 * allow them instead.
 */
export function BrowserNotifyToggle() {
  const t = useTranslations('turns.browser');
  const { state, turnOn, turnOff } = useBrowserNotifications();
  const helpId = useId();
  if (state === 'unsupported') return <p className="muted small">{t('unsupported')}</p>;
  return (
    <div className="browser-notify">
      <label className="field checkbox">
        <input
          type="checkbox"
          role="switch"
          checked={state === 'on'}
          disabled={state === 'denied'}
          aria-describedby={helpId}
          onChange={(event) => (event.target.checked ? void turnOn() : turnOff())}
          data-testid="browser-notify"
        />
        <span>{t('toggle')}</span>
      </label>
      <p id={helpId} className="muted small">
        {state === 'denied' ? t('denied') : t('help')}
      </p>
    </div>
  );
}
