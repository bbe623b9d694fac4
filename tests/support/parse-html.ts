/** HTML as a Document, for asserting what the server sends (jsdom, already here for the screen tests). */
import { createRequire } from 'node:module';

// jsdom ships no types of its own; this is the one constructor the tests use.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } };

export const parseHtml = (html: string): Document => new JSDOM(html).window.document;
