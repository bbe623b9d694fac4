/**
 * The academy's webhooks and the owners' daily digest (issue 39), against local stand-ins for the far side:
 * a receiver that checks every signature (Standard Webhooks), answers as told, and records each delivery;
 * and a push service. Admins only make webhooks; addresses that would make the server call its own
 * network are refused; a failing receiver is tried again after a growing wait, each try in the delivery
 * log, and given up after the last; a paused webhook's events wait for it. A digest goes once per owner and
 * day, however many schedulers tick at once, and not on a closed day.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryView, LeadPage, LeadSummary, WebhookView } from '../../src/contract/leads';
import { ConsoleSmsSender } from '../../server/auth/sms';
import { LeadDigestScheduler } from '../../server/leads/digest';
import { OutboundDispatcher } from '../../server/leads/outbound-dispatcher';
import { verifyWebhook } from '../../server/leads/webhook-signing';
import { silentLogger } from '../../server/log';
import { VapidKeyStore } from '../../server/push/vapid-keys';
import { addStaffMember } from '../../server/staff/members';
import { freshMobile, key, login } from '../support/api-helpers';
import { testBrowser } from '../support/my-learning-helpers';
import { startPushService, type PushService } from '../support/push-service';
import { startTestServer, type TestServer } from '../support/test-server';

// Wednesday 2 December 2026, 10:30 India time.
const NOW = new Date('2026-12-02T05:00:00.000Z');
let server: TestServer;
let dispatcher: OutboundDispatcher;
let admin: { cookie: string; mobileNo: string };
let staff: { cookie: string; mobileNo: string; id: string };

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

/** A receiver: answers each path with the statuses queued for it (then 200), and keeps every delivery. */
async function startReceiver() {
  const received: Delivery[] = [];
  const answers = new Map<string, number[]>();
  const http = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ headers: req.headers, body, path });
      res.writeHead(answers.get(path)?.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: (path: string) => `http://127.0.0.1:${(http.address() as AddressInfo).port}${path}`,
    received,
    answer: (path: string, ...statuses: number[]) => answers.set(path, statuses),
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let push: PushService;

async function call<T = Record<string, unknown>>(method: string, path: string, cookie: string, body?: unknown, ifMatch?: number) {
  const headers: Record<string, string> = { cookie, ...key() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (ifMatch !== undefined) headers['if-match'] = `"${ifMatch}"`;
  const res = await server.get(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { data: T; errors?: Record<string, string>; message?: string } };
}

async function newLead(mobileNo = freshMobile()): Promise<LeadSummary> {
  const sent = await server.post('/api/callback-requests', { name: 'Kabir Shah', mobileNo, preferredTime: 'any' }, key());
  expect(sent.status).toBe(201);
  return (await call<LeadPage>('GET', `/api/staff/leads?q=${mobileNo}`, admin.cookie)).body.data.items[0]!;
}

async function makeWebhook(path: string, events = ['lead.created', 'lead.status_changed']) {
  const made = await call<WebhookView>('POST', '/api/staff/webhooks', admin.cookie, { url: receiver.url(path), events });
  expect(made.status).toBe(201);
  return made.body.data;
}

const deliveriesTo = (path: string) => receiver.received.filter((d) => d.path === path);

beforeAll(async () => {
  [server, receiver, push] = await Promise.all([startTestServer({ now: NOW }), startReceiver(), startPushService()]);
  dispatcher = new OutboundDispatcher({
    db: server.database.db,
    clock: server.clock.now,
    sms: new ConsoleSmsSender(server.inbox, server.clock.now),
    allowLoopbackHttp: true,
    logger: silentLogger(),
    retry: { baseMs: 60_000, maxMs: 240_000, maxAttempts: 3 },
  });
  const adminMobile = freshMobile();
  await addStaffMember(server.database.db, { identifier: adminMobile, role: 'admin' }, 'test', NOW);
  admin = { cookie: (await login(server, adminMobile)).cookie, mobileNo: adminMobile };
  const staffMobile = freshMobile();
  const added = await addStaffMember(server.database.db, { identifier: staffMobile, role: 'staff' }, 'test', NOW);
  staff = { cookie: (await login(server, staffMobile)).cookie, mobileNo: staffMobile, id: String((added.body.data as { id: string }).id) };
});
afterAll(async () => {
  await dispatcher?.stop();
  await Promise.all([server?.close(), receiver?.close(), push?.close()]);
});

describe('webhooks', () => {
  it('are made by admins only, with a secret shown once, and never to an address inside a network', async () => {
    expect(
      (await call('POST', '/api/staff/webhooks', staff.cookie, { url: 'https://hooks.example.com/a', events: ['lead.created'] })).status,
    ).toBe(403);
    for (const url of [
      'http://hooks.example.com/a',
      'https://10.0.0.8/a',
      'https://localhost/a',
      'https://intranet/a',
      'ftp://hooks.example.com/a',
      'https://u:p@hooks.example.com/a',
    ]) {
      const refused = await call('POST', '/api/staff/webhooks', admin.cookie, { url, events: ['lead.created'] });
      expect(refused.status, url).toBe(400);
      expect(Object.keys(refused.body.errors ?? {}), url).toEqual(['url']);
    }
    expect(
      (await call('POST', '/api/staff/webhooks', admin.cookie, { url: 'https://hooks.example.com/a', events: [] })).body.errors,
    ).toEqual({
      events: 'Choose at least one event',
    });
    const made = await call<WebhookView>('POST', '/api/staff/webhooks', admin.cookie, {
      url: 'https://hooks.example.com/made',
      events: ['lead.created'],
      active: false,
    });
    expect(made.status).toBe(201);
    expect(made.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = (await call<WebhookView[]>('GET', '/api/staff/webhooks', admin.cookie)).body.data.find(
      (w) => w.id === made.body.data.id,
    )!;
    expect(listed).not.toHaveProperty('secret');
    const audit = await call<{ after: Record<string, unknown> }[]>(
      'GET',
      `/api/staff/audit?entity=webhook&entityId=${made.body.data.id}`,
      admin.cookie,
    );
    expect(JSON.stringify(audit.body.data)).not.toContain(made.body.data.secret!);
    expect((await call('DELETE', `/api/staff/webhooks/${made.body.data.id}`, admin.cookie, undefined, made.body.data.version)).status).toBe(
      200,
    );
  });

  it('signs each event, tries a failing receiver again after a growing wait with the same event id, and logs every try', async () => {
    const hook = await makeWebhook('/sheet');
    const secret = (await call<WebhookView[]>('GET', '/api/staff/webhooks', admin.cookie)).body.data.find((w) => w.id === hook.id)!;
    expect(secret.secret).toBeUndefined();
    receiver.answer('/sheet', 500);
    const lead = await newLead();
    await dispatcher.tick();
    expect(deliveriesTo('/sheet')).toHaveLength(1);
    await dispatcher.tick(); // not due yet: the wait is a minute
    expect(deliveriesTo('/sheet')).toHaveLength(1);
    server.clock.advance(60_000);
    await dispatcher.tick();
    const [first, second] = deliveriesTo('/sheet');
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    for (const d of [first!, second!])
      expect(verifyWebhook(hook.secret!, d.headers as Record<string, string>, d.body, server.clock.now())).toBe(true);
    expect(
      verifyWebhook(hook.secret!, first!.headers as Record<string, string>, first!.body.replace('Kabir', 'Kabeer'), server.clock.now()),
    ).toBe(false);
    expect(JSON.parse(second!.body)).toMatchObject({ type: 'lead.created', data: { id: lead.id, name: 'Kabir Shah', status: 'new' } });
    const log = await call<DeliveryView[]>('GET', `/api/staff/webhooks/${hook.id}/deliveries`, admin.cookie);
    expect(log.body.data[0]).toMatchObject({ eventType: 'lead.created', attempts: 2, lastStatus: 200, lastError: null, failedAt: null });
    expect(log.body.data[0]!.deliveredAt).not.toBeNull();
    // A status change is an event too, with what it was before.
    await call('PATCH', `/api/staff/leads/${lead.id}`, staff.cookie, { status: 'contacted' }, lead.version);
    await dispatcher.tick();
    expect(JSON.parse(deliveriesTo('/sheet').at(-1)!.body)).toMatchObject({
      type: 'lead.status_changed',
      data: { status: 'contacted', previousStatus: 'new' },
    });
    await call('DELETE', `/api/staff/webhooks/${hook.id}`, admin.cookie, undefined, hook.version);
  });

  it('gives up after the last try, and keeps a paused webhook’s events until it is on again', async () => {
    const hook = await makeWebhook('/down', ['lead.created']);
    receiver.answer('/down', 503, 503, 503);
    await newLead();
    for (let i = 0; i < 3; i++) {
      await dispatcher.tick();
      server.clock.advance(240_000);
    }
    const [gaveUp] = (await call<DeliveryView[]>('GET', `/api/staff/webhooks/${hook.id}/deliveries?state=failed`, admin.cookie)).body.data;
    expect(gaveUp).toMatchObject({ attempts: 3, lastStatus: 503, deliveredAt: null });
    const paused = await call<WebhookView>('PATCH', `/api/staff/webhooks/${hook.id}`, admin.cookie, { active: false }, hook.version);
    expect(paused.body.data.failed).toBe(1);
    await newLead();
    await dispatcher.tick();
    expect(deliveriesTo('/down')).toHaveLength(3);
    await call('PATCH', `/api/staff/webhooks/${hook.id}`, admin.cookie, { active: true }, paused.body.data.version);
    await dispatcher.tick();
    expect(deliveriesTo('/down')).toHaveLength(4);
  });
});

describe('the daily digest', () => {
  it('goes to each owner’s devices once per working day, however many instances tick at once', async () => {
    const lead = await newLead();
    await call(
      'PATCH',
      `/api/staff/leads/${lead.id}`,
      admin.cookie,
      { ownerId: staff.id, nextFollowUpAt: '2026-12-02T09:00:00.000Z' },
      lead.version,
    );
    const device = testBrowser();
    const endpoint = `${push.origin}/push/owner`;
    expect((await call('POST', '/api/me/push-subscriptions', staff.cookie, device.subscription(endpoint))).status).toBe(201);
    const scheduler = () =>
      new LeadDigestScheduler({
        db: server.database.db,
        clock: server.clock.now,
        vapid: new VapidKeyStore(server.database.db),
        subject: 'mailto:ops@example.com',
        allowLoopbackHttp: true,
        logger: silentLogger(),
      });
    const [a, b, c] = [scheduler(), scheduler(), scheduler()];
    const sent = await Promise.all([a.tick(), b.tick(), c.tick()]);
    expect(push.received.filter((p) => p.path === '/push/owner')).toHaveLength(1);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await a.tick()).toBe(0);
    // Sunday is closed: no digest, whatever is due.
    server.clock.advance(4 * 86_400_000);
    try {
      expect(await a.tick()).toBe(0);
    } finally {
      server.clock.advance(-4 * 86_400_000);
    }
    expect(push.received.filter((p) => p.path === '/push/owner')).toHaveLength(1);
  });
});
