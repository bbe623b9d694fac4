// @vitest-environment node
/**
 * Decisions are records (docs/decisions/README.md, issue 34). Code and documents cite them as "decision 30",
 * "decisions 64 and 74" or "decisions 53–55"; a citation that names no record, a number never used, or a record
 * a later one wholly replaced sends a reader to the wrong place, so it fails here with its file and line. Every
 * record must carry the header and sections of the format, and the index must list it as it is.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RECORDS_DIR = join(ROOT, 'docs/decisions');
const SCANNED = ['src', 'sw', 'server', 'scripts', 'tests', 'docs', 'build', 'vite.config.ts', 'README.md', 'BENCHMARKS.md'];
const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|cjs|md|css|html)$/;
const NOT_SCANNED = new Set(['node_modules', 'uploads', 'migrations']);
/** This file names made-up numbers in its own words. */
const SELF = 'tests/unit/decision-citations.test.ts';
/** Text kept as it was written: it may cite what a later record replaced, but only records that exist. */
const HISTORY = ['docs/decisions/', 'docs/notes/', 'docs/benchmarks/'];

const RECORD_FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const HEADER =
  /^# (\d+)\. (.+)\n\n- Date: (\d{4}-\d{2}-\d{2})\n- Status: (.+)\n\n## Context\n\n\S[\s\S]*?\n\n## Decision\n\n\S[\s\S]*?\n\n## Consequences\n\n\S/;
const STATUS = /^(accepted|not used|superseded by (.+)|partly superseded by (.+))$/;
const STATUS_LINK = /\[(\d+)\]\(([^)]+)\)( \([^)]+\))?/g;
const NUMBERS = String.raw`\d+(?:\s*[–-]\s*\d+)?`;
/** "decision 30", "decisions 64 and 74", "decisions 33, 34 and 92–98"; a comment may break the line before the number. */
const CITATION = new RegExp(
  String.raw`\bdecisions?\s+(?:(?:\*|//|#)\s*)?(${NUMBERS}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)${NUMBERS})*)\b`,
  'gi',
);
const RECORD_LINK = /\b(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md\b/g;

type DecisionRecord = { number: number; file: string; title: string; status: string };

function readRecords(): DecisionRecord[] {
  return readdirSync(RECORDS_DIR)
    .filter((file) => file !== 'README.md')
    .map((file) => {
      const header = HEADER.exec(readFileSync(join(RECORDS_DIR, file), 'utf8'));
      return { number: Number(header?.[1] ?? NaN), file, title: header?.[2] ?? '', status: header?.[4] ?? '' };
    });
}

const records = readRecords();
const byNumber = new Map(records.map((r) => [r.number, r]));

function headerProblems(record: DecisionRecord): string[] {
  const where = `docs/decisions/${record.file}`;
  const name = RECORD_FILE.exec(record.file);
  if (!name) return [`${where}: the name is not NNN-slug.md (three digits, lower-case words joined by hyphens)`];
  if (!HEADER.test(readFileSync(join(RECORDS_DIR, record.file), 'utf8')))
    return [`${where}: does not start "# N. Title", "- Date: YYYY-MM-DD", "- Status: …", then ## Context, ## Decision, ## Consequences`];
  if (record.number !== Number(name[1])) return [`${where}: its heading says ${record.number}, its file name ${Number(name[1])}`];
  return statusProblems(record).map((problem) => `${where}: ${problem}`);
}

function statusProblems(record: DecisionRecord): string[] {
  const status = STATUS.exec(record.status);
  if (!status) return [`status "${record.status}" is not accepted, not used, superseded by … or partly superseded by …`];
  const links = [...(status[2] ?? status[3] ?? '').matchAll(STATUS_LINK)];
  if ((status[2] !== undefined || status[3] !== undefined) && links.length === 0) return ['a superseded status links no record'];
  return links.flatMap(([, number, file, what]) => {
    const newer = byNumber.get(Number(number));
    if (!newer || newer.file !== file) return [`status links [${number}](${file}), which is not that record's file`];
    if (newer.number <= record.number) return [`status names ${number}, which is not newer`];
    if (status[3] !== undefined && !what) return [`partly superseded by ${number}: say which part, in brackets after the link`];
    return [];
  });
}

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEXT_FILE.test(path) ? [path] : [];
  return readdirSync(full)
    .filter((name) => !NOT_SCANNED.has(name))
    .flatMap((name) => filesUnder(join(path, name)));
}

