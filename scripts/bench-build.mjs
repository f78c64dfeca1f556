#!/usr/bin/env node
// Full build time: cold (image cache cleared), warm, and at scale (the same build with 1000 generated
// blog posts in BLOG_DIR), reported as marginal ms per extra page. Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const skipCold = process.argv.includes('--skip-cold')
const out = mkdtempSync(path.join(tmpdir(), 'bench-build-'))

function timedBuild(label, env = {}) {
  const started = performance.now()
  const log = execFileSync(process.execPath, ['bin/site.js', 'build', '--out-dir', path.join(out, label)], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const ms = performance.now() - started
  const pages = Number(/Built (\d+) pages/.exec(log)?.[1] ?? NaN)
  console.log(`${label.padEnd(10)} ${(ms / 1000).toFixed(1).padStart(6)} s  ${String(pages).padStart(5)} pages`)
  return { ms, pages }
}

console.log('build      time     pages')
if (!skipCold) {
  rmSync('node_modules/.cache/imagetools', { recursive: true, force: true })
  timedBuild('cold')
}
const warm = timedBuild('warm')

const blogDir = mkdtempSync(path.join(tmpdir(), 'bench-blog-'))
cpSync('content/blog', blogDir, { recursive: true })
const sample = readdirSync(blogDir).find((f) => f.endsWith('.md'))
const source = readFileSync(path.join(blogDir, sample), 'utf8')
for (let i = 1; i <= 1000; i++) {
  const text = source
    .replace(/^title:.*$/m, `title: "Generated benchmark post ${i}"`)
    .replace(/^date:.*$/m, `date: "2024-02-${String((i % 28) + 1).padStart(2, '0')}"`)
  writeFileSync(path.join(blogDir, `bench-post-${i}.md`), text)
}
const scaled = timedBuild('scale', { BLOG_DIR: blogDir })
const extra = scaled.pages - warm.pages
console.log(`\nWarm full build: ${(warm.ms / 1000).toFixed(1)} s for ${warm.pages} pages`)
console.log(`Marginal cost at scale: ${((scaled.ms - warm.ms) / extra).toFixed(2)} ms per page (${extra} extra pages)`)
rmSync(out, { recursive: true, force: true })
rmSync(blogDir, { recursive: true, force: true })
