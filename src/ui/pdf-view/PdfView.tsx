/**
 * A PDF drawn by pdf.js (issue 40, decision 164), a page at a time, at the width of the column and sharp on the
 * screen's pixels; Previous and Next (and the arrow keys when the page has the focus); the page's text for
 * screen readers; the last page read kept per document. pdf.js and its worker load with this part only,
 * and are kept by the service worker once fetched (never precached).
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PACK } from '../../content/course-pack';
import { Button } from '../Button';
import { StatusText } from '../Section';
import { lastPage, rememberPage } from './last-page';
import styles from './pdf-view.module.css';

GlobalWorkerOptions.workerSrc = workerUrl;
const R = PACK.reader;

type Opened = { state: 'loading' } | { state: 'open'; pdf: PDFDocumentProxy } | { state: 'failed' };

/**
 * The PDF at `url` (its name keys the last page read), its bytes from `load` (the device's copy or the
 * academy, the caller's choice).
 */
export default function PdfView({ url, load }: { url: string; load: () => Promise<ArrayBuffer> }) {
  const [opened, setOpened] = useState<Opened>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    let pdf: PDFDocumentProxy | null = null;
    load()
      // No eval (the site's CSP has none); fonts the PDF does not embed are the device's own.
      .then((bytes) => getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: true }).promise)
      .then(
        (doc) => {
          pdf = doc;
          if (live) setOpened({ state: 'open', pdf: doc });
        },
        () => live && setOpened({ state: 'failed' }),
      );
    return () => {
      live = false;
      void pdf?.destroy();
    };
    // One document per URL: a new `load` closure for the same URL is the same document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  if (opened.state === 'loading') return <StatusText>{R.pdfLoading}</StatusText>;
  if (opened.state === 'failed') return <StatusText tone="error">{R.pdfFailed}</StatusText>;
  return <Pages pdf={opened.pdf} url={url} />;
}

/** How wide a page is drawn, in columns: a phone's column makes an A4 page's text small. */
const ZOOMS = [1, 1.5, 2] as const;
const ZOOM_CLASS = [styles.zoom1, styles.zoom15, styles.zoom2];

function Pages({ pdf, url }: { pdf: PDFDocumentProxy; url: string }) {
  const [page, setPage] = useState(() => Math.min(lastPage(url), pdf.numPages));
  const [zoom, setZoom] = useState(0);
  const go = (next: number) => {
    const clamped = Math.max(1, Math.min(pdf.numPages, next));
    setPage(clamped);
    rememberPage(url, clamped);
  };
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'PageDown') go(page + 1);
    if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(page - 1);
  };
  return (
    <div className={styles.pages}>
      <nav className={styles.pager} aria-label={R.pdfTitle}>
        <Button variant="outline" size="sm" onClick={() => go(page - 1)} disabled={page <= 1}>
          {R.previous}
        </Button>
        <span aria-live="polite">{R.page(page, pdf.numPages)}</span>
        <Button variant="outline" size="sm" onClick={() => go(page + 1)} disabled={page >= pdf.numPages}>
          {R.next}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setZoom(zoom - 1)} disabled={zoom === 0}>
          {R.zoomOut}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setZoom(zoom + 1)} disabled={zoom === ZOOMS.length - 1}>
          {R.zoomIn}
        </Button>
      </nav>
      <PageCanvas pdf={pdf} page={page} zoom={ZOOMS[zoom]!} zoomClass={ZOOM_CLASS[zoom]!} onKeyDown={keys} />
    </div>
  );
}

interface CanvasProps {
  pdf: PDFDocumentProxy;
  page: number;
  zoom: number;
  zoomClass: string | undefined;
  onKeyDown: (e: KeyboardEvent) => void;
}

function PageCanvas({ pdf, page, zoom, zoomClass, onKeyDown }: CanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    let task: { cancel(): void; promise: Promise<void> } | null = null;
    let live = true;
    void pdf.getPage(page).then(async (p) => {
      const target = canvas.current;
      if (!live || !target) return;
      const width = (target.parentElement?.clientWidth || 800) * zoom;
      const base = p.getViewport({ scale: 1 });
      const viewport = p.getViewport({ scale: (width / base.width) * (window.devicePixelRatio || 1) });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      task = p.render({ canvas: target, viewport });
      await task.promise.catch(() => undefined);
      const content = await p.getTextContent();
      if (live) setText(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [pdf, page, zoom]);
  return (
    <figure className={`${styles.page} ${zoomClass ?? ''}`}>
      {/* The canvas is the page as drawn; its text follows for screen readers. */}
      <canvas ref={canvas} tabIndex={0} onKeyDown={onKeyDown} aria-label={R.pageLabel(page)} role="img" data-page={page} />
      <figcaption className="visually-hidden">{text}</figcaption>
    </figure>
  );
}
