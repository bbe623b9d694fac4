/** Types of build.mjs for the TypeScript that imports it (tests). */
export const DEFAULT_DIST: string;
export function buildSite(distDir: string, env?: Record<string, string>): boolean;
export function ensureFreshBuild(distDir?: string, options?: { log?: (line: string) => void }): boolean;
