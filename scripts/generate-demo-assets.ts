/**
 * Writes the demo pictures and files under server/uploads from the seed content (avatars, event banners,
 * gallery scenes, sponsor logos, course-note PDFs and the sample lecture clip) and the site's own pictures
 * under public/images (stand-ins, the default event banner, page illustrations), all drawn by
 * scripts/lib/demo-art.ts. Run it after changing the seed or the art
 * (`node --import tsx scripts/generate-demo-assets.ts`); its output is committed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOADS, type UploadKind } from '../src/contract';
import { COURSES, SAMPLE_LECTURE_FILE } from '../server/seed/courses';
import { MENTORS } from '../server/seed/mentors';
import { courseCoverName, noteFileName } from '../server/seed/seed';
import { buildEvents, buildWebinars } from '../server/seed/sessions';
import { TESTIMONIALS } from '../server/seed/testimonials';
import {
  defaultAvatar,
  eventBanner,
  forgotPasswordArt,
  galleryScene,
  hash,
  noImage,
  notFoundArt,
  sponsorLogo,
  type BannerKind,
} from './lib/demo-art';
import { courseCover, defaultCourseCover, sessionKindArt, technologiesField, TRACK_ACCENTS } from './lib/cover-art';
import { portrait, type Look } from './lib/portraits';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function write(kind: UploadKind, name: string, content: string | Buffer) {
  const path = join(ROOT, 'server', UPLOADS[kind], name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** The site's own pictures (public/images): stand-ins and page illustrations, precached by the service worker. */
function writePublic(name: string, content: string) {
  writeFileSync(join(ROOT, 'public/images', name), content);
}

/** Which centre-piece each demo event's banner shows (the default banner of public/images is a stage). */
const BANNER_KINDS: Record<string, BannerKind> = {
  'campus-hackathon.svg': 'hackathon',
  'women-in-tech.svg': 'community',
  'build-week.svg': 'build',
  'career-fair.svg': 'career',
  'ai-summit.svg': 'ai',
};

/** Wraps text at `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
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
}

const esc = (s: string) => s.replace(/[\\()]/g, (c) => '\\' + c).replace(/[^\x20-\x7e]/g, '-');

/** One page's text: a heading, wrapped paragraphs and the page number at the foot. */
function pageText(heading: string, paragraphs: string[], page: number, pages: number): string {
  const lines = paragraphs.flatMap((p) => [...wrap(p, 88), '']);
  return [
    'BT /F2 20 Tf 56 780 Td (' + esc(heading) + ') Tj ET',
    'BT /F1 10 Tf 56 760 Td (CodeSmart Academy - course notes) Tj ET',
    ...lines.map((l, i) => `BT /F1 12 Tf 56 ${724 - i * 18} Td (${esc(l)}) Tj ET`),
    `BT /F1 10 Tf 270 40 Td (Page ${page} of ${pages}) Tj ET`,
  ].join('\n');
}

/**
 * A three-page PDF (the note, practice, a summary) in Helvetica, written by hand to avoid a dependency: small,
 * and with pages to turn in the app's reader, which keeps the last page read.
 */
function pdf(title: string, body: string): Buffer {
  const pages = [
    pageText(title, [body], 1, 3),
    pageText('Practice', [`Work through these after reading "${title}".`, ...PRACTICE], 2, 3),
    pageText('Summary', [body.split('. ')[0] + '.', 'Keep these notes with you: the app saves them for offline reading.'], 3, 3),
  ];
  const pageObject = (i: number) => 3 + i * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    ...pages.flatMap((stream, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageObject(i) + 1} 0 R /Resources << /Font << /F1 ${3 + pages.length * 2} 0 R /F2 ${4 + pages.length * 2} 0 R >> >> >>`,
      `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    ]),
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

const PRACTICE = [
  '1. Explain the main idea of this note in your own words, in three sentences.',
  '2. Find one place in your own project where it applies, and change the code to follow it.',
  '3. Write down one question to ask your mentor at the next live session.',
];

