/** Decision 161: a course's notes and lectures keep their ids across the console's saves. */
import { describe, expect, it } from 'vitest';
import { continuedIds } from '../../server/staff/child-rows';

const saved = [
  { id: 'a', title: 'Intro', position: 0 },
  { id: 'b', title: 'Express', position: 1 },
  { id: 'c', title: 'React', position: 2 },
];

describe('continuedIds', () => {
  it('keeps each row its id when nothing moved or only the text changed', () => {
    expect(continuedIds(saved, [{ title: 'Intro' }, { title: 'Express' }, { title: 'React' }])).toEqual(['a', 'b', 'c']);
  });
  it('follows a row by its title when rows move, and a renamed row by its place', () => {
    expect(continuedIds(saved, [{ title: 'React' }, { title: 'Intro' }, { title: 'Express' }])).toEqual(['c', 'a', 'b']);
    expect(continuedIds(saved, [{ title: 'Intro' }, { title: 'Express and APIs' }, { title: 'React' }])).toEqual(['a', 'b', 'c']);
  });
  it('gives a new row no id, and drops the id of a removed row', () => {
    expect(continuedIds(saved, [{ title: 'Intro' }, { title: 'React' }])).toEqual(['a', 'c']);
    expect(continuedIds(saved, [{ title: 'Intro' }, { title: 'Express' }, { title: 'React' }, { title: 'Testing' }])).toEqual([
      'a',
      'b',
      'c',
      null,
    ]);
    expect(continuedIds([], [{ title: 'Intro' }])).toEqual([null]);
  });
  it('never gives one id to two rows (two notes with one title)', () => {
    expect(continuedIds(saved, [{ title: 'Intro' }, { title: 'Intro' }, { title: 'React' }])).toEqual(['a', 'b', 'c']);
  });
});
