export * from './ismcts.js';
export * from './rewards.js';
export * from './rollout.js';
export * from './search-bot.js';
export * from './tree.js';
export * from './weighted.js';
export * from './levels.js';
export * from './ratings.js';
