/**
 * JSON bodies read strictly: bytes that are not UTF-8, duplicate keys and nesting deeper than the
 * contract needs are refused before any code looks at the value. `JSON.parse` alone would replace bad
 * bytes with U+FFFD, keep the last of two keys silently, and hand deep values to recursive code.
 */

/** The deepest request of the contract is two levels (feedback's ratings); this leaves room without risk. */
export const MAX_JSON_DEPTH = 16;

export type StrictJson = { ok: true; value: unknown } | { ok: false; message: string };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function parseStrictJson(bytes: Uint8Array): StrictJson {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, message: 'Request body is not valid UTF-8' };
  }
  if (text.trim() === '') return { ok: true, value: {} };
  // Depth first: a body of 30,000 brackets is refused before the parser builds it.
  const shape = checkShape(text);
  if (shape) return { ok: false, message: shape };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, message: 'Malformed JSON' };
  }
}

interface Frame {
  keys: Set<string> | null;
  expectingKey: boolean;
}

/**
 * Walks the text once, tracking containers: too deep or a repeated key in one object is an error.
 * Malformed text is left for JSON.parse to report; this only needs to be right on well-formed JSON.
 */
function checkShape(text: string): string | null {
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      const end = stringEnd(text, i);
      if (end < 0) return null;
      const top = stack[stack.length - 1];
      if (top?.keys && top.expectingKey) {
        let key: string;
        try {
          key = JSON.parse(text.slice(i, end + 1)) as string;
        } catch {
          return null;
        }
        if (top.keys.has(key)) return `Duplicate key "${key.slice(0, 40)}" in JSON body`;
        top.keys.add(key);
        top.expectingKey = false;
      }
      i = end;
    } else if (ch === '{' || ch === '[') {
      if (stack.length >= MAX_JSON_DEPTH) return `JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
      stack.push({ keys: ch === '{' ? new Set() : null, expectingKey: ch === '{' });
    } else if (ch === '}' || ch === ']') {
      stack.pop();
    } else if (ch === ',') {
      const top = stack[stack.length - 1];
      if (top?.keys) top.expectingKey = true;
    }
  }
  return null;
}

/** Index of the quote closing the string that opens at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '"') return i;
  }
  return -1;
}
