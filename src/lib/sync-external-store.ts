/**
 * wouter imports `use-sync-external-store/shim` (React 17's stand-in for this hook, with CommonJS glue);
 * React 19 has the hook itself. vite.config.ts points the shim here: the first load carries ~0.7 KB less.
 */
export { useSyncExternalStore } from 'react';
