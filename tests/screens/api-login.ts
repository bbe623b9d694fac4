/**
 * A real OTP login against a screens test's API server, made with `fetch` (jsdom keeps no HttpOnly
 * cookie, so the session cookie is handed back for the test to send with the app's requests).
 */
export interface LoggedIn {
  studentId: string;
  mobileNo: string;
  cookie: string;
}

let seq = 0;
/** A valid mobile number unused by this run; `first` keeps each test file's numbers apart (workers share a pid). */
export const freshMobile = (first: '7' | '8') =>
  `${first}${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 10_000).padStart(4, '0')}${String(++seq).padStart(2, '0')}`;

/** Sends a code to `mobileNo`, reads it from the dev inbox and verifies it; `send` is the fetch to use. */
export async function logInByApi(origin: string, mobileNo: string, send: typeof fetch = globalThis.fetch): Promise<LoggedIn> {
  const post = (path: string, body: unknown) =>
    send(origin + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const sent = (await (await post('/api/otp/send', { mobileNo })).json()) as { data: { reference_id: string } };
  const inbox = (await (await send(`${origin}/api/dev/otp-inbox?mobileNo=${mobileNo}`)).json()) as { data: { code: string }[] };
  const verified = await post('/api/otp/verify', { reference_id: sent.data.reference_id, otp: inbox.data.at(-1)!.code });
  const body = (await verified.json()) as { data: { studentId: string } };
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { studentId: body.data.studentId, mobileNo, cookie };
}
