// @vitest-environment node
/**
 * Issue 35: a first visit asks for at most six script and style files before its page runs. Over HTTP/1.1 a
 * browser opens six connections to a host, so six go out at once; a seventh waits for one of them to finish,
 * a round trip more on a slow line. Counted from the real build's app shell (the one `npm test` makes): what
 * the start script asks for at once, the entry, the chunks it imports, the screen's chunks (`pageModules`), and
 * the stylesheet, though it now goes out only once those have arrived (decision 197). Not counted: what the app asks for as it runs
 * (`/login`'s dialog, the dialogs' code read ahead), which the phone bench counts as "requests" beside "arrived"; the
 * parts no first tap needs (the footer's, the install button's) wait until it has run (decision 207).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIST, ensureFreshBuild } from '../../scripts/build.mjs';
import { pageModules, type AppShell } from '../../src/contract/app-shell';
import { HOME_SCREEN, PAGE_ROUTES } from '../../src/contract/page-routes';

const MAX_FILES = 6;

describe('a public page’s first visit', () => {
  it(`asks for at most ${MAX_FILES} script and style files before the page runs`, { timeout: 240_000 }, () => {
    expect(ensureFreshBuild(DEFAULT_DIST)).toBe(true);
    const shell = JSON.parse(readFileSync(join(DEFAULT_DIST, 'app-shell.json'), 'utf8')) as AppShell;
    const screens = [...new Set(PAGE_ROUTES.filter((route) => route.audience === 'public').map((route) => route.screen))];
    expect(screens.length).toBeGreaterThan(15);
    const files = (screen: string) => {
      // `/`'s screen is the entry's own code; every other screen has its chunks in the shell.
      if (screen !== HOME_SCREEN) expect(shell.screens[screen], screen).toBeDefined();
      return [shell.entry, ...pageModules(shell, screen === HOME_SCREEN ? null : screen), shell.stylesheet];
    };
    const over = screens
      .map((screen) => ({ screen, files: files(screen) }))
      .filter(({ files }) => files.length > MAX_FILES)
      .map(({ screen, files }) => `${screen}: ${files.length} (${files.join(' ')})`);
    expect(over).toEqual([]);
    // The entry carries React and Rolldown's helpers (decision 191): `/` needs its script and its style only.
    expect(files(HOME_SCREEN)).toHaveLength(2);
  });

  it("reads ahead for `/`'s Login the dialog's code alone, none of the catalogue's pages' code", () => {
    expect(ensureFreshBuild(DEFAULT_DIST)).toBe(true);
    const shell = JSON.parse(readFileSync(join(DEFAULT_DIST, 'app-shell.json'), 'utf8')) as AppShell;
    // The course list's first files are its own and what the catalogue's pages share. A constant of the Modal's in
    // that shared chunk once made the login dialog wait for its 15 KB on a slow line (0.16 -> 0.50 s on the phone).
    const catalogue = pageModules(shell, 'courses/CoursesPage');
    expect(catalogue.length).toBeGreaterThan(0);
    expect(shell.dialogs.login.filter((file) => catalogue.includes(file))).toEqual([]);
  });
});
