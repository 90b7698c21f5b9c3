export * from './decisions.js';
export * from './face-up.js';
export * from './review.js';
export * from './scale.js';
export * from './values.js';
