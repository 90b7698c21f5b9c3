/**
 * What a client needs to draw Pirate's Cove that the view does not carry: the printed components
 * (the very tables the rules read, so replacing `data.ts` reaches the table too), the fixed numbers
 * its buttons quote, and how the view numbers places and ships.
 */
export * from './data.js';
export { RULES } from './rules.js';
export { AT_SEA, FORT, LEGEND, NAVY } from './state.js';
