/**
 * What a page was rendered with. A first visit gets its HTML from the server (src/server-render.tsx);
 * the browser then hydrates it, and hydration only works if the browser's first render produces the
 * same HTML. Anything that differs between the two places (the clock, the visitor's locale) is read
 * from here instead of from the environment.
 */
import { createContext, useContext } from 'react';
import type { DialogName } from '../contract/app-shell';
import type { FormEcho, ImagePreload } from '../contract/page-render';

/** What a server-rendered screen tells the HTTP response (only collected on the server). */
export interface PageHead {
  title?: string;
  description?: string;
  /** 404 for a route that does not exist. */
  status?: number;
  /** The images the page shows at once (src/ui/EagerImage.tsx), for the document's <head>. */
  images?: ImagePreload[];
  /** The dialogs besides Login a control of the page opens (Enroll Now): their rules go inline (decision 198). */
  dialogs?: Set<DialogName>;
}

export interface RenderInfo {
  /** The server's clock when it rendered the page (ms since the epoch); null when the browser rendered first. */
  renderedAt: number | null;
  /** The visitor's locale for dates: the server's reading of Accept-Language, kept by the browser. */
  locale: string | undefined;
  /** Present only while rendering on the server. */
  head?: PageHead;
  /**
   * Server only: told each time a screen shows something derived from the clock, with how long that
   * stays right (ms); the server keeps the rendered page no longer (decision 54).
   */
  clockRead?: (precisionMs: number) => void;
  /** Server only: told each date a screen formats, by call, for the page state (ui/format.ts). */
  dateShown?: (call: string, text: string) => void;
  /** Browser, hydrating: the dates the server wrote, by call, read back instead of formatted again. */
  shownDates?: Record<string, string>;
  /** A form the page posted before its app ran, as the server answered it (decision 126). */
  form?: FormEcho;
}

/** A date or a year shown from the clock changes at a local midnight, which is on a quarter hour in every time zone. */
const DATE_PRECISION_MS = 15 * 60_000;

export const RenderContext = createContext<RenderInfo>({ renderedAt: null, locale: undefined });

export const useRenderInfo = (): RenderInfo => useContext(RenderContext);

/** The moment the page was rendered: the server's when it rendered it, otherwise now. */
export function useRenderedAt(): number {
  const info = useRenderInfo();
  info.clockRead?.(DATE_PRECISION_MS);
  return info.renderedAt ?? Date.now();
}

/** Marks the response of a server-rendered screen with an HTTP status (a no-op in the browser). */
export function usePageStatus(status: number): void {
  const { head } = useRenderInfo();
  if (head) head.status = status;
}
