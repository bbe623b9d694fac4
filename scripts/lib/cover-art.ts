/**
 * Cover art for courses and the site's own pictures of sessions and pages, composed from technology logos of
 * simple-icons (CC0 1.0; the brands remain their owners' trademarks, shown only to say what a course teaches)
 * in the academy's palette: the night background of the illustration set, the logos in white on glass tiles,
 * the first on the brand gradient. Written as files by scripts/generate-demo-assets.ts; the site ships no
 * icon library.
 */
import * as icons from 'simple-icons';
import { INK } from './demo-art';

type Icon = { path: string; title: string };
const ICONS = icons as unknown as Record<string, Icon>;

export function icon(name: string): Icon {
  const found = ICONS[name];
  if (!found) throw new Error(`simple-icons has no ${name}`);
  return found;
}

const W = 800;
const H = 450;

function background(accent: readonly [string, string]): string {
  return `<defs>
<linearGradient id="night" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK.navy900}"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient>
<linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent[0]}"/><stop offset="1" stop-color="${accent[1]}"/></linearGradient>
<radialGradient id="glowA"><stop offset="0" stop-color="${accent[0]}" stop-opacity=".55"/><stop offset="1" stop-color="${accent[0]}" stop-opacity="0"/></radialGradient>
<radialGradient id="glowB"><stop offset="0" stop-color="${accent[1]}" stop-opacity=".45"/><stop offset="1" stop-color="${accent[1]}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.3" fill="${INK.indigo300}" fill-opacity=".16"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#night)"/><rect width="${W}" height="${H}" fill="url(#dots)"/>
<circle cx="${W * 0.12}" cy="${H * 0.05}" r="${H * 0.75}" fill="url(#glowA)"/><circle cx="${W * 0.92}" cy="${H * 0.98}" r="${H * 0.7}" fill="url(#glowB)"/>
<path d="M0 ${H * 0.78}C${W * 0.3} ${H * 0.62} ${W * 0.62} ${H * 0.98} ${W} ${H * 0.74}" fill="none" stroke="url(#accent)" stroke-opacity=".55" stroke-width="3"/>`;
}

/** One glass tile with a 24-unit simple-icons glyph centred in it. */
function tile(x: number, y: number, size: number, glyph: Icon, lead: boolean): string {
  const scale = (size * 0.5) / 24;
  const inset = size * 0.25;
  const face = lead
    ? `fill="url(#accent)"`
    : `fill="${INK.navy800}" fill-opacity=".85" stroke="${INK.indigo300}" stroke-opacity=".35" stroke-width="2"`;
  return `<g><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.24}" ${face}/>
<path transform="translate(${x + inset} ${y + inset}) scale(${scale.toFixed(3)})" d="${glyph.path}" fill="${INK.white}"/></g>`;
}

/** A row of tiles centred on the picture: the first larger, on the gradient. */
function tiles(glyphs: Icon[]): string {
  const big = 150;
  const small = glyphs.length > 3 ? 104 : 118;
  const gap = 26;
  const total = big + (glyphs.length - 1) * (small + gap);
  let x = (W - total) / 2;
  return glyphs
    .map((g, i) => {
      const size = i === 0 ? big : small;
      const out = tile(x, (H - size) / 2 - 12, size, g, i === 0);
      x += size + gap;
      return out;
    })
    .join('\n');
}

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">\n${body}\n</svg>\n`;
}

/** Accent pairs by track: full stack and front end indigo to pink, back end navy to indigo, design pink to amber. */
export const TRACK_ACCENTS: Record<string, readonly [string, string]> = {
  'full-stack': [INK.indigo600, INK.pink600],
  'front-end': [INK.indigo500, INK.pink500],
  'back-end': [INK.indigo600, INK.indigo300],
  'ui-ux': [INK.pink600, INK.amber400],
};

