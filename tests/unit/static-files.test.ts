// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { StaticFolder } from '../../server/http/static-files';

describe('StaticFolder.resolve', () => {
  const folder = new StaticFolder('/srv/site');
  it('keeps ordinary paths inside the folder', () => {
    expect(folder.resolve('/assets/index-abc.js')).toBe('/srv/site/assets/index-abc.js');
    expect(folder.resolve('/icons/a%20b.png')).toBe('/srv/site/icons/a b.png');
  });
  it.each(['/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2F..%2Fsecret', '/a%00b', '/%E0%A4%A'])('refuses %s', (path) => {
    expect(folder.resolve(path)).toBeNull();
  });
});
