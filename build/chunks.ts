/**
 * How the PWA's code is cut into files (decision 123). Over HTTP/1.1 a browser fetches six files per host
 * at once, and on a slow line each further file waits for one of them: a first visit asks for the entry's
 * chunks and its screen's together (src/contract/app-shell.ts), so they must be few. The entry and
 * everything it imports, React included, is one file (decision 191); the code screens share is one per
 * kind — the catalogue's pages, the forms — so a screen needs at most two files besides its own.
 */
import type { Rollup } from 'vite';
import { isStaffOnly, STAFF_CHUNKS } from '../src/contract/page-routes';

/** The start script (src/start.ts) and the one module it imports (src/contract/app-start.ts). */
const START = /[\\/]src[\\/](start|contract[\\/]app-start)\.ts$/;

/** Code every form needs to run: the form machinery and its words, the request structs, the messages of a send. */
const FORMS =
  /[\\/](src[\\/]ui[\\/]form[\\/]|src[\\/]content[\\/]form|src[\\/]contract[\\/](requests|messages|writes|retention)\.ts|src[\\/]offline[\\/](use-submit-form|send-messages|persistent-storage)\.ts|node_modules[\\/]superstruct[\\/])/;
/**
 * The code that sends: the outbox, its rules, its store and its wiring. A form reads it once its page is idle
 * (src/offline/use-submit-form.ts), so a form's page and the enrol dialog run without it (decision 200).
 */
const OUTBOX = /[\\/]src[\\/]offline[\\/](send-form|outbox|outbox-rules|app-outbox|idb|app-badge|sync-tag|server-probe)\.ts$/;
/** Code the catalogue's pages share: the design system, the reads, the words of the screens. */
const CATALOGUE =
  /[\\/](src[\\/](ui|cards|api|lib)[\\/]|src[\\/]content[\\/](screens|detail-pages|home)\.ts|src[\\/]features[\\/]sessions[\\/]|node_modules[\\/]@tanstack[\\/]react-query[\\/])/;

/**
 * Code of a course as a whole, not of its card: its batches, its pack and its Enroll Now (issues 38, 40). The
 * course page, the enrol page and dialog, My learning and the reader share it; the forms' pages and `/` never
 * load it. Below the catalogue's priority: what both use (dates, uploads' paths) goes there first, and the
 * catalogue never imports this. Enroll Now's hook (10 lines) would otherwise be a file of its own, one more
 * request before a course page runs.
 */
const COURSE =
  /[\\/]src[\\/](cards[\\/]BatchFacts|content[\\/]batches|contract[\\/]course-pack|api[\\/]queries-pack|ui[\\/]course-paths|features[\\/]courses[\\/]use-enrol)\./;

/**
 * A course pack's words with the two small modules every lesson page shares: its cache's name and its problem
 * notice. Apart they were two files of half a kilobyte each, and a lesson page asked for eight files before it ran.
 */
const PACK = /[\\/]src[\\/](content[\\/]course-pack|offline[\\/]course-pack[\\/]pack-cache|features[\\/]course-pack[\\/]PackProblem)\./;

export const codeSplitting = {
  groups: [
    // The entry with every module it imports statically: React, the router and the query cache included.
    // React in a file of its own stayed cached across deployments, but made Rolldown's helpers (`__toESM`,
    // 0.7 KB) a third file the entry and React both import: two requests more before a page runs (decision 191).
    // Not the start script: it is a file of its own that imports nothing (build/app-shell.ts).
    { name: 'app', tags: ['$initial' as const], test: (id: string) => !START.test(id), priority: 3 },
    { name: 'forms', test: FORMS, minShareCount: 2, priority: 1 },
    { name: 'outbox', test: OUTBOX, minShareCount: 2, priority: 1 },
    { name: 'course', test: COURSE, minShareCount: 2, priority: 1 },
    { name: 'course-pack', test: PACK, minShareCount: 2, priority: 1 },
    { name: 'catalogue', test: (id: string) => CATALOGUE.test(id) && !FORMS.test(id) && !COURSE.test(id), minShareCount: 3, priority: 2 },
  ],
};

/** The staff console's own chunks live apart: the service worker never precaches them for visitors (decision 83). */
export const chunkFileNames = (chunk: Rollup.PreRenderedChunk) =>
  isStaffOnly(chunk.moduleIds) ? `${STAFF_CHUNKS}/[name]-[hash].js` : 'assets/[name]-[hash].js';
