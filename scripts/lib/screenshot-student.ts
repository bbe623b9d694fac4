/**
 * A signed-in student for `npm run screenshots` (issue 36): logged in with the dev inbox's code, enrolled in a
 * course under a name other than their profile's (My learning then asks "Use the details from your enrollment?"),
 * registered for a webinar; returns the routes that show what they see.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

interface Listed {
  _id: string;
  title: string;
  status?: string;
}

export async function signedInStudent(context: BrowserContext, baseUrl: string): Promise<{ name: string; route: string }[]> {
  const mobileNo = `7${String(Date.now()).slice(-9)}`;
  const api = context.request;
  const post = (path: string, data: unknown) => api.post(`${baseUrl}/api${path}`, { data, headers: { 'Idempotency-Key': randomUUID() } });
  const sent = (await (await post('/otp/send', { mobileNo })).json()) as { data: { reference_id: string } };
  const inbox = (await (await api.get(`${baseUrl}/api/dev/otp-inbox?mobileNo=${mobileNo}`)).json()) as { data: { code: string }[] };
  const verified = (await (await post('/otp/verify', { reference_id: sent.data.reference_id, otp: inbox.data.at(-1)!.code })).json()) as {
    data: { studentId: string };
  };
  const { studentId } = verified.data;
  // The readable cookies the app shows who is logged in from (SPEC §3), as its login writes them.
  await context.addCookies(
    ['studentId', 'mobileNo'].map((name) => ({ name, value: name === 'studentId' ? studentId : mobileNo, url: baseUrl })),
  );
  const list = async (path: string) => ((await (await api.get(`${baseUrl}/api${path}`)).json()) as { data: Listed[] }).data;
  const [course] = await list('/courses/all');
  const webinar = (await list('/webinars')).find((w) => w.status === 'upcoming')!;
  await api.put(`${baseUrl}/api/me/profile`, { data: { fullName: 'Riya Kulkarni', email: `riya.${mobileNo}@example.com` } });
  const enrolment = { studentId, fullName: 'Riya S. Kulkarni', mobileNo, email: `riya.${mobileNo}@example.com`, collegeName: 'COEP' };
  await post('/enrollments/enroll', { ...enrolment, selectedProgram: course!.title, course: course!._id });
  await post(`/me/sessions/webinar/${webinar._id}/registration`, {});
  return [
    { name: 'signed-in-course-enrolled', route: `/courses/c/${course!._id}` },
    { name: 'signed-in-my-learning', route: '/my-learning' },
    { name: 'signed-in-webinar', route: `/webinar/${webinar._id}` },
  ];
}
