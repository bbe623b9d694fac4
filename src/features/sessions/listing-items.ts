/** Each kind of session, reduced to what a listing card shows and where it links (SPEC §2 Listing). */
import type { EventSummary, InternshipSession, SessionType, Webinar, Workshop } from '../../contract';
import { uploadSrc, sessionKindPicture } from '../../ui/images';
import { eventPhase, statusPhase, type Phase } from './classify';

export interface ListingItem {
  id: string;
  title: string;
  /** When it starts: an ISO instant, or the server's date string. */
  start: string;
  description: string;
  href: string;
  phase: Phase;
  /** The card's picture: the session's banner, else its kind's picture (issue 37). */
  picture: string;
}

/** SPEC: webinars and internship sessions have their own routes; everything else lives under its category. */
export function sessionHref(type: SessionType | string, slug: string, id: string): string {
  if (type === 'webinar') return `/webinar/${id}`;
  if (type === 'internship-session') return `/internship-session/${id}`;
  return `/book/${slug}/${id}`;
}

type Raw = { id?: string | null; _id?: string | null; title: string; description: string; banner?: string | null };

function item(raw: Raw, type: string, slug: string, start: string, phase: Phase): ListingItem | null {
  const id = raw._id ?? raw.id;
  if (!id) return null;
  const picture = raw.banner ?? sessionKindPicture(type);
  return { id, title: raw.title, start, description: raw.description, href: sessionHref(type, slug, id), phase, picture };
}

const present = (i: ListingItem | null): i is ListingItem => i !== null;

export const eventItems = (list: EventSummary[], slug: string, now: Date) =>
  list
    .map((e) => item({ ...e, banner: uploadSrc('eventBanner', e.bannerImage) }, 'event', slug, e.startDate, eventPhase(e, now)))
    .filter(present);

export const webinarItems = (list: Webinar[], slug: string) =>
  list.map((w) => item({ ...w, _id: w.id || w._id }, 'webinar', slug, w.date, statusPhase(w.status))).filter(present);

export const workshopItems = (list: Workshop[], slug: string) =>
  list
    .map((w) => item({ ...w, banner: uploadSrc('workshopBanner', w.bannerImage) }, 'workshop', slug, w.startDate, statusPhase(w.status)))
    .filter(present);

export const internshipItems = (list: InternshipSession[], slug: string) =>
  list.map((s) => item(s, 'internship-session', slug, s.startDate, statusPhase(s.status))).filter(present);
