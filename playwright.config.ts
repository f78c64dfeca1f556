import { defineConfig } from '@playwright/test'
import { useRunTempDir } from './tests/support/runTempDir.ts'

useRunTempDir('playwright')

/**
 * End-to-end tests in Debian's Chromium (scripts/ensure-test-tools.mjs) against the built, previewed site.
 * `E2E_BLOG_POSTS=1000` builds it with that many generated blog posts besides the real ones
 * (scripts/generate-posts.mjs; `npm run test:e2e:scale` runs the blog and search specs so).
 */
const port = Number(process.env.E2E_PORT ?? 4391)
const extraPosts = Number(process.env.E2E_BLOG_POSTS ?? 0)
const outDir = process.env.E2E_OUT_DIR ?? (extraPosts ? `.cache/e2e-dist-${extraPosts}-posts` : '.cache/e2e-dist')
const blogDir = `.cache/e2e-blog-${extraPosts}-posts`
const build = `node bin/site.js build --out-dir ${outDir}`

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  // On CI one retry, reported as "flaky" in the summary: a browser test timed out by a busy shared machine
  // shows up there without failing the run; a test that fails twice still fails it.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: [
      ...(extraPosts
        ? [`node scripts/generate-posts.mjs ${blogDir} ${extraPosts}`, `BLOG_DIR=${blogDir} ${build}`]
        : [build]),
      `node bin/site.js preview --dir ${outDir}/client --port ${port}`,
    ].join(' && '),
    url: `http://127.0.0.1:${port}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
})
