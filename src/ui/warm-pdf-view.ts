/**
 * Fetches the PDF view's code (pdf.js and its worker), which is never precached (decision 164), so that the
 * service worker keeps it: called when a download starts, the reader then opens offline.
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export function warmPdfView(): void {
  void import('./pdf-view/PdfView').catch(() => undefined);
  void fetch(workerUrl).catch(() => undefined);
}
