#!/usr/bin/env node
// Bytes each page type loads in Chromium as a 412 px phone (Lighthouse's mobile device: 412x823 at
// DPR 1.75). Each page is loaded, left until its islands have hydrated and web vitals started, then
// scrolled to the bottom; then used (gallery pointed at, a search typed), which loads a few chunks
// more ("+ on use", not in the JS total). JS and CSS are reported gzip -9 (each file compressed on its
// own, like a static host would) next to the transfer size as served by `site preview` (brotli when
// accepted). Budgets: JS <= 56 KB gz, none before `load` beyond the entry,
// CSS <= 12 KB gz and at most 2 stylesheet requests, phone hero <= 80 KB. The CSS of every built page is also
// read from its HTML (the sheets it links, gzip -9), so the worst page is found, not only the worst of these.
// A page measured must answer 200 and every file it loads must come: else the bench names them and
// fails, since its figures would be a not-found page's.
// Then a visitor's first and second page: the first page with an empty cache, then a second
// one opened from it in the same browser; every response but images, gzip -9, counted only when it was
// transferred (a cached stylesheet or script costs nothing). Budget: the second page <= 15 KB gz.
// Usage: npm run bench:bytes [-- --dir dist/client] [--verbose]   (build first; KB = 1024 bytes).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { register } from 'tsx/esm/api'

register()
const { preview } = await import('../generator/preview.ts')
const { LIGHTHOUSE_PHONE } = await import('./lib/lighthousePhone.ts')

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist/client' }, verbose: { type: 'boolean', default: false } },
})
const dir = path.resolve(values.dir)
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`No built site in ${dir}: run \`site build\` first (or pass --dir).`)
  process.exit(1)
}

const pages = {
  home: '/',
  service: '/services/photography',
  portfolio: '/portfolio/photography',
  project: '/projects/chelster-hall',
  'blog list': '/blog',
  'blog post': '/blog/drone-photography-best-practices',
  'service area': '/service-areas/vaughan',
  faq: '/faq',
  search: '/search',
  contact: '/contact',
}
const BUDGET = { js: 56, css: 12, cssRequests: 2, hero: 80, secondPage: 15 }
/** A visitor's first page and the second they open from it. */
const visits = [
  ['/', '/services/photography'],
  ['/services/photography', '/portfolio/photography'],
  ['/', '/service-areas/vaughan'],
  ['/blog', '/blog/drone-photography-best-practices'],
  ['/blog/drone-photography-best-practices', '/blog/virtual-staging-trends'],
  ['/services/drone', '/'],
]
const ENTRY = /\/assets\/entries\/client\.[^/]+\.js$/

const server = await preview({ root: dir, port: 0 })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})

const gzCache = new Map()
/** gzip -9 size of a same-origin file, fetched decoded from the preview server. */
async function gzBytes(url) {
  if (!gzCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer())
    gzCache.set(url, gzipSync(body, { level: 9 }).length)
  }
  return gzCache.get(url)
}

