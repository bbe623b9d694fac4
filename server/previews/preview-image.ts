/**
 * Draws a 1200×630 link-preview picture (issue 38, decision 145): sharp renders an SVG in the site's look
 * (the navy hero with the brand's indigo-to-pink accent) to PNG. The text is wrapped here, by an estimate
 * of the width of each character, since SVG does not wrap; a title too long for three lines ends in "…".
 */
import sharp from 'sharp';
import { PREVIEW_SIZE } from '../../src/contract/page-render';
import type { PreviewCard } from './preview-card';

const { width: W, height: H } = PREVIEW_SIZE;
const FONT = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words into lines of at most `max` characters, at most `lines` of them. */
export function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max) line = next;
    else {
      if (line) out.push(line);
      line = word.length > max ? `${word.slice(0, max - 1)}…` : word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, max - 1).trimEnd()}…`;
  return kept;
}

export function previewSvg(card: PreviewCard): string {
  const title = wrap(card.title, 26, 3);
  const titleSize = title.length > 2 ? 64 : 72;
  const titleTop = 250;
  const factsTop = titleTop + title.length * (titleSize + 12) + 24;
  const text = (x: number, y: number, size: number, weight: number, fill: string, content: string) =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${xml(content)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#070b1c"/><stop offset="1" stop-color="#1e2a5a"/></linearGradient>
    <linearGradient id="brand" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#db2777"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="260" fill="#4f46e5" opacity="0.18"/>
  <circle cx="1160" cy="560" r="180" fill="#db2777" opacity="0.14"/>
  <rect x="80" y="80" width="64" height="64" rx="16" fill="url(#brand)"/>
  ${text(91, 124, 28, 700, '#ffffff', '</>')}
  ${text(164, 124, 34, 700, '#f8fafc', 'CodeSmart Academy')}
  ${text(80, 205, 30, 600, '#a5b4fc', card.kicker)}
  ${title.map((line, i) => text(80, titleTop + i * (titleSize + 12) + titleSize - 14, titleSize, 800, '#ffffff', line)).join('\n  ')}
  ${card.lines
    .slice(0, 2)
    .map((line, i) => text(80, factsTop + i * 44 + 30, 30, 400, '#cbd5e1', wrap(line, 60, 1)[0] ?? ''))
    .join('\n  ')}
  <rect x="0" y="${H - 12}" width="${W}" height="12" fill="url(#brand)"/>
</svg>`;
}

export async function renderPreview(card: PreviewCard): Promise<Buffer> {
  return sharp(Buffer.from(previewSvg(card)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
