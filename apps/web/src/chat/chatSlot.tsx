'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface Slot {
  readonly element: HTMLElement | null;
  readonly place: (element: HTMLElement | null) => void;
}

const ChatSlotContext = createContext<Slot>({ element: null, place: () => undefined });

/** Lets a dialog over the table hold the chat's launcher while it is open (see `ChatSlot`). */
export function ChatSlotProvider({ children }: { children: ReactNode }) {
  const [element, place] = useState<HTMLElement | null>(null);
  const slot = useMemo(() => ({ element, place }), [element]);
  return <ChatSlotContext.Provider value={slot}>{children}</ChatSlotContext.Provider>;
}

/** The element a dialog keeps for the chat's launcher, or null when no dialog is open. */
export function useChatSlot(): HTMLElement | null {
  return useContext(ChatSlotContext).element;
}

/**
 * Where a dialog over the table (Tortuga's secret vote) shows the chat's launcher: inside it, so
 * the launcher neither covers the dialog's words nor shines above its backdrop, and the players
 * still talk while they vote.
 */
export function ChatSlot() {
  const { place } = useContext(ChatSlotContext);
  return <span className="chat-slot" ref={place} />;
}
