import { DomainError } from '../errors.js';
import type { DocumentCost } from './document-cost.js';

/**
 * The most one operation may cost (see document-cost.ts). The web app's costliest operation, the
 * people someone follows with what each plays (200 players, 10 matches each, counted in full
 * whoever they follow), costs about 14,800; fifteen aliases of a hundred matches with their logs
 * cost millions.
 */
export const MAX_DOCUMENT_COST = 25_000;

/**
 * The most objects the lists of one operation may hold: the rows one request may load. The web
 * app's largest is the same list of people, at 2,200; a hundred matches with their seats are 1,100.
 */
export const MAX_DOCUMENT_ITEMS = 3_000;

/** Refuses, before anything runs, an operation over either limit: QUERY_TOO_COMPLEX. */
export function checkDocumentLimits({ cost, items }: DocumentCost): void {
  if (cost <= MAX_DOCUMENT_COST && items <= MAX_DOCUMENT_ITEMS) return;
  const over =
    cost > MAX_DOCUMENT_COST
      ? `may cost ${Math.ceil(cost)} points, more than the ${MAX_DOCUMENT_COST} one operation may`
      : `may load ${Math.ceil(items)} items, more than the ${MAX_DOCUMENT_ITEMS} one operation may`;
  throw new DomainError(
    'QUERY_TOO_COMPLEX',
    `this operation ${over}: ask for fewer items (a smaller first) or fewer nested lists`,
    {
      cost: Math.ceil(cost),
      maxCost: MAX_DOCUMENT_COST,
      items: Math.ceil(items),
      maxItems: MAX_DOCUMENT_ITEMS,
    },
  );
}
