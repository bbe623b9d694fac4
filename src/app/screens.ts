/**
 * Each screen of the route table (src/contract/page-routes.ts) as a lazily loaded component, found by its
 * module name: the bundler sees every screen module from this one pattern and gives each its chunk, and
 * the build maps a screen to its chunks through that module graph (build/app-shell.ts).
 */
import type { ComponentType } from 'react';
import { HOME_SCREEN, NOT_FOUND_SCREEN, screenAt } from '../contract/page-routes';
import HomePage from '../features/home/HomePage';
import { lazyScreen } from './lazy-screen';

export type ScreenProps = Readonly<Record<string, string>>;
type ScreenModule = { default: ComponentType<ScreenProps> };
type LazyScreen = ReturnType<typeof lazyScreen<ScreenProps>>;

const MODULES = import.meta.glob<ScreenModule>('../features/*/*Page.tsx');

const loaded = new Map<string, LazyScreen>();

/** The screen at module `name` ('courses/CourseDetailPage'); Home is in the first load. */
export function screenComponent(name: string): ComponentType<ScreenProps> & { preload: () => Promise<void> } {
  if (name === HOME_SCREEN) return Object.assign(HomePage as ComponentType<ScreenProps>, { preload: () => Promise.resolve() });
  let screen = loaded.get(name);
  if (!screen) {
    const load = MODULES[`../features/${name}.tsx`];
    if (!load) throw new Error(`page-routes: no screen module features/${name}.tsx`);
    screen = lazyScreen<ScreenProps>(load);
    loaded.set(name, screen);
  }
  return screen;
}

/** Whether a screen module exists (tests check every route's). */
export const hasScreenModule = (name: string) => name === HOME_SCREEN || `../features/${name}.tsx` in MODULES;

/**
 * Fetches the code of the screen a visit opens on while the app is still starting (saved data being
 * read), so the first render has it; resolves when it is here, or failed to come.
 */
export const preloadScreenFor = (path: string): Promise<void> => screenComponent(screenAt(path)).preload();

export { NOT_FOUND_SCREEN };
