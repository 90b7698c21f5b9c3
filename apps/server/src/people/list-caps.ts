/** How many players `following` lists at most. */
export const FOLLOWING_CAP = 200;

/** How many matches `playingNow` lists per player at most. */
export const PLAYING_NOW_CAP = 10;
