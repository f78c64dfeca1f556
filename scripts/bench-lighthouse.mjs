#!/usr/bin/env node
// Lighthouse 12 (mobile) on one page of each kind, median of 3 runs; prints SEO, accessibility,
// performance and best-practices scores. Serves an already built site (default dist/client):
//   CHROME_PATH=/usr/bin/chromium node scripts/bench-lighthouse.mjs [--dir dist/client] [--runs 3]
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { register } from 'tsx/esm/api'

register()
const { preview } = await import('../generator/preview.ts')

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist/client' }, runs: { type: 'string', default: '3' } },
})
const dir = path.resolve(values.dir)
const runs = Number(values.runs)
if (!existsSync(path.join(dir, 'sitemap.xml'))) {
  console.error(`No built site in ${dir}: run \`site build\` first (or pass --dir).`)
  process.exit(1)
}

const locs = [
  ...readFileSync(path.join(dir, 'sitemap.xml'), 'utf8').matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g),
].map((m) => m[1])
const first = (re) => locs.find((p) => re.test(p))
const pages = [
  ['home', '/'],
  ['service', first(/^\/services\/drone$/) ?? first(/^\/services\/[^/]+$/)],
  ['blog post', first(/^\/blog\/[^/]+$/)],
  ['service area', first(/^\/service-areas\/toronto$/) ?? first(/^\/service-areas\/[^/]+$/)],
  ['portfolio', first(/^\/portfolio(\/[^/]+)?$/)],
].filter(([, route]) => route !== undefined)

const categories = ['seo', 'accessibility', 'performance', 'best-practices']
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

const server = await preview({ root: dir, port: 0 })
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const rows = []
try {
  for (const [kind, route] of pages) {
    const scores = Object.fromEntries(categories.map((c) => [c, []]))
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        formFactor: 'mobile',
      })
      for (const c of categories) scores[c].push(Math.round((result?.lhr.categories[c]?.score ?? 0) * 100))
    }
    const row = { page: `${kind} ${route}`, ...Object.fromEntries(categories.map((c) => [c, median(scores[c])])) }
    rows.push(row)
    console.log(`${row.page.padEnd(40)} ${categories.map((c) => `${c} ${row[c]}`).join('  ')}`)
  }
} finally {
  await chrome.kill()
  await server.close()
}
console.table(rows)