function expand(numbers: string): number[] {
  return numbers.split(/\s*(?:,|\band\b|\bor\b)\s*/).flatMap((part) => {
    const [from, to = from] = part.split(/\s*[–-]\s*/).map(Number);
    return Array.from({ length: Math.max(0, to! - from! + 1) }, (_, i) => from! + i);
  });
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** What is wrong with a citation of `number` in a file, or nothing. */
function citationProblem(number: number, file: string): string | undefined {
  const record = byNumber.get(number);
  if (!record) return `decision ${number} has no record in docs/decisions/`;
  if (record.status === 'not used') return `decision ${number} was never used (docs/decisions/${record.file})`;
  const wholly = /^superseded by \[(\d+)\]/.exec(record.status);
  if (wholly && !HISTORY.some((prefix) => file.startsWith(prefix)))
    return `decision ${number} is superseded: cite decision ${wholly[1]} instead (docs/decisions/${record.file})`;
  return undefined;
}

function citationProblems(file: string, text: string): string[] {
  return [...text.matchAll(CITATION)].flatMap((match) => {
    const at = match.index + match[0].indexOf(match[1]!);
    return expand(match[1]!).flatMap((number) => {
      const problem = citationProblem(number, file);
      return problem ? [`${file}:${lineOf(text, at)}: ${problem}`] : [];
    });
  });
}

function linkProblems(file: string, text: string): string[] {
  const files = new Set(records.map((r) => r.file));
  const stale = HISTORY.some((prefix) => file.startsWith(prefix)) ? [] : [...text.matchAll(/DECISIONS\.md/g)];
  return [
    ...stale.map((m) => `${file}:${lineOf(text, m.index)}: docs/DECISIONS.md is gone; cite the records in docs/decisions/`),
    ...[...text.matchAll(RECORD_LINK)]
      .filter((m) => !files.has(m[0]))
      .map((m) => `${file}:${lineOf(text, m.index)}: ${m[0]} is not a record in docs/decisions/`),
  ];
}

const scanned = SCANNED.flatMap(filesUnder)
  .map((path) => relative(ROOT, join(ROOT, path)))
  .filter((file) => file !== SELF)
  .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));

describe('decision records', () => {
  it('replace the diary: docs/DECISIONS.md is gone and the records start at 1', () => {
    expect(existsSync(join(ROOT, 'docs/DECISIONS.md'))).toBe(false);
    expect(byNumber.get(1)?.file).toBe('001-academy-name.md');
  });

  it('each have a file name, heading, date, status and the three sections of the format', () => {
    expect(records.flatMap(headerProblems)).toEqual([]);
  });

  it('are each listed in the index of docs/decisions/README.md with their title and status', () => {
    const index = readFileSync(join(RECORDS_DIR, 'README.md'), 'utf8');
    const missing = records
      .filter((r) => Number.isFinite(r.number)) // a record whose header is unreadable fails the test above
      .filter((r) => !index.includes(`| [${r.number}](${r.file}) | ${r.title.replaceAll('|', '\\|')} | ${r.status} |`))
      .map((r) => `docs/decisions/README.md: no index row "| [${r.number}](${r.file}) | ${r.title} | ${r.status} |"`);
    expect(missing).toEqual([]);
  });
});

describe('citations of decisions', () => {
  it('are read in every form the code uses', () => {
    expect(expand('33, 34 and 92–94')).toEqual([33, 34, 92, 93, 94]);
    expect(citationProblems('src/x.ts', '// see decision\n * 999, and decisions 1 and 56')).toEqual([
      'src/x.ts:2: decision 999 has no record in docs/decisions/',
      'src/x.ts:2: decision 56 was never used (docs/decisions/056-not-used.md)',
    ]);
  });

  it('name records that exist, were used, and are not wholly superseded (file:line of each that does not)', () => {
    expect(scanned.length).toBeGreaterThan(300);
    expect(scanned.flatMap(({ file, text }) => citationProblems(file, text))).toEqual([]);
  });

  it('link no record that does not exist, and not the old diary', () => {
    expect(scanned.flatMap(({ file, text }) => linkProblems(file, text))).toEqual([]);
  });
});
