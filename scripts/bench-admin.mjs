#!/usr/bin/env node
// The /admin page's size and speed. Builds the page (Vite) into a temp folder and prints the gzip size
// of its JavaScript and CSS; then starts the admin service on 127.0.0.1 over a store whose Photography
// group holds ITEMS image items (seed photographs), signs in with Chromium and times, 5 times each, the
// switch from another service to Photography until its first page of rows has rendered, and a search
// over all of its items. Prints figures; asserts nothing. Usage: npm run bench:admin [-- ITEMS]
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { startBenchService } from './lib/benchService.mjs'

const items = Number(process.argv[2] ?? 1000)
const runs = 5
const password = 'bench-admin-password'
const root = path.resolve(import.meta.dirname, '..')
const tmp = mkdtempSync(path.join(tmpdir(), 'bench-admin-'))
const webDir = path.join(tmp, 'web')

execFileSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '-c', 'admin-service/web/vite.config.ts', '--logLevel', 'warn'],
  {
    cwd: root,
    env: { ...process.env, ADMIN_WEB_OUT_DIR: webDir },
    stdio: 'inherit',
  },
)
const assets = readdirSync(path.join(webDir, 'assets'))
const gz = (ext) =>
  assets
    .filter((f) => f.endsWith(ext))
    .reduce((n, f) => n + gzipSync(readFileSync(path.join(webDir, 'assets', f))).length, 0)
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

// A store with `items` photography items (cycling through the seed photographs and their alt texts).
const seed = JSON.parse(readFileSync(path.join(root, 'admin-service/seed/portfolio.json'), 'utf8'))
const pictures = Object.values(seed)
  .flat()
  .filter((i) => i.type === 'image')
seed.photographyPortfolio = Array.from({ length: items }, (_, n) => {
  const { src, alt } = pictures[n % pictures.length]
  return {
    id: `photography-${n}`,
    title: `Listing ${n + 1}`,
    description: `Sample item ${n + 1}`,
    type: 'image',
    src,
    alt,
  }
})
const dataDir = path.join(tmp, 'data')
mkdirSync(dataDir, { recursive: true })
writeFileSync(path.join(dataDir, 'portfolio.json'), JSON.stringify(seed))
cpSync(path.join(root, 'admin-service/seed/uploads'), path.join(dataDir, 'uploads'), { recursive: true })
mkdirSync(path.join(tmp, 'site'))
writeFileSync(path.join(tmp, 'site', 'index.html'), '<!doctype html><title>site</title>')

const { base } = await startBenchService({
  tmp,
  password,
  env: { ADMIN_WEB_DIR: webDir, SITE_DIR: path.join(tmp, 'site') },
  signIn: false,
})

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
// The page's CSP forbids eval; the timing code below builds its steps from strings.
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true })
await page.goto(`${base}/admin`)
await page.getByLabel('Password').fill(password)
await page.getByRole('button', { name: 'Sign in' }).click()
await page.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: 60_000 })
await page.getByTestId('admin-item').first().waitFor()

/** Runs `act` in the page and resolves with the ms until `done()` holds after the next paint. */
const timeInPage = (act, done) =>
  page.evaluate(
    ([actSource, doneSource]) =>
      new Promise((resolve) => {
        const start = performance.now()
        new Function(actSource)()
        const check = () =>
          new Function(`return (${doneSource})`)()
            ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)))
            : requestAnimationFrame(check)
        check()
      }),
    [act, done],
  )
const click = (label) =>
  `[...document.querySelectorAll('nav[aria-label="Services"] button')].find((b) => b.textContent === '${label}').click()`
/** Types into the search box as a user would (React listens to input events). */
const type = (text) => `{
  const input = document.querySelector('input[type="search"]')
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, '${text}')
  input.dispatchEvent(new Event('input', { bubbles: true }))
}`
const rowsAtMost = (n) => `document.querySelectorAll('[data-testid="admin-item"]').length <= ${n}`
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]

const switchTimes = []
const searchTimes = []
for (let i = 0; i < runs; i++) {
  await page.evaluate(click('Video'))
  // Video shows the seed's video items (one since the seed changed; the wait for 2 timed out).
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="admin-item"]').length === n,
    seed.videoPortfolio.length,
  )
  switchTimes.push(
    await timeInPage(
      click('Photography'),
      `document.querySelectorAll('[data-testid="admin-item"]').length === 50 && document.querySelector('#admin-items-heading')?.textContent.includes('${items}')`,
    ),
  )
  searchTimes.push(await timeInPage(type('Listing 99'), rowsAtMost(11)))
  await page.evaluate(type(''))
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="admin-item"]').length === 50)
}
await browser.close()

console.log(`\n/admin bundle (gzip): JavaScript ${kb(gz('.js'))}, CSS ${kb(gz('.css'))} (budget: 150 KB of JavaScript)`)
console.log(
  `Render a service with ${items} items (first page of 50 rows, after the click), median of ${runs}: ${median(switchTimes).toFixed(0)} ms (runs: ${switchTimes.map((t) => t.toFixed(0)).join(', ')})`,
)
console.log(`Search within it, median of ${runs}: ${median(searchTimes).toFixed(0)} ms`)
process.exit(0)
