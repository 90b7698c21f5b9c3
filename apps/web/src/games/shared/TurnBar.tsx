/**
 * The line above every table that says whose turn it is and what is asked, read out as it
 * changes; set off in the viewer's colours when the viewer is to act.
 */
export function TurnBar({ text, mine, className }: { text: string; mine: boolean; className?: string }) {
  return (
    <p
      className={`turn-bar${className ? ` ${className}` : ''}${mine ? ' mine' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="turn-bar"
    >
      {text}
    </p>
  );
}
