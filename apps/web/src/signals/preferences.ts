'use client';

import { useCallback, useEffect, useState } from 'react';

const SOUND_KEY = 'brethren.turnSound';

/** Whether a sound marks the start of the reader's turn: off until they turn it on, per browser. */
export function useTurnSound(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    setOn(window.localStorage.getItem(SOUND_KEY) === 'on');
  }, []);
  const change = useCallback((next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
    } catch {
      // Storage refused: the choice holds while the page is open.
    }
  }, []);
  return [on, change];
}

/** A short two-note chime, made on the spot (no sound file to load). */
export function chime(): void {
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  const audio = new Context();
  const start = audio.currentTime;
  [660, 880].forEach((frequency, index) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, start + index * 0.15);
    gain.gain.exponentialRampToValueAtTime(0.001, start + index * 0.15 + 0.3);
    tone.connect(gain).connect(audio.destination);
    tone.start(start + index * 0.15);
    tone.stop(start + index * 0.15 + 0.3);
  });
  setTimeout(() => void audio.close(), 1000);
}
