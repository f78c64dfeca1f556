import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { builtSiteDir } from './site.ts'

/**
 * Builds the real site once for every build test (into .cache/test-dist unless TEST_SITE_DIR is set):
 * once a run, though both build projects of vitest.config.ts name this setup.
 */
export default function setup() {
  if (process.env.TEST_SITE_REUSE === '1') return
  execFileSync(process.execPath, [path.resolve('bin/site.js'), 'build', '--out-dir', path.dirname(builtSiteDir)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // A production build, as `npm run build` makes, not one in vitest's NODE_ENV=test.
    env: { ...process.env, NODE_ENV: 'production' },
  })
  process.env.TEST_SITE_REUSE = '1'
}
