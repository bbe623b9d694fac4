/**
 * Rows as text for a person: CSV for a spreadsheet (the staff inbox's export and `npm run admin`), a table
 * for a terminal, or JSON.
 */
import type { Row } from './inbox-rows';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or CR before one) as a formula: a contact
 * message could then exfiltrate the sheet. Such cells get a leading apostrophe, which spreadsheets show
 * as text (OWASP's advice for CSV injection).
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Escape sequences in what a student typed must not drive the reader's terminal (colours, title, links). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const TERMINAL_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
export const terminalSafe = (text: string) => text.replace(TERMINAL_UNSAFE, (ch) => (/\s/.test(ch) ? ' ' : '�'));

export function formatRows(rows: Row[], format: 'table' | 'csv' | 'json'): string {
  if (format === 'json') return JSON.stringify(rows, null, 2);
  const columns = rows.length ? Object.keys(rows[0]!) : [];
  const cell = (v: Row[string]) => (v === null ? '' : String(v));
  if (format === 'csv') {
    const csvCell = (v: Row[string]) => {
      const s = typeof v === 'number' ? cell(v) : neutraliseFormula(cell(v));
      return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
    };
    return [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c] ?? null)).join(','))].join('\r\n');
  }
  if (!rows.length) return '(no rows)';
  const MAX = 60;
  const shown = (v: Row[string]) => {
    const s = terminalSafe(cell(v)).replace(/\s+/g, ' ');
    return s.length > MAX ? s.slice(0, MAX - 1) + '…' : s;
  };
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => shown(r[c] ?? null).length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ');
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(columns.map((c) => shown(r[c] ?? null)))),
    `(${rows.length} rows)`,
  ].join('\n');
}
