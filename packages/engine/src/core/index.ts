/**
 * @brethren/engine/core — the contract every game implements and what works on any game: actions,
 * options, drafts, events, errors, the seeded generator, replay and playouts.
 */
export * from './actions.js';
export * from './bot-input.js';
export * from './define.js';
export * from './draft.js';
export * from './errors.js';
export * from './events.js';
export * from './game.js';
export * from './meta.js';
export * from './options.js';
export * from './playout.js';
export * from './random.js';
export * from './replay.js';
export * from './review/index.js';
export * from './schema.js';
export * from './search/index.js';
export * from './summary.js';
