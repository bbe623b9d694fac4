/**
 * What a public page tells search engines and link previews (issue 38, decision 144): its canonical URL,
 * its Open Graph / Twitter card (the title and description the page itself set, and a 1200×630 picture)
 * and its schema.org JSON-LD, all from the answers the page was rendered from. Pure: the server's renderer
 * (src/server-render.tsx) calls it once a page is rendered, and server/http/head-tags.ts writes the tags.
 */
import type { QueryKey } from '@tanstack/react-query';
import { courseQuery, coursesQuery, eventQuery, internshipSessionQuery, mentorQuery, webinarQuery, workshopQuery } from '../api/queries';
import type { Course, CourseSummary, Event, InternshipSession, Mentor, Webinar, Workshop } from '../contract';
import { PREVIEW_SIZE, previewPath, SITE_PREVIEW_PATH, type PageMeta, type PreviewKind } from '../contract/page-render';
import { matchPage } from '../contract/page-routes';
import { BREADCRUMB as B } from '../content/seo';
import { breadcrumbs, courseLd, courseList, organization, sessionLd, SESSION_FACTS, type SessionFacts } from './structured-data';

export interface MetaInput {
  /** The path requested. */
  path: string;
  /** Where the site is (SITE_URL, or the origin the request reached). */
  origin: string;
  /** What the page's own screen set (useDocumentMeta). */
  title: string;
  description: string;
  /** An answer the page was rendered from, by its query key. */
  data: <T>(key: QueryKey) => T | undefined;
}

type Step = { name: string; path: string };
/** What one route adds: its canonical path, its trail after Home, its picture, and its JSON-LD. */
interface RouteMeta {
  path: string;
  trail: Step[];
  preview?: { kind: PreviewKind; id: string };
  jsonLd?: (url: string, image: string) => object[];
}

const enc = encodeURIComponent;
const HOME_ROUTES = new Set(['/', '/login']);

/** A session's page: its trail through the SkillUp Center, its picture when it has one, and its event. */
function sessionMeta(path: string, trail: Step[], title: string, facts: SessionFacts | undefined, preview?: RouteMeta['preview']) {
  return (origin: string): RouteMeta => ({
    path,
    trail: [{ name: B.skillUp, path: '/book' }, ...trail, { name: title, path }],
    preview,
    jsonLd: facts && ((url, image) => [sessionLd(origin, facts, url, image)]),
  });
}

/** The four session pages, each with its own answer and trail through the SkillUp Center. */
function sessionRouteMeta(input: MetaInput, pattern: string, id: string, slug: string, title: string): RouteMeta {
  const { origin, data, path } = input;
  switch (pattern) {
    case '/book/workshop/:id': {
      const w = data<Workshop | null>(workshopQuery(id).queryKey);
      return sessionMeta(path, [{ name: B.workshops, path: '/book/workshop' }], title, w ? SESSION_FACTS.workshop(w) : undefined)(origin);
    }
    case '/book/:slug/:id': {
      const e = data<Event>(eventQuery(id).queryKey);
      const trail = [{ name: slug === 'event' ? B.events : title, path: `/book/${enc(slug)}` }];
      return sessionMeta(path, trail, title, e && SESSION_FACTS.event(e), { kind: 'event', id })(origin);
    }
    case '/webinar/:id': {
      const w = data<Webinar>(webinarQuery(id).queryKey);
      return sessionMeta(path, [{ name: B.webinars, path: '/book/webinar' }], title, w && SESSION_FACTS.webinar(w), {
        kind: 'webinar',
        id,
      })(origin);
    }
    default: {
      const s = data<InternshipSession>(internshipSessionQuery(id).queryKey);
      const trail = [{ name: B.internships, path: '/book/internship-session' }];
      return sessionMeta(path, trail, title, s && SESSION_FACTS.internship(s))(origin);
    }
  }
}

function routeMeta(input: MetaInput, pattern: string, id: string, slug: string): RouteMeta | null {
  const { origin, data, path } = input;
  const title = input.title.replace(/ \| [^|]+$/, '');
  switch (pattern) {
    case '/courses':
      return {
        path,
        trail: [{ name: B.courses, path }],
        jsonLd: () => [courseList(origin, data<CourseSummary[]>(coursesQuery().queryKey) ?? [])],
      };
    case '/courses/c/:id':
    case '/courses/:id': {
      const course = data<Course>(courseQuery(id).queryKey);
      const canonical = `/courses/c/${enc(id)}`;
      return {
        path: canonical,
        trail: [
          { name: B.courses, path: '/courses' },
          { name: title, path: canonical },
        ],
        preview: { kind: 'course', id },
        jsonLd: course && ((url, image) => [courseLd(origin, course, url, image)]),
      };
    }
    case '/book/workshop/:id':
    case '/book/:slug/:id':
    case '/webinar/:id':
    case '/internship-session/:id':
      return sessionRouteMeta(input, pattern, id, slug, title);
    case '/mentors/m/:id':
      return data<Mentor>(mentorQuery(id).queryKey)
        ? {
            path,
            trail: [
              { name: B.mentors, path: '/mentors' },
              { name: title, path },
            ],
          }
        : null;
    case '/events':
      return {
        path: '/book/event',
        trail: [
          { name: B.skillUp, path: '/book' },
          { name: title, path: '/book/event' },
        ],
      };
    case '/about':
    case '/contact':
      return { path, trail: [{ name: title, path }], jsonLd: () => [organization(origin)] };
    default:
      return { path, trail: [{ name: title, path }] };
  }
}

/** The page's meta; the home page (and its login alias) is the academy itself. */
export function pageMeta(input: MetaInput): PageMeta {
  const { route, props } = matchPage(input.path);
  const { origin } = input;
  const home = !route || HOME_ROUTES.has(route.path);
  const meta: RouteMeta | null = home
    ? { path: route ? '/' : input.path.replace(/\/+$/, '') || '/', trail: [], jsonLd: route ? () => [organization(origin)] : undefined }
    : routeMeta(input, route.path, props.id ?? '', props.slug ?? '');
  const canonical = `${origin}${meta?.path ?? input.path}`;
  const image = `${origin}${meta?.preview ? previewPath(meta.preview.kind, meta.preview.id) : SITE_PREVIEW_PATH}`;
  const trail = meta?.trail.length ? [breadcrumbs(origin, [{ name: B.home, path: '/' }, ...meta.trail])] : [];
  return {
    canonical,
    card: {
      type: 'website',
      title: input.title,
      description: input.description,
      image: { url: image, ...PREVIEW_SIZE, alt: input.title },
    },
    jsonLd: [...(meta?.jsonLd?.(canonical, image) ?? []), ...trail],
  };
}
