import { describe, expect, it } from 'vitest';
import { centre, flightFrames, flightMs, lastMoveMarks, type Motion } from './flight';

describe('flight', () => {
  it('carries a piece from its first place to where it stands, in its own units', () => {
    const points = [centre({ x: 0, y: 0, width: 20, height: 20 }), { x: 60, y: 10 }, { x: 110, y: 30 }];
    expect(flightFrames(points)).toEqual([
      'translate(-100px, -20px)',
      'translate(-50px, -20px)',
      'translate(0px, 0px)',
    ]);
    // An SVG drawn at half its size: a screen pixel is two board units.
    expect(flightFrames(points, { x: 0.5, y: 0.5 })[0]).toBe('translate(-200px, -40px)');
  });

  it('takes longer for longer journeys, and never longer than a paced step', () => {
    expect(flightMs(1)).toBeLessThan(flightMs(4));
    expect(flightMs(30)).toBeLessThanOrEqual(540);
  });
});

describe('last move marks', () => {
  const moved = (piece: string, seat?: number): Motion => ({
    piece,
    path: ['from', `${piece}-place`],
    ...(seat === undefined ? {} : { seat }),
  });
  const log = [
    { seq: 1, seat: 0, motions: [moved('a')] },
    { seq: 2, seat: 1, motions: [moved('b')] },
    { seq: 3, seat: 0, motions: [] },
    // Seat 1's action sails seat 0's ship too: that voyage is seat 0's move.
    { seq: 4, seat: 1, motions: [moved('c'), moved('d', 0)] },
  ];

  it('marks what each seat’s latest action moved, and what followed from it as its own, until it acts again', () => {
    expect(lastMoveMarks(log, (entry) => entry.motions)).toEqual([
      { key: 'c', seat: 1 },
      { key: 'c-place', seat: 1 },
      { key: 'd', seat: 0 },
      { key: 'd-place', seat: 0 },
    ]);
    // Before seq 3, seat 0's last move was seq 1.
    expect(lastMoveMarks(log.slice(0, 2), (entry) => entry.motions).map((mark) => mark.key)).toEqual([
      'a',
      'a-place',
      'b',
      'b-place',
    ]);
  });
});
