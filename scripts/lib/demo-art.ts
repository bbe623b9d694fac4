/**
 * The academy's illustration set, drawn as small SVG files: one palette (the design tokens of
 * src/ui/tokens.css: navy, indigo, pink, a touch of amber), one style (flat shapes with rounded corners,
 * a dot grid, soft glows, the same figures and code windows everywhere) and no words inside a picture
 * (titles and names belong to the page, where they can be read, translated and found; people's
 * portraits come from scripts/lib/portraits.ts). Written to public/images
 * (the site's own stand-ins and page illustrations) and server/uploads (the demo content's pictures) by
 * scripts/generate-demo-assets.ts.
 */

export const INK = {
  navy950: '#070b1c',
  navy900: '#0b1026',
  navy800: '#121a3a',
  navy700: '#1e2a5a',
  indigo600: '#4f46e5',
  indigo500: '#6366f1',
  indigo300: '#a5b4fc',
  indigo100: '#e0e7ff',
  indigo50: '#eef2ff',
  pink600: '#db2777',
  pink500: '#ec4899',
  pink300: '#f9a8d4',
  amber400: '#fbbf24',
  white: '#ffffff',
} as const;

/** The brand's two-colour pairs (gradient start, end), every one dark enough for white initials. */
export const PAIRS: readonly [string, string][] = [
  [INK.indigo600, INK.pink600],
  [INK.navy700, INK.indigo500],
  [INK.pink600, INK.indigo600],
  [INK.indigo500, INK.navy700],
];

export function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

export const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small deterministic random sequence, so a picture is the same every time it is generated. */
function seeded(seed: number) {
  let s = seed || 1;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 32;
  };
}

const n = (v: number) => Number(v.toFixed(1));

function svg(width: number, height: number, body: string, slice = false): string {
  const aspect = slice ? ' preserveAspectRatio="xMidYMid slice"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${aspect}>\n${body}\n</svg>\n`;
}

/** Gradients and the dot grid every picture may use (ids are local to each file). */
function defs(dots: string = INK.indigo300, dotOpacity = 0.16): string {
  return `<defs>
<linearGradient id="night" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK.navy900}"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient>
<linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK.indigo500}"/><stop offset="1" stop-color="${INK.pink500}"/></linearGradient>
<radialGradient id="glowI"><stop offset="0" stop-color="${INK.indigo500}" stop-opacity=".55"/><stop offset="1" stop-color="${INK.indigo500}" stop-opacity="0"/></radialGradient>
<radialGradient id="glowP"><stop offset="0" stop-color="${INK.pink500}" stop-opacity=".45"/><stop offset="1" stop-color="${INK.pink500}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="${dots}" fill-opacity="${dotOpacity}"/></pattern>
</defs>`;
}

/** A night sky of the brand: navy, the dot grid and two glows. */
function nightBackground(w: number, h: number): string {
  return `<rect width="${w}" height="${h}" fill="url(#night)"/><rect width="${w}" height="${h}" fill="url(#dots)"/>
<circle cx="${n(w * 0.18)}" cy="${n(h * 0.1)}" r="${n(h * 0.9)}" fill="url(#glowI)"/><circle cx="${n(w * 0.85)}" cy="${n(h * 0.95)}" r="${n(h * 0.8)}" fill="url(#glowP)"/>`;
}

