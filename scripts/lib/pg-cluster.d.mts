/** Types of pg-cluster.mjs for the TypeScript that imports it (tests). */
export interface Cluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  start(): void;
  stop(mode?: 'smart' | 'fast' | 'immediate'): void;
  remove(): void;
}
export function findBinary(name: string): string;
export function createCluster(): Promise<Cluster>;