/** A course's cover: its technologies' logos (2–4, the main one first) on the night background. */
export function courseCover(technologies: string[], track: string): string {
  return svg(`${background(TRACK_ACCENTS[track] ?? TRACK_ACCENTS['full-stack']!)}\n${tiles(technologies.map(icon))}`);
}

/** The academy's mark, `</>`, as a 24-unit glyph: the default cover's centre-piece. */
const MARK: Icon = { title: 'CodeSmart Academy', path: 'M8.5 6.5 3 12l5.5 5.5M15.5 6.5 21 12l-5.5 5.5M13.6 4.5l-3.2 15' };

/** The cover of a course without a picture of its own: the academy's mark between two code windows. */
export function defaultCourseCover(): string {
  const mark = `<g><rect x="${(W - 150) / 2}" y="${(H - 150) / 2 - 12}" width="150" height="150" rx="36" fill="url(#accent)"/>
<path transform="translate(${(W - 150) / 2 + 37.5} ${(H - 150) / 2 - 12 + 37.5}) scale(3.125)" d="${MARK.path}" fill="none" stroke="${INK.white}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  return svg(`${background(TRACK_ACCENTS['full-stack']!)}\n${mark}`);
}

/** Line glyphs (24 units, drawn with a stroke) of the four kinds of session. */
const KIND_GLYPHS: Record<string, string> = {
  event: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3M13 14h3M8 17h3',
  webinar: 'M3 5h18v11H3zM8 20h8M12 16v4M10 8.5v4l3.5-2z',
  workshop: 'M14.5 6.5a4 4 0 0 0-5.3 5.3L4 17l3 3 5.2-5.2a4 4 0 0 0 5.3-5.3l-2.4 2.4-2.4-.6-.6-2.4z',
  'internship-session': 'M4 8h16v11H4zM9 8V5.5h6V8M4 13h16M11 12h2v2h-2z',
};

/** A session without a banner of its own, by its kind: the kind's glyph on the gradient, among quiet tiles. */
export function sessionKindArt(kind: string, accent: readonly [string, string]): string {
  const glyph = KIND_GLYPHS[kind] ?? KIND_GLYPHS.workshop!;
  const ghosts = [
    [150, 110, 88],
    [560, 80, 72],
    [600, 270, 96],
    [110, 290, 64],
  ]
    .map(
      ([x, y, s]) =>
        `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${s! * 0.24}" fill="${INK.navy800}" fill-opacity=".7" stroke="${INK.indigo300}" stroke-opacity=".25" stroke-width="2"/>`,
    )
    .join('');
  const size = 170;
  const x = (W - size) / 2;
  const y = (H - size) / 2 - 8;
  return svg(`${background(accent)}\n${ghosts}<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="40" fill="url(#accent)"/>
<path transform="translate(${x + 37} ${y + 37}) scale(4)" d="${glyph}" fill="none" stroke="${INK.white}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`);
}

/** The /courses hero's picture: a field of the technologies taught, on glass tiles, a few on the gradient. */
export function technologiesField(names: string[]): string {
  const cols = 4;
  const size = 108;
  const gap = 22;
  const width = cols * size + (cols - 1) * gap;
  const rows = Math.ceil(names.length / cols);
  const height = rows * size + (rows - 1) * gap;
  const body = names
    .map((name, i) => {
      const col = i % cols;
      const row = Math.floor(i / cols);
      // Alternate rows are offset by half a tile, like a keyboard.
      const x = col * (size + gap) + (row % 2 ? (size + gap) / 2 : 0);
      return tile(x, row * (size + gap), size, icon(name), i % 5 === 0);
    })
    .join('\n');
  const fullWidth = width + (size + gap) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${fullWidth}" height="${height}" viewBox="0 0 ${fullWidth} ${height}">
<defs><linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK.indigo600}"/><stop offset="1" stop-color="${INK.pink600}"/></linearGradient></defs>
${body}
</svg>\n`;
}
