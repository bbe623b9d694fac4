/**
 * Writes the demo pictures and files under server/uploads from the seed content: avatars, event banners,
 * gallery scenes, sponsor logos, course-note PDFs and the sample lecture clip. Run it after changing the
 * seed (`node --import tsx scripts/generate-demo-assets.ts`); its output is committed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOADS, type UploadKind } from '../src/contract';
import { COURSES, SAMPLE_LECTURE_FILE } from '../server/seed/courses';
import { MENTORS } from '../server/seed/mentors';
import { noteFileName } from '../server/seed/seed';
import { buildEvents, buildWebinars } from '../server/seed/sessions';
import { TESTIMONIALS } from '../server/seed/testimonials';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const PALETTES: [string, string][] = [
  ['#6366f1', '#ec4899'],
  ['#0ea5e9', '#6366f1'],
  ['#14b8a6', '#0ea5e9'],
  ['#f97316', '#ec4899'],
  ['#8b5cf6', '#06b6d4'],
  ['#22c55e', '#0ea5e9'],
  ['#e11d48', '#f59e0b'],
];

function write(kind: UploadKind, name: string, content: string | Buffer) {
  const path = join(ROOT, 'server', UPLOADS[kind], name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

function avatar(name: string): string {
  const [a, b] = PALETTES[hash(name) % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<circle cx="128" cy="104" r="46" fill="#fff" fill-opacity=".22"/>
<path d="M40 256c8-52 44-84 88-84s80 32 88 84z" fill="#fff" fill-opacity=".22"/>
<text x="128" y="122" text-anchor="middle" font-family="${FONT}" font-size="58" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>
</svg>
`;
}

function banner(title: string): string {
  const [a, b] = PALETTES[hash(title) % PALETTES.length]!;
  const words = title.split(' ');
  const lines =
    words.length > 3
      ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')]
      : [title];
  const text = lines
    .map(
      (l, i) =>
        `<text x="80" y="${230 + i * 78}" font-family="${FONT}" font-size="64" font-weight="800" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500" viewBox="0 0 1200 500" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1026"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient>
<linearGradient id="ac" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="1200" height="500" fill="url(#bg)"/>
<circle cx="1040" cy="90" r="220" fill="url(#ac)" opacity=".35"/><circle cx="960" cy="470" r="140" fill="url(#ac)" opacity=".25"/>
<rect x="80" y="120" width="120" height="8" rx="4" fill="url(#ac)"/>
${text}
<text x="80" y="430" font-family="${FONT}" font-size="26" fill="#c7d2fe">CodeSmart Academy · SkillUp Center</text>
<text x="1080" y="300" font-family="ui-monospace, monospace" font-size="120" fill="#fff" fill-opacity=".12" text-anchor="end">&lt;/&gt;</text>
</svg>
`;
}

function galleryScene(name: string, index: number): string {
  const [a, b] = PALETTES[index % PALETTES.length]!;
  const people = Array.from({ length: 5 }, (_, i) => {
    const x = 120 + i * 140;
    return `<circle cx="${x}" cy="360" r="34" fill="#fff" fill-opacity=".85"/><path d="M${x - 60} 600c6-90 28-170 60-170s54 80 60 170z" fill="#fff" fill-opacity=".7"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="Event photo ${index + 1}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<rect x="180" y="60" width="440" height="220" rx="12" fill="#0b1026" fill-opacity=".85"/>
<text x="400" y="160" text-anchor="middle" font-family="ui-monospace, monospace" font-size="34" fill="#a5b4fc">${escapeXml(name)}</text>
<text x="400" y="210" text-anchor="middle" font-family="ui-monospace, monospace" font-size="22" fill="#f9a8d4">console.log('hello, team')</text>
${people}
</svg>
`;
}

function sponsorLogo(name: string): string {
  const [a, b] = PALETTES[hash(name) % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="240" height="120" rx="16" fill="#fff"/>
<rect x="20" y="36" width="48" height="48" rx="12" fill="url(#g)"/>
<text x="80" y="70" font-family="${FONT}" font-size="24" font-weight="700" fill="#0f172a">${escapeXml(name)}</text>
</svg>
`;
}

/** A one-page PDF with a title and wrapped body text in Helvetica, written by hand to avoid a dependency. */
function pdf(title: string, body: string): Buffer {
  const wrap = (text: string, width: number) => {
    const out: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      if ((line + ' ' + word).trim().length > width) {
        out.push(line.trim());
        line = word;
      } else line += ' ' + word;
    }
    if (line.trim()) out.push(line.trim());
    return out;
  };
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => '\\' + c).replace(/[^\x20-\x7e]/g, '-');
  const lines = [
    'BT /F2 20 Tf 56 780 Td (' + esc(title) + ') Tj ET',
    'BT /F1 10 Tf 56 760 Td (CodeSmart Academy - course notes) Tj ET',
    ...wrap(body, 88).map((l, i) => `BT /F1 12 Tf 56 ${724 - i * 18} Td (${esc(l)}) Tj ET`),
  ];
  const stream = lines.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

for (const m of MENTORS) if (m.profilePhoto) write('trainerPhoto', m.profilePhoto, avatar(m.fullName));
write('trainerPhoto', 'default-avatar.svg', avatar('?'));
for (const t of TESTIMONIALS) if (t.profile) write('feedbackProfile', t.profile, avatar(t.fullName));
for (const w of buildWebinars(new Date())) if (w.speakerPhoto) write('webinarSpeaker', w.speakerPhoto, avatar(w.speakerName));

const events = buildEvents(new Date());
for (const e of events) if (e.bannerImage) write('eventBanner', e.bannerImage, banner(e.title));
const galleryNames = [...new Set(events.flatMap((e) => e.gallery))];
galleryNames.forEach((g, i) =>
  write(
    'eventGallery',
    g,
    galleryScene(['Build. Ship. Learn.', 'Hack the night', 'Demo day', 'Mentor circle', 'Pair programming', 'Showcase'][i % 6]!, i),
  ),
);
for (const e of events) for (const s of e.sponsors) if (typeof s !== 'string' && s.logo) write('sponsorLogo', s.logo, sponsorLogo(s.name));

for (const c of COURSES) c.notes.forEach((n, i) => n.withFile && write('courseNotes', noteFileName(c.key, i), pdf(n.title, n.content)));

const lecture = join(ROOT, 'server', UPLOADS.courseLectures, SAMPLE_LECTURE_FILE);
if (!existsSync(lecture)) {
  mkdirSync(dirname(lecture), { recursive: true });
  // Eight seconds of a moving test pattern, VP9 at a low bitrate: a real, tiny, playable clip.
  execFileSync(
    'ffmpeg',
    ['-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24', '-t', '8', '-c:v', 'libvpx-vp9', '-b:v', '120k', '-an', lecture],
    { stdio: 'inherit' },
  );
}
console.log('demo assets written under server/uploads');
