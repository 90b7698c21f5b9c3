export { arenaPlayers, pairWave, type ArenaPlayer, type ArenaWave } from './pairing.js';
export { arenaTallies, type ArenaTally } from './scores.js';
export { computeArenaStandings, type ArenaStanding } from './standings.js';
