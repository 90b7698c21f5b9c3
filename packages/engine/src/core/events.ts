/**
 * Events say what happened, each with who may see it. A match log is shown to a viewer by keeping
 * only the events visible to that viewer; private details (cards drawn, a hand looked at) go in
 * events of their own, next to a public event that says only what everyone saw.
 */
export type Visibility = 'all' | readonly number[];

export type GameEvent<E extends { readonly type: string } = { readonly type: string }> = E & {
  readonly visibleTo: Visibility;
};

export function isVisibleTo(event: { readonly visibleTo: Visibility }, seat: number | null): boolean {
  if (event.visibleTo === 'all') return true;
  return seat !== null && event.visibleTo.includes(seat);
}

/** The events a seat (or a spectator, `null`) may see, in order. */
export function eventsVisibleTo<E extends { readonly visibleTo: Visibility }>(
  events: readonly E[],
  seat: number | null,
): E[] {
  return events.filter((event) => isVisibleTo(event, seat));
}
