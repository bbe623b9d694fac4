/**
 * One route table, one matcher: for every route, written as a person or a link might write it (a trailing
 * slash, other case, encoded characters), the router (wouter's Switch, given the table's parser, as
 * src/app/routes.tsx does), the server's renderer and its reads (matchPage), and the first visit's preloads
 * (screenAt, and the build's screen map keyed by the same screen names) pick the same page.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Router, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { matchPage, NOT_FOUND_SCREEN, PAGE_ROUTES, parsePagePattern, screenAt, SCREEN_MODULES } from '../../src/contract/page-routes';
import { hasScreenModule } from '../../src/app/screens';

/** What wouter's Switch shows at `path`: the index of the route, -1 for the fallback, and the params it gives. */
function routerChoice(path: string): { index: number; params: Record<string, string | undefined> } {
  let choice = { index: -2, params: {} as Record<string, string | undefined> };
  const routes: ReactElement[] = PAGE_ROUTES.map((route, index) =>
    createElement(Route, {
      key: route.path,
      path: route.path,
      children: (params: Record<string, string | undefined>) => {
        choice = { index, params };
        return null;
      },
    }),
  );
  routes.push(
    createElement(Route, {
      key: 'fallback',
      children: () => {
        choice = { index: -1, params: {} };
        return null;
      },
    }),
  );
  renderToString(createElement(Router, { ssrPath: path, parser: parsePagePattern, children: createElement(Switch, null, ...routes) }));
  return choice;
}

const SAMPLE_ID = 'd37071db-2b3c-4e41-8db1-8eba33f66694';

/** Each route as written, and as a person or another site might write it. */
function variants(pattern: string): string[] {
  const path = pattern.replace(/:\w+/g, SAMPLE_ID);
  const encoded = pattern.replace(/:\w+/g, 'caf%C3%A9%20x');
  const variants = [path, `${path}/`, path.toUpperCase(), encoded, `${encoded}/`];
  return pattern === '/' ? ['/'] : variants;
}

const named = (params: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([key]) => Number.isNaN(Number(key))));

describe('the route table (src/contract/page-routes.ts)', () => {
  const paths = [
    ...PAGE_ROUTES.flatMap((route) => variants(route.path)),
    '/no/such/page',
    '/courses/c/',
    '/courses/c/a/b',
    '/%E0%A4%A',
    '/book/workshop',
    '//courses',
  ];

  it.each(paths)('%s: the router, the server and the preload pick the same page', (path) => {
    const { route, props } = matchPage(path);
    const router = routerChoice(path);
    expect(router.index).toBe(route ? PAGE_ROUTES.indexOf(route) : -1);
    if (route) expect({ ...named(router.params), ...route.props }).toEqual(props);
    expect(screenAt(path)).toBe(route?.screen ?? NOT_FOUND_SCREEN);
  });

  it('matches trailing slashes, any case and encoded characters as wouter does', () => {
    expect(matchPage(`/Courses/C/${SAMPLE_ID}/`)).toMatchObject({ route: { path: '/courses/c/:id' }, props: { id: SAMPLE_ID } });
    expect(matchPage('/mentors/m/caf%C3%A9')).toMatchObject({ props: { id: 'café' } });
    expect(matchPage('/events').props).toEqual({ slug: 'event' });
    expect(matchPage('/courses/c/').route?.path).toBe('/courses/:id');
  });

  it('names a screen module that exists for every route', () => {
    for (const screen of SCREEN_MODULES) expect(hasScreenModule(screen), screen).toBe(true);
  });
});
