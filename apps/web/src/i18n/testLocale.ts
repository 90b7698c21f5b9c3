/**
 * One message: its ICU text, as the catalogues hold it, or the build's precompiled form of it
 * (next.config.ts: a text without arguments stays a string, any other is a list of parts).
 */
type Message = string | readonly unknown[];

/** Nested messages, as the catalogues hold them. */
export interface Messages {
  readonly [key: string]: Message | Messages;
}

export const MARK_OPEN = '⟦';
export const MARK_CLOSE = '⟧';

/** Every message wrapped in marks (ICU arguments and tags stay valid inside them). */
export function markedMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? `${MARK_OPEN}${value}${MARK_CLOSE}`
        : isParts(value)
          ? [MARK_OPEN, ...value, MARK_CLOSE]
          : markedMessages(value),
    ]),
  );
}

function isParts(value: Message | Messages): value is readonly unknown[] {
  return Array.isArray(value);
}
