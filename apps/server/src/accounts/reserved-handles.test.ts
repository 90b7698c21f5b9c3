import { describe, expect, it } from 'vitest';
import { ReservedHandles, reservedForm } from './reserved-handles.js';

describe('reserved handles', () => {
  const reserved = new ReservedHandles(['random', 'heuristic', 'Greedy-Bot']);

  it('compares lower case, without _ and -, without trailing digits', () => {
    expect(['Admin_1', 'ad-min', 'ADMIN42', 'a_d_m_i_n'].map(reservedForm)).toEqual([
      'admin',
      'admin',
      'admin',
      'admin',
    ]);
  });

  it.each([
    'admin',
    'Administrator',
    'root_',
    'System-2',
    'moderator',
    'null',
    'undefined',
    'guest',
    'anonymous',
    'bot7',
  ])('refuses %s', (handle) => expect(reserved.has(handle)).toBe(true));

  it.each(['random', 'Heuristic_9', 'greedybot', 'brethren', 'Brethren_Crew', 'brethren-support'])(
    'refuses %s: a bot level or the site’s name',
    (handle) => expect(reserved.has(handle)).toBe(true),
  );

  it.each(['admiral', 'rootbeer', 'robot_mary', 'randomizer', 'anne_bonny', 'systematic', '1admin'])(
    'lets %s through',
    (handle) => expect(reserved.has(handle)).toBe(false),
  );
});
