/**
 * The conflict panel's field comparison (decision 113), as a table: two saves of one course, each
 * compared with the record both started from, as data. A key feature whose keys come back from the
 * database in another order is no change (the false "Key features" of issue 36, item 14).
 */
import { describe, expect, it } from 'vitest';
import { RECORD_FIELDS } from '../../src/features/staff/record-form/fields';
import { comparable, mergedBody, mergeFields, sameData, type Body } from '../../src/features/staff/record-form/merge';

const fields = RECORD_FIELDS.courses;

/** A course as the server answers it: ids and versions beside the fields, rows' keys in the database's order. */
const saved = (changes: Body = {}): Body => ({
  id: '0b6c5a3e-0000-4000-8000-000000000001',
  version: 4,
  published: true,
  title: 'MERN Stack Development',
  category: 'full-stack',
  description: 'From the first component to a deployed app.',
  overview: 'Twelve weeks, three projects.',
  duration: '12 weeks',
  price: 24999,
  rating: null,
  trainerId: null,
  position: 0,
  features: { recordedLectures: true, certificate: true, codingExercises: false },
  learningOutcomes: ['Build APIs', 'Deploy apps'],
  benefits: [],
  keyFeatures: [{ title: 'Projects', subPoints: ['A shop', 'A chat'], description: 'Three real apps.' }],
  videolectures: [{ title: 'Components', duration: '45 minutes', contentUrl: 'https://videos.example.com/components' }],
  notes: [],
  ...changes,
});

/** What the form sends for a record it opened (keys in the form's order), with the person's changes. */
const sent = (changes: Body = {}): Body => ({ ...comparable(fields, saved()), ...changes });

const lecture = (title: string) => ({ title, duration: '30 minutes', contentUrl: `https://videos.example.com/${title.toLowerCase()}` });

describe('comparing two saves of one record, field by field', () => {
  // [what happened, your save, the record saved now, the field, how it is merged (null: not listed)]
  const table: [string, Body, Body, string, 'mine' | 'theirs' | 'both' | null][] = [
    ['only you changed a field', sent({ duration: '10 weeks' }), saved(), 'duration', 'mine'],
    ['only they changed a field', sent(), saved({ duration: '14 weeks' }), 'duration', 'theirs'],
    ['you both changed it the same way', sent({ duration: '10 weeks' }), saved({ duration: '10 weeks' }), 'duration', null],
    ['you both changed it differently', sent({ title: 'MERN (mine)' }), saved({ title: 'MERN (theirs)' }), 'title', 'both'],
    [
      'key features whose keys come back in another order',
      sent(),
      saved({ keyFeatures: [{ description: 'Three real apps.', subPoints: ['A shop', 'A chat'], title: 'Projects' }] }),
      'keyFeatures',
      null,
    ],
    [
      'features whose keys come back in another order',
      sent(),
      saved({ features: { codingExercises: false, certificate: true, recordedLectures: true } }),
      'features',
      null,
    ],
    [
      'a sub-point they added',
      sent(),
      saved({ keyFeatures: [{ title: 'Projects', subPoints: ['A shop', 'A chat', 'A blog'], description: 'Three real apps.' }] }),
      'keyFeatures',
      'theirs',
    ],
    [
      'a lecture you added',
      sent({ videolectures: [...(sent().videolectures as Body[]), lecture('Hooks')] }),
      saved(),
      'videolectures',
      'mine',
    ],
    [
      'lectures you both added, each a different one',
      sent({ videolectures: [...(sent().videolectures as Body[]), lecture('Hooks')] }),
      saved({ videolectures: [...(saved().videolectures as Body[]), lecture('Routing')] }),
      'videolectures',
      'both',
    ],
    ['lines they put in another order', sent(), saved({ learningOutcomes: ['Deploy apps', 'Build APIs'] }), 'learningOutcomes', 'theirs'],
    ['an empty price beside null', sent({ price: null }), saved({ price: undefined }), 'price', null],
    ['a price of 0 (yours) beside none (theirs)', sent({ price: 0 }), saved({ price: null }), 'price', 'both'],
    ['a field the form does not show', sent(), saved({ updatedAt: '2026-11-25T10:00:00.000Z', version: 9 }), 'updatedAt', null],
  ];

  it.each(table)('%s', (_what, mine, theirs, field, expected) => {
    const merges = mergeFields(fields, comparable(fields, saved()), mine, comparable(fields, theirs));
    expect(merges.find((m) => m.spec.name === field)?.state ?? null).toBe(expected);
    // Nothing else is reported: a field neither changed is never a difference.
    expect(merges.filter((m) => m.spec.name !== field)).toEqual([]);
  });
});

describe('the merged record', () => {
  const mine = sent({ title: 'MERN (mine)', overview: 'Ten weeks, two projects.' });
  const theirs = comparable(fields, saved({ title: 'MERN (theirs)', duration: '14 weeks' }));
  const merges = mergeFields(fields, comparable(fields, saved()), mine, theirs);

  it('holds your change, theirs, and your choice for the field you both changed', () => {
    const merged = mergedBody(mine, merges, { title: 'theirs' });
    expect(merged).toMatchObject({ title: 'MERN (theirs)', overview: 'Ten weeks, two projects.', duration: '14 weeks' });
  });

  it('keeps your value of a field you both changed until you choose theirs', () => {
    expect(mergedBody(mine, merges, {})).toMatchObject({ title: 'MERN (mine)', duration: '14 weeks' });
  });
});

describe('sameData', () => {
  const table: [string, unknown, unknown, boolean][] = [
    ['objects with their keys in another order', { a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
    ['lists in another order', ['x', 'y'], ['y', 'x'], false],
    ['an empty text and null', '', null, true],
    ['a missing key and null', { a: null }, {}, true],
    ['0 and null', 0, null, false],
    ['false and null', false, null, false],
    ['an empty list and null', [], null, false],
    ['a list and an object', [], {}, false],
  ];
  it.each(table)('%s', (_what, a, b, same) => {
    expect(sameData(a, b)).toBe(same);
    expect(sameData(b, a)).toBe(same);
  });
});
