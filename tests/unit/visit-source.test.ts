// @vitest-environment jsdom
/**
 * Where a form came from (decision 150): the visit's first page gives its utm_* and referrer for the tab; the
 * page a form is sent from is added at the time; the outbox item carries the source and posts it beside the
 * form's fields, and an item stored before sources were kept posts its fields alone.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { readVisitSource, sourceLabel, sourceOfPage } from '../../src/contract/visit-source';
import { Outbox, postSubmission, type OutboxItem } from '../../src/offline/outbox';
import { rememberVisit } from '../../src/offline/visit-landing';
import { currentVisitSource } from '../../src/offline/visit-source';

const origin = window.location.origin;

beforeEach(() => sessionStorage.clear());

describe('the visit', () => {
  it('remembers the landing page’s campaign and the referring site, and keeps them while the app moves on', () => {
    rememberVisit({ search: '?utm_source=Instagram&utm_campaign=diwali&x=1', origin }, 'https://www.instagram.com/');
    window.history.pushState({}, '', '/contact');
    // A reload of another page of the site with no campaign keeps the first.
    rememberVisit({ search: '', origin }, `${origin}/courses`);
    expect(currentVisitSource()).toEqual({
      page: '/contact',
      referrer: 'https://www.instagram.com/',
      utm: { source: 'Instagram', campaign: 'diwali' },
    });
  });

  it('starts a new visit on a new campaign, and never counts the site itself as a referrer', () => {
    rememberVisit({ search: '', origin }, `${origin}/`);
    expect(currentVisitSource()).toEqual({ page: window.location.pathname });
    rememberVisit({ search: '?utm_source=newsletter', origin }, '');
    expect(currentVisitSource()?.utm).toEqual({ source: 'newsletter' });
  });

  it('is read by the server as a browser sends it, and named for counting', () => {
    expect(readVisitSource({ page: '/contact', referrer: 'javascript:x', utm: { source: 'a\u202eb', medium: 'cpc' } })).toEqual({
      page: '/contact',
      utm: { medium: 'cpc' },
    });
    expect(readVisitSource({ page: 'contact' })).toBeUndefined();
    expect(sourceLabel({ page: '/', utm: { source: 'Instagram' } })).toBe('instagram');
    expect(sourceLabel({ page: '/', referrer: 'https://www.google.com/search?q=x' })).toBe('google.com');
    expect(sourceLabel({ page: '/' })).toBe('direct');
  });

  it('is the page and its campaign for a form posted before the app runs', () => {
    expect(sourceOfPage(new URL('https://academy.example/contact?utm_source=Instagram&utm_medium=&x=1'))).toEqual({
      page: '/contact',
      utm: { source: 'Instagram' },
    });
    expect(sourceOfPage(new URL('https://academy.example/contact'))).toEqual({ page: '/contact' });
  });
});

describe('the outbox keeps the source', () => {
  it('stores it with the item, posts it beside the fields, and posts an old item’s fields alone', async () => {
    const bodies: unknown[] = [];
    const outbox = new Outbox({ dbName: 'visit-source-outbox', send: async (item) => bodies.push(await postBody(item)) });
    const source = { page: '/contact', utm: { source: 'instagram' } };
    const outcome = await outbox.submit(
      'callback',
      { name: 'Asha', mobileNo: '9876543210', preferredTime: 'any' },
      crypto.randomUUID(),
      source,
    );
    expect(outcome.item.source).toEqual(source);
    expect(bodies[0]).toEqual({ name: 'Asha', mobileNo: '9876543210', preferredTime: 'any', source });
    const old = { id: crypto.randomUUID(), kind: 'contact', payload: { name: 'Ravi' } } as Pick<OutboxItem, 'id' | 'kind' | 'payload'>;
    expect(await postBody(old)).toEqual({ name: 'Ravi' });
    outbox.stop();
  });
});

/** The body `postSubmission` would send, caught at fetch. */
async function postBody(item: Pick<OutboxItem, 'id' | 'kind' | 'payload' | 'source'>): Promise<unknown> {
  const real = globalThis.fetch;
  let body: unknown;
  globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    body = JSON.parse(String(init?.body));
    return new Response(JSON.stringify({ success: true, message: 'ok', data: {} }), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  try {
    await postSubmission(item);
  } finally {
    globalThis.fetch = real;
  }
  return body;
}
