/**
 * A signed-in student's own reads and writes (issue 21, `/api/me/*`). Keys are in me-keys.ts; a logout
 * removes every one of them (src/app/query-client.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { API_BASE, pathTo } from '../contract/api-routes';
import { ME_PATHS } from '../contract/me-paths';
import type { MyLearning, MyProfile, MySession, ProfileUpdate, SessionKind } from '../contract/my-learning';
import type { DataBody } from '../contract';
import { apiRequest } from './http';
import { meQueryKeys } from './me-keys';

export const myLearningQuery = (studentId: string) =>
  queryOptions({
    queryKey: meQueryKeys.learning(studentId),
    queryFn: async ({ signal }) => (await apiRequest<DataBody<MyLearning>>(ME_PATHS.learning, { signal })).data,
  });

const sessionPath = (pattern: string, kind: SessionKind, id: string) => pathTo(pattern, { kind, id });

/** The .ics of one registered session, as a link the browser downloads (the cookie goes with it). */
export const sessionCalendarHref = (kind: SessionKind, id: string) => API_BASE + sessionPath(ME_PATHS.sessionCalendar, kind, id);

export async function registerForSession(kind: SessionKind, id: string): Promise<MySession> {
  return (await apiRequest<DataBody<MySession>>(sessionPath(ME_PATHS.sessionRegistration, kind, id), { method: 'POST', body: {} })).data;
}

export async function leaveSession(kind: SessionKind, id: string): Promise<void> {
  await apiRequest(sessionPath(ME_PATHS.sessionRegistration, kind, id), { method: 'DELETE' });
}

export async function setReminders(kind: SessionKind, id: string, on: boolean): Promise<void> {
  await apiRequest(sessionPath(ME_PATHS.sessionReminders, kind, id), on ? { method: 'POST', body: {} } : { method: 'DELETE' });
}

export async function pushPublicKey(): Promise<string> {
  return (await apiRequest<DataBody<{ publicKey: string }>>(ME_PATHS.pushPublicKey)).data.publicKey;
}

export async function saveDevice(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<void> {
  await apiRequest(ME_PATHS.pushSubscriptions, { method: 'POST', body: subscription });
}

export async function updateProfile(profile: ProfileUpdate): Promise<MyProfile> {
  return (await apiRequest<DataBody<MyProfile>>(ME_PATHS.profile, { method: 'PUT', body: profile })).data;
}

/** "Keep my profile": the enrollment's different details are not offered again (decision 114). */
export async function keepProfile(): Promise<void> {
  await apiRequest(ME_PATHS.profileOffer, { method: 'DELETE' });
}

export interface CalendarFeedLink {
  url: string;
  createdAt: string;
}

export async function makeCalendarFeed(): Promise<CalendarFeedLink> {
  return (await apiRequest<DataBody<CalendarFeedLink>>(ME_PATHS.calendarFeed, { method: 'POST', body: {} })).data;
}

export async function revokeCalendarFeed(): Promise<void> {
  await apiRequest(ME_PATHS.calendarFeed, { method: 'DELETE' });
}

/** Accept the seat a waitlist offer holds, or let it go to the next person (issue 38). Answers the server's message. */
export async function answerOffer(enrolmentId: string, answer: 'accept' | 'decline'): Promise<string> {
  const path = pathTo(ME_PATHS.enrolmentOffer, { id: enrolmentId });
  return (await apiRequest<{ message: string }>(path, { method: 'POST', body: { answer } })).message;
}
