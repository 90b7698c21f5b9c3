/** Nested messages, as the catalogues hold them. */
export interface Messages {
  readonly [key: string]: string | Messages;
}

export const MARK_OPEN = '⟦';
export const MARK_CLOSE = '⟧';

/** Every message wrapped in marks (ICU arguments and tags stay valid inside them). */
export function markedMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? `${MARK_OPEN}${value}${MARK_CLOSE}` : markedMessages(value),
    ]),
  );
}
