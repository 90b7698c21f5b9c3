'use client';

import { usePlatformSeats } from './platformSeats';

/**
 * The line above every table that says whose turn it is and what is asked, read out as it
 * changes; set off in the viewer's colours when the viewer is to act. Under it, what the platform
 * asks of the players now (the vote on an absent player: see `PlatformSeats.question`).
 */
export function TurnBar({ text, mine, className }: { text: string; mine: boolean; className?: string }) {
  const { question } = usePlatformSeats();
  return (
    <>
      <p
        className={`turn-bar${className ? ` ${className}` : ''}${mine ? ' mine' : ''}`}
        role="status"
        aria-live="polite"
        data-testid="turn-bar"
      >
        {text}
      </p>
      {question}
    </>
  );
}
