/**
 * The test projects (vitest reads this file instead of vite.config.ts, and merges that config in): unit and
 * screen tests in jsdom, API tests against a real database, PostgreSQL-only and kill -9 tests, and the
 * browser tests against the site as `npm start` serves it.
 */
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Vitest's default is one worker fewer than the cores: one, on CI's two. The unit, screen and API files spend
      // much of their time waiting on a server, a child process or a timer, so two at once finish `npm test`'s
      // files in ~515 s instead of ~750 s there. The browser and kill -9 projects still run one file at a time
      // (fileParallelism below): two browser files at once were slower, and their timings failed.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
          },
        },
        {
          extends: true,
          test: {
            name: 'screens',
            environment: 'jsdom',
            include: ['tests/screens/**/*.test.{ts,tsx}'],
            globalSetup: ['tests/screens/global-setup.ts'],
            setupFiles: ['tests/screens/setup.ts'],
            testTimeout: 20_000,
            hookTimeout: 120_000,
          },
        },
        {
          test: {
            name: 'api',
            environment: 'node',
            include: ['tests/api/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          test: {
            name: 'api-pg',
            environment: 'node',
            include: ['tests/api-pg/**/*.test.ts'],
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
        {
          // Kill -9 under write load (tests/crash): real server processes, one database at a time.
          test: {
            name: 'crash',
            environment: 'node',
            include: ['tests/crash/**/*.test.ts'],
            fileParallelism: false,
            testTimeout: 240_000,
            hookTimeout: 120_000,
          },
        },
        {
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.test.ts'],
            globalSetup: ['tests/e2e/global-setup.ts'],
            fileParallelism: false,
            // One worker for every file, one after another: a fresh worker per file cost ~1-4 s of start and
            // imports each, 27 times. Each file launches and closes its own browser; the support modules' only
            // state is counters that keep login numbers unique, which sharing keeps unique across files too.
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  }),
);