/** A code window: title bar with three dots, then lines of "code" as rounded bars. */
export function codeWindow(x: number, y: number, w: number, h: number, seed: number, dark = true): string {
  const rand = seeded(seed);
  const bar = 26;
  const lines: string[] = [];
  const inks = [INK.indigo300, INK.pink300, INK.indigo100, INK.amber400];
  for (let ly = y + bar + 22, i = 0; ly < y + h - 14; ly += 20, i++) {
    const indent = [0, 1, 2, 1, 0][i % 5]! * 18;
    const width = n((w - 60 - indent) * (0.35 + rand() * 0.6));
    const split = n(width * (0.25 + rand() * 0.3));
    lines.push(
      `<rect x="${x + 20 + indent}" y="${ly}" width="${split}" height="8" rx="4" fill="${inks[i % 4]}" fill-opacity=".9"/>`,
      `<rect x="${n(x + 28 + indent + split)}" y="${ly}" width="${n(width - split)}" height="8" rx="4" fill="${INK.indigo300}" fill-opacity=".45"/>`,
    );
  }
  const face = dark ? INK.navy800 : INK.white;
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${face}" stroke="${INK.indigo300}" stroke-opacity=".35" stroke-width="2"/>
<path d="M${x} ${y + 14}a14 14 0 0 1 14-14h${w - 28}a14 14 0 0 1 14 14v${bar - 14}h-${w}z" fill="${INK.navy700}"/>
<circle cx="${x + 16}" cy="${y + 13}" r="4.5" fill="${INK.pink500}"/><circle cx="${x + 30}" cy="${y + 13}" r="4.5" fill="${INK.amber400}"/><circle cx="${x + 44}" cy="${y + 13}" r="4.5" fill="${INK.indigo300}"/>
${lines.join('')}</g>`;
}

/** A person: a round head and rounded shoulders, `s` = head radius. */
export function person(x: number, y: number, s: number, body: string, head: string = INK.indigo100): string {
  const w = s * 2.6;
  return `<g><circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="${head}"/><path d="M${n(x - w)} ${n(y + s * 4.2)}c0-${n(s * 2.3)} ${n(w * 0.45)}-${n(s * 2.9)} ${n(w)}-${n(s * 2.9)}s${n(w)} ${n(s * 0.6)} ${n(w)} ${n(s * 2.9)}z" fill="${body}"/></g>`;
}

/** Confetti in the palette, scattered around a point. */
function confetti(cx: number, cy: number, spread: number, count: number, seed: number): string {
  const rand = seeded(seed);
  const inks = [INK.pink300, INK.indigo300, INK.amber400, INK.pink500];
  return Array.from({ length: count }, (_, i) => {
    const x = n(cx + (rand() - 0.5) * spread * 2);
    const y = n(cy + (rand() - 0.5) * spread);
    const ink = inks[i % inks.length];
    const r = n(rand() * 180);
    return i % 3 === 0
      ? `<circle cx="${x}" cy="${y}" r="4" fill="${ink}"/>`
      : `<rect x="${x}" y="${y}" width="12" height="5" rx="2.5" fill="${ink}" transform="rotate(${r} ${x} ${y})"/>`;
  }).join('');
}

/** A four-pointed sparkle. */
function sparkle(x: number, y: number, r: number, ink: string = INK.amber400): string {
  const k = r * 0.28;
  return `<path d="M${x} ${y - r}Q${n(x + k)} ${n(y - k)} ${x + r} ${y}Q${n(x + k)} ${n(y + k)} ${x} ${y + r}Q${n(x - k)} ${n(y + k)} ${x - r} ${y}Q${n(x - k)} ${n(y - k)} ${x} ${y - r}z" fill="${ink}"/>`;
}

/** The centre-piece of each kind of event banner (drawn around 600, 200 of a 1200×400 picture). */
const MOTIFS: Record<string, (seed: number) => string> = {
  hackathon: (seed) =>
    `${codeWindow(430, 92, 340, 206, seed)}
<path d="M400 310h400l-30 26H430z" fill="${INK.indigo300}" fill-opacity=".5"/>
<g transform="translate(840 120)"><circle r="54" fill="${INK.navy800}" stroke="url(#brand)" stroke-width="8"/><path d="M0-30V0l20 14" stroke="${INK.pink300}" stroke-width="7" stroke-linecap="round" fill="none"/></g>
${person(330, 196, 22, INK.pink600)}${person(875, 250, 18, INK.indigo500)}`,
  community: () =>
    `<clipPath id="round"><circle cx="600" cy="205" r="130"/></clipPath><circle cx="600" cy="205" r="130" fill="${INK.navy800}" stroke="${INK.indigo300}" stroke-opacity=".3" stroke-width="2"/>
<g clip-path="url(#round)">${person(520, 196, 26, INK.indigo500)}${person(680, 196, 26, INK.pink600)}${person(600, 168, 30, 'url(#brand)')}</g>
${sparkle(760, 110, 22)}${sparkle(430, 270, 14, INK.pink300)}${sparkle(800, 290, 12, INK.indigo300)}`,
  build: (seed) =>
    `${codeWindow(360, 110, 260, 170, seed)}
<g fill="url(#brand)"><rect x="660" y="236" width="74" height="74" rx="12"/><rect x="744" y="236" width="74" height="74" rx="12" fill-opacity=".7"/><rect x="702" y="152" width="74" height="74" rx="12" fill-opacity=".85"/></g>
<rect x="744" y="68" width="74" height="74" rx="12" fill="none" stroke="${INK.pink300}" stroke-width="4" stroke-dasharray="10 8"/>
${person(300, 230, 18, INK.pink600)}`,
  career: () =>
    `<rect x="480" y="130" width="240" height="170" rx="22" fill="url(#brand)"/><path d="M556 130v-24a14 14 0 0 1 14-14h60a14 14 0 0 1 14 14v24" fill="none" stroke="${INK.indigo100}" stroke-width="10"/>
<rect x="480" y="196" width="240" height="12" fill="${INK.navy900}" fill-opacity=".35"/><rect x="584" y="186" width="32" height="32" rx="6" fill="${INK.amber400}"/>
${person(390, 190, 24, INK.indigo500)}${person(810, 190, 24, INK.pink600)}
<path d="M330 330h540" stroke="${INK.indigo300}" stroke-opacity=".4" stroke-width="4" stroke-linecap="round"/>`,
  ai: (seed) => {
    const rand = seeded(seed);
    const nodes = Array.from(
      { length: 9 },
      (_, i) => [420 + (i % 3) * 180 + n(rand() * 30), 110 + Math.floor(i / 3) * 95 + n(rand() * 20)] as const,
    );
    const links = nodes
      .flatMap(([x, y], i) => nodes.slice(i + 1).map(([x2, y2], j) => ((i + j) % 3 === 0 ? `<path d="M${x} ${y}L${x2} ${y2}"/>` : '')))
      .join('');
    const dots = nodes.map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="${i === 4 ? 26 : 14}" fill="${i === 4 ? 'url(#brand)' : i % 2 ? INK.pink300 : INK.indigo300}"/>`,
    );
    return `<g stroke="${INK.indigo300}" stroke-opacity=".45" stroke-width="3">${links}</g>${dots.join('')}${sparkle(820, 96, 18)}`;
  },
  stage: (seed) =>
    `${codeWindow(440, 56, 320, 170, seed)}
<path d="M330 318l56-56h428l56 56z" fill="${INK.navy700}"/><path d="M386 262h428" stroke="url(#brand)" stroke-width="6"/>
${person(600, 196, 15, INK.pink600)}
${[400, 480, 560, 640, 720, 800].map((x, i) => person(x, 318, 13, i % 2 ? INK.indigo500 : INK.navy700, INK.indigo300)).join('')}`,
};

