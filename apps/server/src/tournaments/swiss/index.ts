export type { PlayedBye, PlayedTable, TournamentHistory } from './history.js';
export { pairRound, swissPlayers, type Pairing, type PairingRules, type SwissPlayer } from './pairing.js';
export { byePoints, placementPoints } from './points.js';
export { computeStandings, type Entrant, type Standing } from './standings.js';
export { roundShape, type RoundShape } from './table-sizes.js';
