// @vitest-environment node
/** `/login?next=`: only a path of this site is ever followed after a login (decisions 116 and 126). */
import { describe, expect, it } from 'vitest';
import { loginPath, safeNext } from '../../src/contract/login-path';

describe('the path a login goes back to', () => {
  it.each([
    ['/webinar/42', '/webinar/42'],
    ['/book/workshop/7?from=list#my-place', '/book/workshop/7?from=list#my-place'],
    ['/courses/c/a%20b', '/courses/c/a%20b'],
    ['/', '/'],
  ])('follows %s', (raw, path) => expect(safeNext(raw as string)).toBe(path));

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'webinar/42',
    ' /webinar/42',
    '/webinar/42\n',
    '/web\tinar',
    '/login',
    '/login?next=%2Fwebinar',
    '',
    '/' + 'a'.repeat(600),
    null,
    undefined,
  ])('never follows %j', (raw) => expect(safeNext(raw as string)).toBeNull());

  it('makes the link a visitor follows', () => {
    expect(loginPath('/webinar/42')).toBe('/login?next=%2Fwebinar%2F42');
    expect(loginPath('/book/workshop/7?x=1')).toBe('/login?next=%2Fbook%2Fworkshop%2F7%3Fx%3D1');
    expect(loginPath('/')).toBe('/login');
  });
});
