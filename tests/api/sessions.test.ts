import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Struct } from 'superstruct';
import {
  dataBody,
  ErrorBody,
  Event,
  EventSummary,
  InternshipSession,
  listBody,
  SESSION_TYPES,
  SessionCategory,
  uploadUrl,
  Webinar,
  Workshop,
} from '../../src/contract';
import { expectShape } from '../support/expect-shape';
import { startTestServer, type TestServer } from '../support/test-server';

const NOW = new Date();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: NOW });
});
afterAll(() => server?.close());

async function json(path: string) {
  const res = await server.get(path);
  return { status: res.status, body: (await res.json()) as unknown };
}

async function list<T>(path: string, item: Struct<T>): Promise<T[]> {
  const { status, body } = await json(path);
  expect(status).toBe(200);
  return expectShape(body, listBody(item)).data;
}

async function detail<T>(path: string, item: Struct<T>): Promise<T> {
  const { status, body } = await json(path);
  expect(status).toBe(200);
  return expectShape(body, dataBody(item)).data;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const HHMM = /^\d{2}:\d{2}$/;

describe('GET /api/session-category', () => {
  it('lists the four categories, one per session type', async () => {
    const categories = await list('/api/session-category', SessionCategory);
    expect(categories.map((c) => c.type).sort()).toEqual([...SESSION_TYPES].sort());
    for (const c of categories) {
      expect(c.slug).toMatch(/^[a-z-]+$/);
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.desc.length).toBeGreaterThan(0);
    }
  });
});

describe('events', () => {
  it('lists events with dates that put some in the past, some ongoing and some upcoming', async () => {
    const events = await list('/api/event', EventSummary);
    const phase = (e: EventSummary) => (new Date(e.startDate) > NOW ? 'upcoming' : new Date(e.endDate) >= NOW ? 'ongoing' : 'past');
    expect(new Set(events.map(phase))).toEqual(new Set(['past', 'ongoing', 'upcoming']));
  });

  it('answers every event with all SPEC fields, statuses of each colour, and existing pictures', async () => {
    const events = await list('/api/event', EventSummary);
    const details: Event[] = [];
    for (const e of events) details.push(await detail(`/api/event/${e._id}`, Event));
    const statuses = new Set(details.map((d) => d.status));
    expect(statuses.has('Active')).toBe(true);
    expect(statuses.has('Past')).toBe(true);
    expect([...statuses].some((s) => s !== 'Active' && s !== 'Past')).toBe(true);
    expect(details.some((d) => d.feedbackFormLink === 'true')).toBe(true);
    expect(details.some((d) => d.bannerImage === null)).toBe(true);
    const sponsors = details.flatMap((d) => d.sponsors);
    expect(sponsors.some((s) => typeof s === 'string')).toBe(true);
    expect(sponsors.some((s) => typeof s !== 'string')).toBe(true);
    for (const d of details) {
      expect(d.startTime).toMatch(HHMM);
      expect(d.endTime).toMatch(HHMM);
      expect(new Date(d.endDate) >= new Date(d.startDate)).toBe(true);
      if (d.bannerImage) expect((await server.get(uploadUrl('eventBanner', d.bannerImage))).status).toBe(200);
      for (const g of d.gallery) expect((await server.get(uploadUrl('eventGallery', g))).status).toBe(200);
      for (const s of d.sponsors) {
        if (typeof s !== 'string' && s.logo) expect((await server.get(uploadUrl('sponsorLogo', s.logo))).status).toBe(200);
      }
    }
    expect(details.some((d) => d.agenda.length > 0 && d.resources.length > 0 && d.speakers.length > 0)).toBe(true);
  });
});

describe('webinars', () => {
  it('lists webinars that are ongoing, upcoming and past, each answered by id', async () => {
    const webinars = await list('/api/webinars', Webinar);
    expect(new Set(webinars.map((w) => w.status))).toEqual(new Set(['ongoing', 'upcoming', 'past']));
    for (const w of webinars) {
      expect(w.id).toBe(w._id);
      const one = await detail(`/api/webinars/${w.id}`, Webinar);
      expect(one).toEqual(w);
      if (w.speakerPhoto) expect((await server.get(uploadUrl('webinarSpeaker', w.speakerPhoto))).status).toBe(200);
    }
    expect(webinars.some((w) => w.speakerPhoto === null)).toBe(true);
  });
});

describe('workshops and internship sessions', () => {
  it('lists workshops in every status (capitalised), each answered by id', async () => {
    const workshops = await list('/api/workshops', Workshop);
    expect(new Set(workshops.map((w) => w.status))).toEqual(new Set(['Ongoing', 'Upcoming', 'Completed']));
    for (const w of workshops) expect(await detail(`/api/workshops/${w._id}`, Workshop)).toEqual(w);
  });

  it('lists internship sessions in every status, each answered by id', async () => {
    const sessions = await list('/api/internship-sessions', InternshipSession);
    expect(new Set(sessions.map((s) => s.status))).toEqual(new Set(['Ongoing', 'Upcoming', 'Completed']));
    for (const s of sessions) {
      const one = await detail(`/api/internship-sessions/${s._id}`, InternshipSession);
      expect(one).toEqual(s);
      expect(one.fees.amount).toBeGreaterThan(0);
      expect(one.fees.refundPolicy.length).toBeGreaterThan(0);
    }
  });
});

describe('detail routes refuse unknown and malformed ids', () => {
  it.each([
    ['/api/event', 'Event not found'],
    ['/api/webinars', 'Webinar not found'],
    ['/api/workshops', 'Workshop not found'],
    ['/api/internship-sessions', 'Internship session not found'],
  ])('%s/{id}', async (base, notFound) => {
    const unknown = await json(`${base}/${UNKNOWN_ID}`);
    expect(unknown.status).toBe(404);
    expect(expectShape(unknown.body, ErrorBody).message).toBe(notFound);
    const malformed = await json(`${base}/not-an-id`);
    expect(malformed.status).toBe(400);
    expectShape(malformed.body, ErrorBody);
  });
});
