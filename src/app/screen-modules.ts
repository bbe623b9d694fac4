/**
 * Asks for every chunk of the screen at an address at once, from the map the build puts in index.html
 * (src/contract/screen-map.ts, decision 74): without it a screen's imports arrive one level at a time,
 * each level a round trip after the one before.
 */
import { SCREEN_MAP_ID, screenChunks, type ScreenMap } from '../contract/screen-map';

let map: ScreenMap | null | undefined;
const asked = new Set<string>();

function readMap(): ScreenMap | null {
  try {
    return JSON.parse(document.getElementById(SCREEN_MAP_ID)?.textContent ?? 'null') as ScreenMap | null;
  } catch {
    return null;
  }
}

export function preloadModulesFor(path: string): void {
  if (typeof document === 'undefined') return;
  map ??= readMap();
  if (!map) return;
  for (const href of screenChunks(map, path)) {
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