async function measure(route) {
  const context = await browser.newContext(LIGHTHOUSE_PHONE)
  const page = await context.newPage()
  await page.addInitScript(() => performance.setResourceTimingBufferSize(1000))
  const failed = []
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${new URL(r.url()).pathname}`))
  page.on('requestfailed', (r) => failed.push(`${r.failure()?.errorText} ${new URL(r.url()).pathname}`))
  const response = await page.goto(`${server.url}${route}`, { waitUntil: 'load' })
  // Islands hydrate after `load`; web vitals start 1 s after it.
  await page
    .waitForFunction(
      () => [...document.querySelectorAll('[data-island]')].every((n) => n.hasAttribute('data-hydrated')),
      null,
      {
        timeout: 15000,
      },
    )
    .catch(() => console.warn(`${route}: not every island hydrated within 15 s`))
  await page.waitForTimeout(1500)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForTimeout(1000)
  const collect = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.endsWith('.js'))
        .map((r) => r.name),
    )
  const loadedScripts = new Set(await collect())
  // Then use the page: what loads on demand (the gallery's lightbox, the search library) comes on top.
  const gallery = page.locator('.gallery-grid').first()
  if ((await gallery.count()) > 0) await gallery.hover({ force: true })
  const search = page.locator('[data-island="SiteSearch"] input').first()
  if ((await search.count()) > 0) await search.fill('drone')
  await page.waitForTimeout(1500)
  const onUse = (await collect()).filter((url) => !loadedScripts.has(url))
  const data = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0]
    const hero = document.querySelector('header.hero img')
    return {
      load: nav.loadEventStart,
      htmlTransfer: nav.encodedBodySize,
      inlineCss: [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n'),
      hero: hero?.currentSrc ?? null,
      resources: performance.getEntriesByType('resource').map((r) => ({
        url: r.name,
        start: r.startTime,
        transfer: r.encodedBodySize,
      })),
    }
  })
  await context.close()

  const row = {
    route,
    status: response?.status() ?? 0,
    js: 0,
    jsTransfer: 0,
    entry: 0,
    jsBeforeLoad: 0,
    css: gzipSync(data.inlineCss, { level: 9 }).length,
    cssRequests: 0,
    failed,
    html: data.htmlTransfer,
    img: 0,
    hero: null,
    jsOnUse: 0,
    onUse,
    files: [],
  }
  for (const url of onUse) row.jsOnUse += await gzBytes(url)
  for (const r of data.resources.filter((r) => !onUse.includes(r.url))) {
    const { pathname } = new URL(r.url)
    const sameOrigin = r.url.startsWith(server.url)
    if (pathname.endsWith('.js')) {
      const gz = sameOrigin ? await gzBytes(r.url) : r.transfer
      row.js += gz
      row.jsTransfer += r.transfer
      if (ENTRY.test(pathname)) row.entry += gz
      else if (r.start < data.load) row.jsBeforeLoad += gz
      row.files.push(
        `${(gz / 1024).toFixed(1).padStart(6)} KB gz  ${r.start < data.load ? 'before' : 'after '} load  ${pathname}`,
      )
    } else if (pathname.endsWith('.css')) {
      row.css += sameOrigin ? await gzBytes(r.url) : r.transfer
      row.cssRequests++
    } else if (/\.(avif|webp|jpe?g|png|gif|svg)$/.test(pathname)) {
      row.img += r.transfer
      if (data.hero && r.url === data.hero) row.hero = r.transfer
    }
  }
  return row
}

const IMAGE = /\.(avif|webp|jpe?g|png|gif|svg|ico)$/

/** Opens a page and waits until its islands have hydrated and its after-load scripts have come. */
async function open(page, route) {
  await page.goto(`${server.url}${route}`, { waitUntil: 'load' })
  await page
    .waitForFunction(() =>
      [...document.querySelectorAll('[data-island]')].every((n) => n.hasAttribute('data-hydrated')),
    )
    .catch(() => console.warn(`${route}: not every island hydrated`))
  await page.waitForTimeout(1500)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForTimeout(500)
  // What the page transferred (0 when served from the cache), images aside.
  return page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((r) => ({
      url: r.name,
      transferred: r.transferSize > 0,
    })),
  )
}

/** gzip -9 bytes of everything but images a page transferred. */
async function transferredGz(entries) {
  let total = 0
  for (const { url, transferred } of entries) {
    if (!transferred || !url.startsWith(server.url) || IMAGE.test(new URL(url).pathname)) continue
    total += await gzBytes(url)
  }
  return total
}

async function visit(first, second) {
  const context = await browser.newContext(LIGHTHOUSE_PHONE)
  const page = await context.newPage()
  await page.addInitScript(() => performance.setResourceTimingBufferSize(1000))
  const firstBytes = await transferredGz(await open(page, first))
  const secondBytes = await transferredGz(await open(page, second))
  await context.close()
  return { first, second, firstBytes, secondBytes }
}

const rows = []
const visited = []
try {
  for (const [type, route] of Object.entries(pages)) rows.push({ type, ...(await measure(route)) })
  for (const [first, second] of visits) visited.push(await visit(first, second))
} finally {
  await browser.close()
  await server.close()
}

/**
 * Every page's phone hero, read from the built HTML: the AVIF candidate Chromium picks on a 412 px
 * screen at DPR 1.75 (the smallest at least 721 px wide, else the largest).
 */
function heroFilesOfEveryPage() {
  const needed = Math.ceil(412 * 1.75)
  const heroes = []
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const html = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
    const srcset =
      /<header class="hero[^>]*>\s*<picture[^>]*>\s*<source media="\(max-width: [^"]+\)" type="image\/avif" srcSet="([^"]+)"/.exec(
        html,
      )?.[1]
    if (!srcset) continue
    const candidates = srcset
      .split(', ')
      .map((c) => c.split(' '))
      .map(([url, w]) => ({ url, width: parseInt(w) }))
      .sort((a, b) => a.width - b.width)
    const pick = candidates.find((c) => c.width >= needed) ?? candidates.at(-1)
    const route = '/' + path.relative(dir, path.join(entry.parentPath, entry.name)).replace(/(^|\/)index\.html$/, '')
    heroes.push({ route, url: pick.url, bytes: statSync(path.join(dir, pick.url)).size })
  }
  return heroes
}

/**
 * Every built page's stylesheets, read from its HTML (Vike's redirect pages have none): how many it links and
 * their gzip -9 bytes together, with its inline own sheet's.
 */
function cssOfEveryPage() {
  const sheets = new Map()
  const gz = (href) => {
    if (!sheets.has(href)) sheets.set(href, gzipSync(readFileSync(path.join(dir, href)), { level: 9 }).length)
    return sheets.get(href)
  }
  const rows = []
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const html = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
    if (html.includes('http-equiv="refresh"')) continue
    const hrefs = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((m) => m[1])
    const route = '/' + path.relative(dir, path.join(entry.parentPath, entry.name)).replace(/(^|\/)index\.html$/, '')
    // A page's own sheet written into it (a <style>) counts as CSS, though it costs no request.
    const inline = /<style>([^]*?)<\/style>/.exec(html)?.[1]
    const inlineGz = inline === undefined ? 0 : gzipSync(inline, { level: 9 }).length
    rows.push({ route, requests: hrefs.length, css: hrefs.reduce((sum, href) => sum + gz(href), inlineGz) })
  }
  return rows
}

const kb = (n, width) => (n === null ? '-' : (n / 1024).toFixed(1)).padStart(width)
console.log(
  '\npage type     route                                   status  JS gz  (entry  before load)  JS served  + on use  CSS gz  sheets  HTML  img  hero',
)
for (const r of rows) {
  console.log(
    `${r.type.padEnd(13)} ${r.route.padEnd(39)} ${String(r.status).padEnd(6)} ${kb(r.js, 6)}  ${kb(r.entry, 6)} ${kb(r.jsBeforeLoad, 12)}  ${kb(r.jsTransfer, 10)} ${kb(r.jsOnUse, 9)} ${kb(r.css, 7)} ${String(r.cssRequests).padStart(7)} ${kb(r.html, 5)} ${kb(r.img, 5)} ${kb(r.hero, 5)}`,
  )
  if (values.verbose) for (const f of r.files) console.log(`      ${f}`)
  if (values.verbose) for (const f of r.onUse) console.log(`      on use: ${new URL(f).pathname}`)
  for (const f of r.failed) console.log(`      FAILED: ${f}`)
}
const worst = (key) => rows.reduce((a, b) => ((b[key] ?? 0) > (a[key] ?? 0) ? b : a))
const verdict = (value, budget) => (value / 1024 <= budget ? `within ${budget} KB` : `OVER ${budget} KB`)
const js = worst('js')
const css = worst('css')
const hero = worst('hero')
const beforeLoad = worst('jsBeforeLoad')
console.log(`
Worst JavaScript: ${js.type} ${kb(js.js, 0)} KB gz (${verdict(js.js, BUDGET.js)}); of it before load: the entry, ${kb(worst('entry').entry, 0)} KB gz, and ${kb(beforeLoad.jsBeforeLoad, 0)} KB gz more (${beforeLoad.jsBeforeLoad === 0 ? 'none' : beforeLoad.type}).
Most JavaScript loaded on use (gallery pointed at, search typed in): ${worst('jsOnUse').type} ${kb(worst('jsOnUse').jsOnUse, 0)} KB gz more.
Worst CSS: ${css.type} ${kb(css.css, 0)} KB gz (${verdict(css.css, BUDGET.css)}); most stylesheet requests: ${worst('cssRequests').type} ${worst('cssRequests').cssRequests} (${worst('cssRequests').cssRequests <= BUDGET.cssRequests ? 'within' : 'OVER'} ${BUDGET.cssRequests}).
Worst hero image on a 412 px phone (DPR 1.75): ${hero.type} ${kb(hero.hero ?? 0, 0)} KB (${verdict(hero.hero ?? 0, BUDGET.hero)}).`)
const heroes = heroFilesOfEveryPage()
const biggest = heroes.reduce((a, b) => (b.bytes > a.bytes ? b : a))
console.log(
  `Largest phone hero of all ${heroes.length} pages with one (from the HTML): ${biggest.route} ${kb(biggest.bytes, 0)} KB, ${biggest.url} (${verdict(biggest.bytes, BUDGET.hero)}).`,
)
const styled = cssOfEveryPage()
const worstCss = styled.reduce((a, b) => (b.css > a.css ? b : a))
const mostSheets = styled.reduce((a, b) => (b.requests > a.requests ? b : a))
console.log(
  `Worst CSS of all ${styled.length} pages (from the HTML): ${worstCss.route} ${kb(worstCss.css, 0)} KB gz (${verdict(worstCss.css, BUDGET.css)}); most stylesheets linked: ${mostSheets.route} ${mostSheets.requests} (${mostSheets.requests <= BUDGET.cssRequests ? 'within' : 'OVER'} ${BUDGET.cssRequests}).`,
)
if (values.verbose)
  for (const page of styled.sort((a, b) => b.css - a.css))
    console.log(`      ${kb(page.css, 5)} KB gz  ${page.requests} sheets  ${page.route}`)
console.log('\nfirst page -> second page (all but images, gzip -9, only what was transferred)')
for (const v of visited)
  console.log(
    `${v.first.padEnd(40)} ${kb(v.firstBytes, 6)} KB gz  ->  ${v.second.padEnd(40)} ${kb(v.secondBytes, 6)} KB gz`,
  )
const heaviest = visited.reduce((a, b) => (b.secondBytes > a.secondBytes ? b : a))
console.log(
  `Heaviest second page: ${heaviest.second} after ${heaviest.first}, ${kb(heaviest.secondBytes, 0)} KB gz (${verdict(heaviest.secondBytes, BUDGET.secondPage)}).`,
)
const broken = rows.filter((r) => r.status !== 200 || r.failed.length > 0)
if (broken.length > 0) {
  console.error(
    `\nNot measured as they should be: ${broken.map((r) => `${r.route} (${[r.status, ...r.failed].join(', ')})`).join('; ')}`,
  )
  process.exitCode = 1
}
