'use client';

import { useTranslations } from 'next-intl';
import { useBrowserNotifications } from './browserNotifications';

/**
 * The reader's say over the turn signals at a table: a sound on or off, and browser notifications
 * (asked for only when they press the button, as browsers expect; turned off where every page
 * offers it, in the bell).
 */
export function TurnSignalControls({ sound, onSound }: { sound: boolean; onSound: (on: boolean) => void }) {
  const t = useTranslations('match.turn');
  const notifications = useBrowserNotifications();
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
      {notifications.state === 'off' ? (
        <button
          type="button"
          className="button small secondary"
          onClick={() => void notifications.turnOn()}
          data-testid="turn-notify"
        >
          {t('notify')}
        </button>
      ) : null}
    </div>
  );
}
