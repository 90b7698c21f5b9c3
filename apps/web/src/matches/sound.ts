'use client';

import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'brethren.sounds';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Whether the table may make sounds (on unless the player turned them off), and its switch. */
export function useSounds(): readonly [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => true);
  const set = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(KEY, next ? 'on' : 'off');
    } catch {
      // Private windows may refuse storage: the switch then lasts as long as the page.
    }
    for (const listener of listeners) listener();
  }, []);
  return [on, set] as const;
}

let audio: AudioContext | null = null;

/**
 * A short two-note chime, made on the spot (no sound file to download). Browsers allow sound only
 * after the page was used (a click, a key), which a player at a table has done.
 */
export function chime(): void {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  audio ??= new window.AudioContext();
  const start = audio.currentTime;
  for (const [index, frequency] of [880, 660].entries()) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.15, start + index * 0.18);
    volume.gain.exponentialRampToValueAtTime(0.001, start + index * 0.18 + 0.16);
    tone.connect(volume).connect(audio.destination);
    tone.start(start + index * 0.18);
    tone.stop(start + index * 0.18 + 0.17);
  }
}
