export * from './elo.js';
