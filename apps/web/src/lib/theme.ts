/** The header's navy: the browser's toolbar and an installed app's title bar take it. */
export const THEME_COLOR = '#15324a';
/** The page's parchment: the splash screen of an installed app while it starts. */
export const BACKGROUND_COLOR = '#f4ecd8';
