/**
 * Words drawn in SVG within `room` units at most: squeezed (glyphs and spacing) where a long name
 * (the Italian "Equipaggio", the French "Repaire des Pirates") would run into what is drawn beside
 * it. A bold serif letter is reckoned at 0.68 of the font size, capitals and accents included: a
 * little wide, so a name that might just fit is fitted rather than left to spill.
 */
export function fitted(text: string, fontSize: number, room: number) {
  return text.length * fontSize * 0.68 > room
    ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' as const }
    : {};
}
