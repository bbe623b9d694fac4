/**
 * The part of the site's stylesheet a server-rendered page uses: the rules whose selectors name only
 * classes that appear in the page's HTML (rules without classes — elements, :root, custom properties —
 * always stay; @keyframes and other at-rules stay whole; @media and @supports are filtered inside).
 * The page inlines that part and the boot script (src/boot.js) adds the whole sheet after the first paint, so the
 * first response stays small enough to arrive in one round trip (decision 64). A selector is kept by its
 * classes alone, never by matching structure: keeping a rule too many costs bytes, dropping a needed one
 * would cost a flash of unstyled content.
 */

interface Block {
  /** Text before `{` (a selector list or an at-rule's prelude); empty for a declaration-only tail. */
  prelude: string;
  body: string;
}

/** Top-level `prelude{body}` blocks of minified CSS; strings and nested braces are respected. */
function blocks(css: string): Block[] {
  const found: Block[] = [];
  let start = 0;
  let open = -1;
  let depth = 0;
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const ch = css[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') {
      if (depth++ === 0) open = i;
    } else if (ch === '}' && --depth === 0) {
      found.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
      start = i + 1;
    }
  }
  return found;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Commas of a selector list outside brackets and parentheses (`:is(.a, .b)` is one selector). */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(list.slice(from, i));
      from = i + 1;
    }
  }
  out.push(list.slice(from));
  return out;
}

/** A rule, or a conditional group of rules, with the classes each of its selectors needs. */
type Rule =
  { kind: 'keep'; text: string } | { kind: 'style'; text: string; needs: string[][] } | { kind: 'group'; prelude: string; rules: Rule[] };

function needs(selector: string): string[] {
  // Classes inside :not() say what must be absent; they do not make a rule unused.
  const positive = selector.replace(/:not\([^)]*\)/g, '');
  return [...positive.matchAll(CLASS)].map((m) => m[1]!);
}

function parse(css: string): Rule[] {
  return blocks(css).map(({ prelude, body }): Rule => {
    if (/^@(media|supports|container|layer)\b/.test(prelude)) return { kind: 'group', prelude, rules: parse(body) };
    if (prelude.startsWith('@')) return { kind: 'keep', text: `${prelude}{${body}}` };
    return { kind: 'style', text: `${prelude}{${body}}`, needs: selectors(prelude).map(needs) };
  });
}

function keep(rules: readonly Rule[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const rule of rules) {
    if (rule.kind === 'keep') out += rule.text;
    else if (rule.kind === 'style') {
      if (rule.needs.some((names) => names.every((name) => classes.has(name)))) out += rule.text;
    } else {
      const inner = keep(rule.rules, classes);
      if (inner) out += `${rule.prelude}{${inner}}`;
    }
  }
  return out;
}

/** Every class named in a `class="…"` attribute of the HTML. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of list!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The stylesheet of the build being served, parsed once (a new build brings a new sheet). */
let parsed: { css: string; rules: Rule[] } | null = null;

/** The rules of `css` this HTML can use, in their original order. */
export function criticalCss(css: string, html: string): string {
  if (parsed?.css !== css) parsed = { css, rules: parse(css) };
  return keep(parsed.rules, classesIn(html));
}
