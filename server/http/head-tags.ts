/**
 * A page's search and link-preview tags (issue 38, decision 144), written from its PageMeta: the canonical
 * link, Open Graph and Twitter card tags (what WhatsApp, Telegram, Slack and others read without running
 * any script), and each JSON-LD object as a data block (never run, so the CSP has nothing to allow).
 */
import type { PageMeta } from '../../src/contract/page-render';

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script>: `<` escaped, so no text of a course can end the block ("</script>") or open a comment. */
const scriptJson = (value: object) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const property = (name: string, content: string | number) => `<meta property="${name}" content="${attr(String(content))}" />`;
const named = (name: string, content: string) => `<meta name="${name}" content="${attr(content)}" />`;

export const SITE_NAME = 'CodeSmart Academy';

export function headTags(meta: PageMeta): string {
  const { card } = meta;
  return [
    `<link rel="canonical" href="${attr(meta.canonical)}" />`,
    property('og:site_name', SITE_NAME),
    property('og:type', card.type),
    property('og:locale', 'en_IN'),
    property('og:url', meta.canonical),
    property('og:title', card.title),
    property('og:description', card.description),
    property('og:image', card.image.url),
    property('og:image:type', 'image/png'),
    property('og:image:width', card.image.width),
    property('og:image:height', card.image.height),
    property('og:image:alt', card.image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', card.title),
    named('twitter:description', card.description),
    named('twitter:image', card.image.url),
    named('twitter:image:alt', card.image.alt),
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}
