import { defineConfig } from 'vitest/config'
import { iconSpritePlugin } from './generator/iconSprite.ts'

/**
 * Three projects (`npm run test:unit`, `npm run test:build`; `npm test` runs both and the end-to-end tests):
 * - unit: every test beside its code, no full build (the inner loop, under a minute);
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
]

export default defineConfig({
  // Components draw icons from the sprite by its URL (templates/components/Icon.tsx), in tests too.
  plugins: [iconSpritePlugin()],
  test: {
    exclude: ['node_modules', 'dist', '.cache', 'tests/reliability/**'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{lib,content,generator,publisher,templates,admin-service}/**/*.test.{ts,tsx}'],
        },
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
