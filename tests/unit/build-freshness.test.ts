// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { sourceHash } from '../../scripts/build-freshness.mjs';

const before = process.env.APP_VERSION;
afterEach(() => {
  if (before === undefined) delete process.env.APP_VERSION;
  else process.env.APP_VERSION = before;
});

describe('whether npm start rebuilds', () => {
  it('treats a new APP_VERSION as a new build, as the README says, and the same one as the same build', () => {
    process.env.APP_VERSION = 'v1';
    const first = sourceHash('/tmp/dist');
    expect(sourceHash('/tmp/dist')).toBe(first);
    process.env.APP_VERSION = 'v2';
    expect(sourceHash('/tmp/dist')).not.toBe(first);
  });
});