/** How each demo person presents, for the portrait's hair and beard (scripts/lib/portraits.ts). */
const WOMEN = new Set([
  'Ananya Rao',
  'Sneha Kulkarni',
  'Meera Iyer',
  'Farah Sheikh',
  'Priya Sharma',
  'Aisha Khan',
  'Neha Joshi',
  'Sana Mirza',
  'Divya Nair',
  'Tanvi Deshpande',
  'Pooja Reddy',
  'Ritika Bansal',
  'Ishita Sen',
  'Fatima Qureshi',
]);
const look = (name: string): Look => (WOMEN.has(name) ? 'woman' : 'man');

for (const m of MENTORS) if (m.profilePhoto) write('trainerPhoto', m.profilePhoto, portrait(m.fullName, look(m.fullName)));
write('trainerPhoto', 'default-avatar.svg', defaultAvatar());
for (const t of TESTIMONIALS) if (t.profile) write('feedbackProfile', t.profile, portrait(t.fullName, look(t.fullName)));
for (const w of buildWebinars(new Date()))
  if (w.speakerPhoto) write('webinarSpeaker', w.speakerPhoto, portrait(w.speakerName, look(w.speakerName)));

const events = buildEvents(new Date());
for (const e of events)
  if (e.bannerImage) write('eventBanner', e.bannerImage, eventBanner(BANNER_KINDS[e.bannerImage] ?? 'stage', hash(e.title)));
const galleryNames = [...new Set(events.flatMap((e) => e.gallery))];
galleryNames.forEach((g, i) => write('eventGallery', g, galleryScene(i)));
for (const e of events) for (const s of e.sponsors) if (typeof s !== 'string' && s.logo) write('sponsorLogo', s.logo, sponsorLogo(s.name));

writePublic('no-image.svg', noImage());
writePublic('default-avatar.svg', defaultAvatar());
/** The technologies each demo course teaches, the main one first (simple-icons' export names). */
const COURSE_TECHNOLOGIES: Record<string, string[]> = {
  mern: ['siReact', 'siMongodb', 'siExpress', 'siNodedotjs'],
  java: ['siOpenjdk', 'siSpring', 'siMysql', 'siReact'],
  python: ['siPython', 'siDjango', 'siFastapi', 'siPostgresql'],
  react: ['siReact', 'siTypescript', 'siVite'],
  'js-fundamentals': ['siJavascript', 'siHtml5', 'siCss', 'siGit'],
  'node-backend': ['siNodedotjs', 'siExpress', 'siPostgresql', 'siRedis'],
  'spring-microservices': ['siSpringboot', 'siDocker', 'siKubernetes', 'siApachekafka'],
  uiux: ['siFigma', 'siMiro', 'siFramer'],
  'design-systems': ['siFigma', 'siStorybook', 'siReact'],
};
for (const c of COURSES)
  write('courseCover', courseCoverName(c.key), courseCover(COURSE_TECHNOLOGIES[c.key] ?? ['siJavascript'], c.category));
writePublic('course-cover.svg', defaultCourseCover());
for (const kind of ['event', 'webinar', 'workshop', 'internship-session'])
  writePublic(
    `session-${kind}.svg`,
    sessionKindArt(kind, TRACK_ACCENTS[kind === 'webinar' ? 'back-end' : kind === 'workshop' ? 'ui-ux' : 'full-stack']!),
  );
writePublic('event-banner.svg', sessionKindArt('event', TRACK_ACCENTS['full-stack']!));
writePublic(
  'technologies.svg',
  technologiesField([
    'siReact',
    'siNodedotjs',
    'siPython',
    'siOpenjdk',
    'siTypescript',
    'siMongodb',
    'siSpringboot',
    'siFigma',
    'siDocker',
    'siPostgresql',
    'siDjango',
    'siGit',
  ]),
);
writePublic('not-found.svg', notFoundArt());
writePublic('forgot-password.svg', forgotPasswordArt());

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
