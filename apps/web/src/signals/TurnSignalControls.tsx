'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/**
 * The reader's say over the turn signals at a table: a sound on or off, and browser notifications
 * (asked for only when they press the button, as browsers expect).
 */
export function TurnSignalControls({ sound, onSound }: { sound: boolean; onSound: (on: boolean) => void }) {
  const t = useTranslations('match.turn');
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>('unsupported');
  useEffect(() => {
    setPermission('Notification' in window ? Notification.permission : 'unsupported');
  }, []);
  const ask = async () => setPermission(await Notification.requestPermission());
  return (
    <div className="turn-signal-controls">
      <button
        type="button"
        className="button small secondary"
        aria-pressed={sound}
        onClick={() => onSound(!sound)}
        data-testid="turn-sound"
      >
        {t('sound', { on: sound ? 'yes' : 'no' })}
      </button>
      {permission === 'default' ? (
        <button
          type="button"
          className="button small secondary"
          onClick={() => void ask()}
          data-testid="turn-notify"
        >
          {t('notify')}
        </button>
      ) : null}
    </div>
  );
}
