import type { TestProject } from 'vitest/node';
import { startSite } from '../../scripts/lib/site-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  // Every browser here is one address (loopback). The chaos test alone sends 100 forms in about a minute, and
  // the files log in many times a run, some at once (decision 180): the per-address POST and OTP limits
  // (production guards, tested in tests/api/auth.test.ts) would turn them into tests of the limiters.
  const site = await startSite({
    RATE_LIMIT_POSTS_PER_MINUTE: '100000',
    OTP_PER_IP_PER_HOUR: '100000',
    OTP_PER_IP_PER_DAY: '100000',
  });
  project.provide('baseUrl', site.baseUrl);
  project.provide('dataDir', site.dataDir);
  return () => site.stop();
}
