import { spawn } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, root } from './adminService.ts'

const SLUG = 'drone-photography-best-practices'

/**
 * `site dev` over a copy of the blog: the loaders re-read a post whose markdown changed (vite.config.ts
 * watches the folder), so the next request shows the new text without a restart.
 */
test('site dev shows an edited blog post on the next request', async ({ page }) => {
  test.setTimeout(180_000)
  const blogDir = await mkdtemp(path.join(os.tmpdir(), 'dev-blog-'))
  await cp(path.join(root, 'content', 'blog'), blogDir, { recursive: true })
  const port = await freePort()
  const dev = spawn(process.execPath, ['bin/site.js', 'dev', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, BLOG_DIR: blogDir, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  dev.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  dev.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  try {
    const url = `http://127.0.0.1:${port}/blog/${SLUG}`
    await expect
      .poll(async () => (await fetch(url).catch(() => null))?.status, { timeout: 60_000, message: output })
      .toBe(200)
    await page.goto(url)
    await expect(page.locator('h1')).toContainText('Drone')
    // Vite reloads an open page when a file it watches changes; that reload once aborted the page.goto
    // below in CI. With no page open, the edit reaches the browser only through the request this test makes.
    await page.goto('about:blank')

    const file = path.join(blogDir, `${SLUG}.md`)
    const edited = `Edited while the dev server runs ${Date.now()}.`
    await writeFile(file, `${await readFile(file, 'utf8')}\n${edited}\n`)

    // The next request renders the new text (a dev server on a busy machine answers slowly: generous bounds).
    await expect.poll(async () => (await fetch(url)).text(), { timeout: 60_000, intervals: [500] }).toContain(edited)
    await page.goto(url)
    await expect(page.locator('article.blog-post')).toContainText(edited, { timeout: 30_000 })
  } finally {
    dev.kill('SIGTERM')
    await rm(blogDir, { recursive: true, force: true })
  }
})