export type BannerKind = keyof typeof MOTIFS;

/** An event banner (1200×400, cropped to fit): the night background, the kind's centre-piece, confetti. */
export function eventBanner(kind: BannerKind, seed: number): string {
  return svg(1200, 400, `${defs()}${nightBackground(1200, 400)}${confetti(600, 200, 330, 16, seed)}${MOTIFS[kind]!(seed)}`, true);
}

/** The three scenes of an event's gallery (800×600), each drawn around the same light room. */
const SCENES: ((index: number, a: string, b: string) => string)[] = [
  // A talk: people facing a shared screen.
  (index, a, b) =>
    `${codeWindow(190, 70, 420, 250, index + 1)}${Array.from({ length: 5 }, (_, i) =>
      person(110 + i * 145, 420 + (i % 2) * 18, 34, i % 2 ? b : a, i % 3 ? INK.indigo100 : INK.pink300),
    ).join('')}`,
  // Pair programming: two people at a desk, one laptop.
  (index, a, b) =>
    `${person(250, 250, 42, a, INK.pink300)}${person(550, 250, 42, b)}
<rect x="300" y="250" width="200" height="140" rx="12" fill="${INK.navy800}"/>${codeWindow(312, 262, 176, 116, index + 3)}
<path d="M270 392h260l24 20H246z" fill="${INK.indigo300}"/><rect x="80" y="412" width="640" height="22" rx="11" fill="${INK.navy700}"/>`,
  // A planning wall: notes on a board, two people pointing at them.
  (index, a, b) => {
    const notes = Array.from({ length: 8 }, (_, i) => {
      const ink = [INK.pink300, INK.amber400, INK.indigo300, INK.indigo100][(i + index) % 4];
      return `<rect x="${250 + (i % 4) * 78}" y="${110 + Math.floor(i / 4) * 88}" width="62" height="62" rx="8" fill="${ink}"/>`;
    }).join('');
    return `<rect x="220" y="80" width="360" height="220" rx="16" fill="#fff" stroke="${INK.indigo300}" stroke-width="3"/>${notes}
${person(150, 300, 40, a)}${person(650, 300, 40, b, INK.pink300)}<path d="M205 330l60-40" stroke="${a}" stroke-width="16" stroke-linecap="round"/>`;
  },
];

/** A picture of an event's gallery: one of the scenes above, in one of the brand's pairs. */
export function galleryScene(index: number): string {
  const [a, b] = PAIRS[index % PAIRS.length]!;
  const body = `${defs(INK.indigo600, 0.12)}<rect width="800" height="600" fill="${INK.indigo50}"/><rect width="800" height="600" fill="url(#dots)"/>
<circle cx="${120 + index * 90}" cy="90" r="160" fill="url(#glowP)"/><rect x="0" y="540" width="800" height="60" fill="${INK.indigo100}"/>
${SCENES[index % SCENES.length]!(index, a, b)}${sparkle(700, 80, 16, INK.pink500)}`;
  return svg(800, 600, body, true);
}

