/** Where the viewer's games are listed (`app/matches/mine`). */
export const MY_GAMES_HREF = '/matches/mine';

/**
 * The lobby's form opening a turn-based table: a day a move, the pace most turn-based players
 * choose (see the lobby's `clock` parameter).
 */
export const NEW_TURN_BASED_TABLE_HREF = '/?clock=DAYS_1';
