/** What a /pending card calls a submission and how it says its tries went (issue 36). */
import { describe, expect, it } from 'vitest';
import { itemTitle, opening, triesText } from '../../src/features/outbox/item-words';
import { OUTBOX_TIMINGS, type OutboxItem } from '../../src/offline/outbox';
import { hasOutboxNews } from '../../src/offline/outbox-store';

const DAY = 24 * 3_600_000;

describe('a card is named by what it is', () => {
  const CASES: [string, Pick<OutboxItem, 'kind' | 'payload'>, string][] = [
    [
      'an enrolment, by its course',
      { kind: 'enrolment', payload: { selectedProgram: 'MERN Stack Development' } },
      'Enrollment — MERN Stack Development',
    ],
    ['an enrolment for no known course', { kind: 'enrolment', payload: { selectedProgram: 'Unknown Program' } }, 'Enrollment'],
    ['a registration, by its program', { kind: 'registration', payload: { selectedProgram: 'Full Stack' } }, 'Registration — Full Stack'],
    [
      'a contact message, by its first words',
      { kind: 'contact', payload: { message: 'I would like to know about the weekend batch for data science, please.' } },
      'Contact message: “I would like to know about the weekend…”',
    ],
    [
      'a short contact message, whole',
      { kind: 'contact', payload: { message: 'Call me  back\nplease.' } },
      'Contact message: “Call me back please.”',
    ],
    ['feedback, by who gave it', { kind: 'feedback', payload: { firstName: 'Asha', lastName: 'Rao' } }, 'Feedback from Asha Rao'],
    ['a payload without the detail (an older build)', { kind: 'contact', payload: {} }, 'Contact message'],
  ];
  it.each(CASES)('%s', (_, item, title) => {
    expect(itemTitle(item)).toBe(title);
  });

  it('cuts one long word where it must', () => {
    expect(opening('x'.repeat(60))).toBe(`${'x'.repeat(40)}…`);
  });
});

describe('its tries, in plain words', () => {
  const CASES: [string, Pick<OutboxItem, 'status' | 'attempts' | 'failure'>, string | null][] = [
    ['saved offline, not tried', { status: 'queued', attempts: 0 }, 'Not sent yet — it goes as soon as there is a connection.'],
    ['no answer, twice', { status: 'queued', attempts: 2, failure: 'network' }, 'No connection yet — tried twice'],
    ['no answer, from an older build with no reason', { status: 'queued', attempts: 1 }, 'No connection yet — tried once'],
    ['too slow', { status: 'queued', attempts: 3, failure: 'timeout' }, 'The academy took too long to answer — tried 3 times'],
    ['the server failed', { status: 'queued', attempts: 4, failure: 'server' }, "The academy's server had a problem — tried 4 times"],
    ['delivered at the first try', { status: 'sent', attempts: 1 }, null],
    ['delivered after waiting', { status: 'sent', attempts: 3, failure: 'network' }, 'Delivered after 3 tries'],
    ['being sent', { status: 'sending', attempts: 1 }, null],
  ];
  it.each(CASES)('%s', (_, item, words) => {
    expect(triesText(item)).toBe(words);
  });
});

describe('the navbar links to /pending', () => {
  const NOW = 1_700_000_000_000;
  const sent = (ago: number) => ({ status: 'sent', sentAt: NOW - ago, updatedAt: NOW - ago }) as OutboxItem;
  it('while anything waits, or was delivered within the week the outbox keeps it', () => {
    expect(hasOutboxNews([], NOW)).toBe(false);
    expect(hasOutboxNews([{ status: 'queued', updatedAt: NOW - 30 * DAY } as OutboxItem], NOW)).toBe(true);
    expect(hasOutboxNews([sent(OUTBOX_TIMINGS.keepSentMs - 60_000)], NOW)).toBe(true);
    expect(hasOutboxNews([sent(OUTBOX_TIMINGS.keepSentMs + 60_000)], NOW)).toBe(false);
  });
});
