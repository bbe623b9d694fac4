// @vitest-environment node
/**
 * One glossary for the whole site (issue 36, decision 117; src/content/glossary.ts): every string of the
 * copy — src/content, SPEC's messages in src/contract, and the messages the server answers with, which the
 * site shows in its toasts — is read by the TypeScript parser and held to it. SPEC's own strings pass as SPEC
 * writes them; everything else uses the glossary's words; and no code but the one formatter writes a date.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * SPEC's strings that use a word the glossary otherwise says its own way, exactly as SPEC writes them, and
 * only where SPEC puts them: the enrol dialog's "Mobile" field, the forgot-password field, the webinar badges.
 */
const SPEC_STRINGS: Record<string, readonly string[]> = {
  'src/content/forms.ts': ['Mobile', 'Mobile or Email'],
  'src/content/detail-pages.ts': ['Coming Soon', 'Live Session', 'Session Ended'],
};
const isSpecString = (l: Literal) => SPEC_STRINGS[l.file]?.includes(l.text) ?? false;

/** Every .ts/.tsx file below `dir`. */
function filesIn(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

interface Literal {
  file: string;
  line: number;
  text: string;
}

/** The text of every string literal and every template's fixed parts, with where it is. */
function literalsOf(file: string): Literal[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      // The parts joined around a stand-in, so "Enroll for ${course}" is read as one sentence.
      add(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…'));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What a person reads: the copy modules, SPEC's messages, and the sentences the server answers with. */
const COPY_FILES = [...filesIn('src/content'), 'src/contract/messages.ts'];
// The staff API's refusals of a malformed path name its path values ("enrolments"): identifiers, not copy.
const SERVER_FILES = [...filesIn('server/routes'), ...filesIn('server/me'), ...filesIn('server/push')].filter(
  (f) => !f.startsWith('server/routes/staff/'),
);
/** A server string is copy when it reads as a sentence (identifiers such as 'enrolments' are not). */
const copyOf = () => [...COPY_FILES.flatMap(literalsOf), ...SERVER_FILES.flatMap(literalsOf).filter((l) => /^[A-Z].* /.test(l.text))];

const where = (l: Literal) => `${l.file}:${l.line} "${l.text}"`;

describe('the glossary', () => {
  it('"enroll" and "enrollment" as SPEC spells them, on every screen (never "enrol", "enrolment")', () => {
    const british = copyOf().filter((l) => /\benrol(s|ment|ments)?\b/i.test(l.text));
    expect(british.map(where)).toEqual([]);
  });

  it('"mobile number" for the number a student logs in with; "Mobile" alone only where SPEC has it', () => {
    const bare = copyOf().filter((l) => /\bmobile\b(?!\s+number)/i.test(l.text) && !isSpecString(l));
    expect(bare.map(where)).toEqual([]);
  });

  it("a session's phase in the glossary's words, except SPEC's own webinar badges", () => {
    const STATUS_WORDS =
      /^(active|completed|coming soon|happening now|live|live now|live session|session ended|ended|finished|upcoming|ongoing|past)$/i;
    const elsewhere = copyOf().filter((l) => STATUS_WORDS.test(l.text.trim()) && !isSpecString(l) && l.file !== 'src/content/glossary.ts');
    expect(elsewhere.map(where)).toEqual([]);
  });

  it('no code but the one formatter (src/contract/date-format.ts) writes a date or a time for a person', () => {
    // The API's own "HH:MM" fields (SPEC §3) are data, not a date on screen.
    const WIRE_TIME = 'server/routes/time.ts';
    const formatting = /new Intl\.DateTimeFormat|\.toLocale(Date|Time)?String\(|dateStyle|timeStyle/;
    const offenders = [...filesIn('src'), ...filesIn('server'), ...filesIn('sw')]
      .filter((f) => f !== WIRE_TIME)
      .flatMap((file) =>
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (formatting.test(line) && !line.trim().startsWith('*') ? [`${file}:${i + 1}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});
