/** Types of build-freshness.mjs for the TypeScript that imports it (tests). */
export const ROOT: string;
export function sourceHash(distDir: string): string;
export function isBuildFresh(distDir: string): boolean;
export function markBuildFresh(distDir: string, madeIn?: string): void;
