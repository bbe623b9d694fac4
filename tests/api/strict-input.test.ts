/** Input the contract cannot express as a type: bytes, structure and characters. Each is a clear 4xx that writes nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../server/http/strict-json';
import { countAll } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const contact = { name: 'Valid Name', email: 'valid@example.com', phone: '9876543210', message: 'A valid message body.' };
const send = (body: BodyInit, type = 'application/json') =>
  fetch(`${server.baseUrl}/api/contact`, { method: 'POST', headers: { 'Content-Type': type }, body });

async function expectRefused(res: Response, status: number, message: string | RegExp, errors?: Record<string, string>) {
  const body = (await res.json()) as { success: boolean; message: string; errors?: Record<string, string> };
  expect(res.status).toBe(status);
  expect(body.success).toBe(false);
  expect(body.message).toMatch(message);
  if (errors) expect(body.errors).toMatchObject(errors);
}

describe('text fields', () => {
  const hidden = 'Remove the hidden or control characters from this field';
  it.each([
    ['NUL', 'name', 'Asha\u0000 Rao'],
    ['escape sequence', 'message', 'Hello \u001b[31mred\u001b[0m and more'],
    ['C1 control', 'name', 'Asha\u0085Rao'],
    ['right-to-left override', 'name', 'Asha \u202Egnp.exe'],
    ['bidi isolate', 'message', 'A message \u2066with an isolate\u2069 in it'],
    ['lone surrogate', 'message', 'A broken \ud800 character here'],
  ])('%s in %s is refused with a field message', async (_label, field, value) => {
    const before = await countAll(server);
    await expectRefused(await send(JSON.stringify({ ...contact, [field]: value })), 400, 'Please correct the highlighted fields.', {
      [field]: hidden,
    });
    expect(await countAll(server)).toEqual(before);
  });

  it('NUL is refused on every write route, so PostgreSQL never sees it', async () => {
    const routes: [string, Record<string, unknown>, string][] = [
      ['/api/otp/send', { mobileNo: '98765\u000043210' }, 'mobileNo'],
      [
        '/api/student/register',
        { fullName: 'Ro\u0000han', email: 'r@example.com', mobileNo: '9876543210', dob: '2000-01-01', collegeName: 'C' },
        'fullName',
      ],
      [
        '/api/feedback',
        {
          firstName: 'A\u0000',
          lastName: 'B',
          phone: '9876543210',
          email: 'a@example.com',
          collegeName: 'C',
          ratings: { teachingQuality: 5, presentations: 5, engagement: 5, pacing: 5, organization: 5 },
        },
        'firstName',
      ],
    ];
    for (const [path, body, field] of routes) {
      const res = await server.post(path, body);
      const json = (await res.json()) as { errors?: Record<string, string> };
      expect(res.status, path).toBe(400);
      expect(json.errors?.[field], path).toBe(field === 'mobileNo' ? hidden : hidden);
    }
  });

  it('tabs, line breaks, Hindi and emoji are ordinary text', async () => {
    const res = await send(JSON.stringify({ ...contact, name: 'आशा राव', message: 'First line\n\tSecond line 😀 done' }));
    expect(res.status).toBe(201);
  });
});

describe('bodies', () => {
  it('refuses bytes that are not UTF-8', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('{"name":"'), 0xc3, 0x28, ...new TextEncoder().encode('"}')]);
    await expectRefused(await send(bytes), 400, 'Request body is not valid UTF-8');
  });

  it('refuses a charset other than UTF-8 with 415', async () => {
    await expectRefused(await send(JSON.stringify(contact), 'application/json; charset=iso-8859-1'), 415, /UTF-8/);
    expect((await send(JSON.stringify(contact), 'application/json; charset=utf-8')).status).toBe(201);
  });

  it('refuses duplicate keys, even when spelled with escapes', async () => {
    await expectRefused(
      await send(
        '{"name":"Valid Name","name":"Other Name","email":"v@example.com","phone":"9876543210","message":"A valid message body."}',
      ),
      400,
      'Duplicate key "name" in JSON body',
    );
    await expectRefused(await send('{"name":"Valid Name","n\\u0061me":"x"}'), 400, /Duplicate key "name"/);
    // The same key in two different objects is not a duplicate.
    const feedback = {
      firstName: 'A',
      lastName: 'B',
      phone: '9876543210',
      email: 'a@example.com',
      collegeName: 'C',
      ratings: { teachingQuality: 5, presentations: 5, engagement: 5, pacing: 5, organization: 5, firstName: 1 },
    };
    expect((await server.post('/api/feedback', feedback)).status).toBe(201);
  });

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} levels, at any size under the body limit`, async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 5_000, 16_000]) {
      await expectRefused(await send('['.repeat(depth) + ']'.repeat(depth)), 400, /nested too deeply/);
      await expectRefused(
        await send('{"a":'.repeat(Math.min(depth, 5_000)) + '1' + '}'.repeat(Math.min(depth, 5_000))),
        400,
        /nested too deeply/,
      );
    }
    // Strings that look like brackets are not nesting.
    expect((await send(JSON.stringify({ ...contact, message: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ {{{{{{{{{{{{{{{{{{{{' }))).status).toBe(201);
  });

  it('refuses a 1 MB string with 413 and wrong content types with 415', async () => {
    await expectRefused(await send(JSON.stringify({ ...contact, message: 'x'.repeat(1_000_000) })), 413, /too large/);
    await expectRefused(await send(JSON.stringify(contact), 'text/plain'), 415, /application\/json/);
  });
});
