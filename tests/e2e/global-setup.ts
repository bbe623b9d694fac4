import type { TestProject } from 'vitest/node';
import { startSite } from '../support/site-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const site = await startSite();
  project.provide('baseUrl', site.baseUrl);
  project.provide('dataDir', site.dataDir);
  return () => site.stop();
}
