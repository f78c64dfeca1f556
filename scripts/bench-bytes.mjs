#!/usr/bin/env node
// Bytes each page type loads in Chromium (transfer sizes, brotli/gzip as served by `site preview`),
// and whether any JavaScript beyond the tiny entry is requested before the `load` event.
// Usage: npm run bench:bytes [-- --dir dist/client] (build first).
import { spawn } from 'node:child_process'
import { chromium } from 'playwright-core'

const dir = process.argv.includes('--dir') ? process.argv[process.argv.indexOf('--dir') + 1] : 'dist/client'
const port = 4480 + Math.floor(Math.random() * 100)
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
}

const server = spawn(process.execPath, ['bin/site.js', 'preview', '--dir', dir, '--port', String(port)], { stdio: 'ignore' })
await new Promise((r) => setTimeout(r, 1500))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const rows = []
try {
  for (const [type, route] of Object.entries(pages)) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
    const totals = { js: 0, css: 0, html: 0, img: 0, other: 0 }
    let jsBeforeLoad = 0
    let loaded = false
    let status = 0
    page.on('load', () => (loaded = true))
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes().catch(() => null)
      const bytes = sizes ? sizes.responseBodySize + 0 : 0
      const kind = request.resourceType()
      const key = kind === 'script' ? 'js' : kind === 'stylesheet' ? 'css' : kind === 'document' ? 'html' : kind === 'image' ? 'img' : 'other'
      totals[key] += bytes
      if (key === 'js' && !loaded && !/\/entries\/client\./.test(request.url())) jsBeforeLoad += bytes
    })
    const response = await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'load' })
    status = response?.status() ?? 0
    await page.waitForTimeout(2500)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForTimeout(1000)
    const inlineCss = await page.evaluate(() => [...document.querySelectorAll('style')].reduce((n, s) => n + s.textContent.length, 0))
    rows.push({ type, route, status, ...totals, jsBeforeLoad, inlineCssRaw: inlineCss })
    await page.close()
  }
} finally {
  await browser.close()
  server.kill()
}
const kb = (n) => (n / 1024).toFixed(1)
console.log('\npage type      route                                     status  JS KB  CSS KB  HTML KB  img KB  JS before load  inline CSS (raw KB)')
for (const r of rows) {
  console.log(`${r.type.padEnd(14)} ${r.route.padEnd(41)} ${String(r.status).padEnd(7)} ${kb(r.js).padStart(5)} ${kb(r.css).padStart(7)} ${kb(r.html).padStart(8)} ${kb(r.img).padStart(7)} ${kb(r.jsBeforeLoad).padStart(15)} ${kb(r.inlineCssRaw).padStart(20)}`)
}
const worst = rows.reduce((a, b) => (b.js > a.js ? b : a))
console.log(`\nWorst JavaScript: ${worst.type} ${kb(worst.js)} KB (transfer, compressed). JS requested before load beyond the entry: ${kb(Math.max(...rows.map((r) => r.jsBeforeLoad)))} KB.`)
