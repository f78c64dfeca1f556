import { defineConfig } from 'vitest/config'
import { iconSpritePlugin } from './generator/iconSprite.ts'
import { useRunTempDir } from './tests/support/runTempDir.ts'

useRunTempDir('vitest')

/**
 * Four projects (`npm run test:unit`, `npm run test:build`; `npm test` runs both and the end-to-end tests):
 * - unit and unit (own process): every test beside its code, no full build (the inner loop, under a minute);
 * - site: tests/build, over the one site globalSetup builds;
 * - full builds: the build tests that run full builds of their own, one file at a time, after the site
 *   project (two full builds side by side on two cores each took twice as long and doubled the peak).
 */
const FULL_BUILDS = [
  'tests/build/blog.test.ts',
  'tests/build/blogPages.test.ts',
  'tests/build/bundleCache.test.ts',
  'tests/build/memoryLimit.test.ts',
  'tests/build/optimisations.test.ts',
  'tests/build/portfolio.test.ts',
  'tests/build/withoutAvif.test.ts',
]

/** The unit tests: every test beside its code. */
const UNIT = '{lib,content,generator,publisher,templates,admin-service}/**/*.test.{ts,tsx}'
/**
 * Unit test files that measure their process's memory, which the modules and garbage of the files before
 * them in a shared worker would blur: each runs in a process of its own.
 */
const OWN_PROCESS = ['admin-service/server/listings/listings.test.ts']

export default defineConfig({
  // Components draw icons from the shared sprite by its URL or from the page's symbols
  // (templates/components/Icon.tsx, +onRenderHtml.tsx), in tests too.
  plugins: [iconSpritePlugin()],
  test: {
    exclude: ['node_modules', 'dist', '.cache', 'tests/reliability/**'],
    // Vitest keeps the modules it transformed (TypeScript, JSX) between runs, keyed by their text and this
    // configuration (vitest.dev/config/experimental#experimental-fsmodulecache; the default from Vitest 5):
    // a second `npm run test:unit` takes 42.7 s of CPU instead of 51.9 s (load 6-7). In .cache/, not in
    // node_modules (Vitest's default place). `npx vitest --clearCache` empties it.
    experimental: { fsModuleCache: true, fsModuleCachePath: '.cache/vitest-modules' },
    testTimeout: 30_000,
    hookTimeout: 240_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [UNIT],
          exclude: ['node_modules', OWN_PROCESS].flat(),
          // The files share their worker and its loaded modules (koa, sharp, the AWS SDK, React...) instead of
          // each loading them afresh in a new process: 52 s of CPU instead of 97 s, 122 s instead of 274 s at a
          // load of 12 (97 files). A file that stubs the environment or a global restores it in its afterAll.
          // Two workers (one per core): many of these tests wait (a kill -9 to be noticed, a lease to go stale, a
          // publish's debounce) and one worker's waits are the other's CPU. On a quiet machine 44-51 s instead of
          // 64-68 s with one worker, for 65-76 s of CPU instead of 59 s (each worker loads the modules).
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        // Same group as unit, so the same number of workers.
        test: { name: 'unit (own process)', include: OWN_PROCESS, maxWorkers: 1 },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['tests/build/**/*.test.ts'],
          exclude: ['node_modules', FULL_BUILDS].flat(),
          globalSetup: ['tests/build/globalSetup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'full builds',
          include: FULL_BUILDS,
          globalSetup: ['tests/build/globalSetup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
  resolve: { alias: { '@content': new URL('./content', import.meta.url).pathname } },
})