/** Someone without a picture: the figure alone, on the light indigo of the palette. */
export function defaultAvatar(): string {
  return svg(
    256,
    256,
    `<rect width="256" height="256" fill="${INK.indigo100}"/><circle cx="128" cy="100" r="46" fill="${INK.indigo500}"/><path d="M36 256c8-56 46-90 92-90s84 34 92 90z" fill="${INK.indigo500}"/>`,
  );
}

/** A sponsor's mark: a glyph on one of the brand's pairs (the page writes the name beside it). */
const GLYPHS = [
  // A cloud, a hexagon, a bolt.
  '<path d="M34 80a18 18 0 0 1 2-36 24 24 0 0 1 46-4 20 20 0 0 1 4 40z" fill="#fff"/>',
  '<path d="M60 26l30 17v34L60 94 30 77V43z" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>',
  '<path d="M66 22L36 66h22l-6 32 32-46H62z" fill="#fff"/>',
];

export function sponsorLogo(name: string): string {
  const [a, b] = PAIRS[hash(name) % PAIRS.length]!;
  return svg(
    120,
    120,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="120" height="120" rx="28" fill="url(#g)"/>${GLYPHS[hash(name + 'mark') % GLYPHS.length]}`,
  );
}

/** A picture that could not be shown: a framed landscape in the palette, no words (it is cropped to any shape). */
export function noImage(): string {
  return svg(
    400,
    300,
    `${defs(INK.indigo500, 0.14)}<rect width="400" height="300" fill="${INK.indigo50}"/><rect width="400" height="300" fill="url(#dots)"/>
<rect x="130" y="85" width="140" height="110" rx="14" fill="#fff" stroke="${INK.indigo300}" stroke-width="3"/>
<circle cx="235" cy="115" r="11" fill="${INK.pink300}"/><path d="M142 183l36-42 26 28 16-18 38 32z" fill="${INK.indigo300}"/>`,
    true,
  );
}

/** The 404 page: a signpost beside a code window whose path leads nowhere. */
export function notFoundArt(): string {
  return svg(
    480,
    320,
    `${defs(INK.indigo500, 0.12)}
<circle cx="240" cy="170" r="150" fill="${INK.indigo50}"/>
${codeWindow(60, 70, 230, 160, 404, true)}
<path d="M110 250c40 30 120 30 170-10" fill="none" stroke="${INK.indigo300}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>
<rect x="352" y="90" width="10" height="200" rx="5" fill="${INK.navy700}"/>
<path d="M300 104h96l18 16-18 16h-96z" fill="url(#brand)"/><path d="M414 150h-96l-18 16 18 16h96z" fill="${INK.indigo500}"/><path d="M310 196h86l18 16-18 16h-86z" fill="${INK.pink300}"/>
<ellipse cx="357" cy="292" rx="46" ry="8" fill="${INK.indigo100}"/>${sparkle(438, 70, 14)}${sparkle(40, 60, 10, INK.pink500)}`,
  );
}

/** The forgot-password page: a phone receiving a six-digit code, a key, a check. */
export function forgotPasswordArt(): string {
  const code = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${186 + i * 19}" y="150" width="14" height="20" rx="4" fill="${i < 4 ? INK.indigo500 : INK.indigo100}"/>`,
  ).join('');
  return svg(
    480,
    320,
    `${defs(INK.indigo500, 0.12)}
<circle cx="240" cy="165" r="150" fill="${INK.indigo50}"/>
<rect x="168" y="46" width="144" height="250" rx="24" fill="${INK.navy800}"/><rect x="178" y="62" width="124" height="218" rx="14" fill="#fff"/>
<rect x="222" y="52" width="36" height="5" rx="2.5" fill="${INK.navy700}"/>
<rect x="190" y="86" width="100" height="44" rx="12" fill="url(#brand)"/><path d="M204 108h40M204 118h24" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
${code}<rect x="190" y="190" width="100" height="30" rx="15" fill="${INK.indigo600}"/>
<g transform="translate(350 196) rotate(-30)"><circle r="26" fill="none" stroke="${INK.amber400}" stroke-width="12"/><path d="M24 0h64v16M70 0v12" fill="none" stroke="${INK.amber400}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/></g>
<g transform="translate(116 220)"><circle r="30" fill="${INK.pink500}"/><path d="M-12 0l8 9 16-18" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></g>
${sparkle(420, 80, 14, INK.pink500)}${sparkle(70, 140, 10)}`,
  );
}
