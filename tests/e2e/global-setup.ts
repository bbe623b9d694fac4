import type { TestProject } from 'vitest/node';
import { startSite } from '../../scripts/lib/site-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  // The chaos test alone sends 100 forms in about a minute from one address: the per-address POST
  // limit (a production guard) would turn it into a test of the limiter.
  const site = await startSite({ RATE_LIMIT_POSTS_PER_MINUTE: '100000' });
  project.provide('baseUrl', site.baseUrl);
  project.provide('dataDir', site.dataDir);
  return () => site.stop();
}
