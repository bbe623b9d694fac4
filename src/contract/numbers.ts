/**
 * 12,34,567: the last three digits, then pairs. Written out rather than asked of Intl.NumberFormat,
 * whose en-IN currency formatter costs a fresh page 20–40 ms to construct (ICU data), on the path of
 * every screen that shows a price or a count (measured in Chromium; decision 74).
 */
export function indianDigits(n: number): string {
  const digits = Math.round(Math.abs(n)).toString();
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${n < 0 && digits !== '0' ? '-' : ''}${head ? `${head},` : ''}${digits.slice(-3)}`;
}
