#!/usr/bin/env node
// Full build time of the real site: cold (no encoded images, compiled Sass or parsed posts yet), warm (both cached), and
// at scale: the same build with 1000 generated blog posts in BLOG_DIR (scripts/generate-posts.mjs), first
// when the posts are new (every body parsed), then rebuilt (warm), reported as marginal ms per extra page.
// Builds use a private image cache (IMAGE_CACHE_DIR, generator/viteConfig.ts), blog cache (BLOG_CACHE_DIR,
// content/loaders/blogCache.ts), bundle cache (BUNDLE_CACHE_DIR, generator/bundleCache.ts), compiled Sass
// (SASS_CACHE_DIR, generator/sassReuse.ts), trimmed stylesheets (CSS_CACHE_DIR, generator/trimCache.ts) and pages'
// parses (PARSE_CACHE_DIR, generator/parseCache.ts) so that the
// caches other builds share are never emptied; --skip-cold times warm builds against the shared image
// cache. "warm, bundled" is a warm build after a code change (Vite runs); the builds after it reuse its
// bundles, as a build that changes only posts or portfolio does. "cold images" is the same build with the image
// cache emptied: the CPU and wall it takes more than "warm, bundled" are the image encodes', printed with
// their count (the files in the image cache).
// Budgets: warm full build <= 10 s, marginal cost <= 5 ms per page. Memory: the peak
// RSS of the largest process (`/usr/bin/time -v`, GNU time: the largest of the build's processes) and of
// the whole process tree (sampled every 20 ms from /proc), at most 512 MiB at today's size and 640 MiB at
// 1000 extra posts. Prints the phases and memos of the warm and scale builds (`site build --timings`). Also prints /blog's HTML bytes and the bytes a first site search downloads at 0 and
// 1000 extra posts (at most 40 KB gz and 100 KB). Prints figures; asserts nothing. Timings
// suffer when other builds share the CPU: run it on an idle machine (CPU seconds and memory do not).
// --no-avif builds every picture without AVIF (SITE_AVIF=off, what the admin service's quick first publish does).
//   npm run bench:build [-- --skip-cold] [--posts 1000] [--no-avif]
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { register } from 'tsx/esm/api'
import { generatePosts } from './generate-posts.mjs'

register()
const { SearchIndex } = await import('../templates/islands/search/searchClient.ts')
const { FILES_DIR, MANIFEST_PATH } = await import('../templates/islands/search/searchIndexFormat.ts')

const { values } = parseArgs({
  options: {
    'skip-cold': { type: 'boolean', default: false },
    posts: { type: 'string', default: '1000' },
    'no-avif': { type: 'boolean', default: false },
  },
})
const posts = Number(values.posts)
const out = mkdtempSync(path.join(tmpdir(), 'bench-build-'))
const imageCache = values['skip-cold'] ? undefined : path.join(out, 'image-cache')
const blogCache = path.join(out, 'blog-cache')
const bundleCache = path.join(out, 'bundle-cache')
const cssCache = path.join(out, 'css-cache')
const sassCache = path.join(out, 'sass-cache')
const parseCache = path.join(out, 'parse-cache')

/** CPU seconds used so far by finished child processes (Linux: cutime + cstime of /proc/self/stat). */
function childCpuSeconds() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
  return (Number(fields[13]) + Number(fields[14])) / 100
}

const sizes = {}
const gz = (file) => gzipSync(readFileSync(file)).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * Bytes of a built site, gzipped: /blog's and a category page's HTML, and the site search: its code (the
 * SiteSearch island's chunk), what the query "drone" downloads (run by the island's own search code over
 * the built files), and the most any first query can download (the manifest, the largest term shard and
 * the ten largest record chunks: ten results in ten chunks).
 */
async function siteSizes(client) {
  // The island's chunk: the one that names the manifest (the runtime it imports is on every page).
  const chunks = path.join(client, 'assets/chunks')
  const code = readdirSync(chunks).find((f) => readFileSync(path.join(chunks, f), 'utf8').includes(MANIFEST_PATH))
  let drone = 0
  const fetcher = async (url) => {
    const bytes = readFileSync(path.join(client, new URL(url, 'http://site').pathname))
    drone += gzipSync(bytes).length
    return new Response(bytes)
  }
  const found = await (await SearchIndex.load(fetcher)).search('drone')
  await found.records(0, 10)
  const largest = (files, n) =>
    files
      .map((f) => gz(path.join(client, FILES_DIR, f)))
      .sort((a, b) => b - a)
      .slice(0, n)
      .reduce((a, b) => a + b, 0)
  const manifest = JSON.parse(readFileSync(path.join(client, MANIFEST_PATH), 'utf8'))
  return {
    blog: gz(path.join(client, 'blog/index.html')),
    category: gz(path.join(client, 'blog/category/marketing/index.html')),
    code: gz(path.join(chunks, code)),
    drone,
    search:
      gz(path.join(client, MANIFEST_PATH)) + largest(Object.values(manifest.shards), 1) + largest(manifest.chunks, 10),
  }
}

const TIME = '/usr/bin/time'
if (!existsSync(TIME)) {
  console.error(`${TIME} (GNU time) is missing: apt-get install -y time`)
  process.exit(1)
}

/** RSS in KiB of `pid` and every process under it, from /proc. */
function treeRss(pid) {
  const children = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(name)])
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0
  for (const stack = [pid]; stack.length > 0;) {
    const next = stack.pop()
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${next}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      // Gone.
    }
    stack.push(...(children.get(next) ?? []))
  }
  return total
}

const mib = (kib) => `${(kib / 1024).toFixed(0).padStart(5)} MiB`

/** `site build` under GNU time, its process tree sampled meanwhile. */
async function timedBuild(label, env = {}) {
  const cpuBefore = childCpuSeconds()
  const started = performance.now()
  const timeFile = path.join(out, `${label}.time`)
  const child = spawn(
    TIME,
    ['-v', '-o', timeFile, process.execPath, 'bin/site.js', 'build', '--out-dir', path.join(out, 'site'), '--timings'],
    {
      env: {
        ...process.env,
        ...(imageCache && { IMAGE_CACHE_DIR: imageCache }),
        BLOG_CACHE_DIR: blogCache,
        BUNDLE_CACHE_DIR: bundleCache,
        CSS_CACHE_DIR: cssCache,
        SASS_CACHE_DIR: sassCache,
        PARSE_CACHE_DIR: parseCache,
        ...(values['no-avif'] && { SITE_AVIF: 'off' }),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let log = ''
  child.stdout.on('data', (chunk) => (log += chunk))
  let treePeak = 0
  const sampler = setInterval(() => (treePeak = Math.max(treePeak, treeRss(child.pid))), 20)
  const code = await new Promise((resolve) => child.on('exit', resolve))
  clearInterval(sampler)
  if (code !== 0) throw new Error(`${label} build failed (exit ${code})`)
  const ms = performance.now() - started
  const pages = Number(/Built (\d+) pages/.exec(log)?.[1] ?? NaN)
  sizes[label] = await siteSizes(path.join(out, 'site', 'client'))
  const cpu = childCpuSeconds() - cpuBefore
  const largest = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(readFileSync(timeFile, 'utf8'))?.[1])
  console.log(
    `${label.padEnd(14)} ${(ms / 1000).toFixed(1).padStart(6)} s  ${cpu.toFixed(1).padStart(6)} s  ${String(pages).padStart(5)} pages  ${mib(largest)} ${mib(treePeak)}`,
  )
  rmSync(path.join(out, 'site'), { recursive: true, force: true })
  // The build's own table of phases and memos (site build --timings).
  const timings = log.slice(log.lastIndexOf('\nphase ') + 1).trimEnd()
  return { ms, cpu, pages, largest, treePeak, timings }
}

const blogDir = mkdtempSync(path.join(tmpdir(), 'bench-blog-'))
try {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )} on ${availableParallelism()} cores${values['no-avif'] ? ', pictures without AVIF (SITE_AVIF=off)' : ''}\n`,
  )
  // Wall time is what the budget means; CPU time (both cores together) shows how much of it other work took.
  console.log('build            wall      CPU  pages  peak RSS: largest process, process tree')
  const cold = values['skip-cold'] ? undefined : await timedBuild('cold')
  // Bundled afresh: its entry replaces the cold build's (the same sources), so the next builds reuse it.
  rmSync(bundleCache, { recursive: true, force: true })
  const bundled = await timedBuild('warm, bundled')
  let coldImages
  if (imageCache) {
    rmSync(imageCache, { recursive: true, force: true })
    rmSync(bundleCache, { recursive: true, force: true })
    coldImages = await timedBuild('cold images')
  }
  const warm = await timedBuild('warm')

  generatePosts(blogDir, posts)
  const fresh = await timedBuild('scale (new)', { BLOG_DIR: blogDir })
  const scaled = await timedBuild('scale', { BLOG_DIR: blogDir })
  const extra = scaled.pages - warm.pages
  const marginal = (run) => ({
    wall: ((run.ms - warm.ms) / extra).toFixed(2),
    cpu: (((run.cpu - warm.cpu) / extra) * 1000).toFixed(2),
  })
  console.log(
    `\nWarm full build: ${(warm.ms / 1000).toFixed(1)} s for ${warm.pages} pages (budget 10 s; ${warm.cpu.toFixed(1)} s of CPU); ${(bundled.ms / 1000).toFixed(1)} s when the code changed (bundled by Vite)`,
  )
  if (coldImages)
    console.log(
      `Image encodes: ${readdirSync(imageCache).length} images, ${(coldImages.cpu - bundled.cpu).toFixed(1)} s of CPU, ${((coldImages.ms - bundled.ms) / 1000).toFixed(1)} s of wall (cold images less warm, bundled)`,
    )
  const rebuilt = marginal(scaled)
  console.log(
    `Marginal cost at scale: ${rebuilt.wall} ms per page (${extra} extra pages, warm build; budget 5 ms; ${rebuilt.cpu} ms of CPU)`,
  )
  const first = marginal(fresh)
  console.log(
    `The first build of those ${posts} new posts (every body parsed): ${first.wall} ms per page (${first.cpu} ms of CPU)`,
  )
  console.log('\nbytes                              0 extra posts   ' + `${posts} extra posts`)
  for (const [key, label] of [
    ['blog', '/blog HTML (gz)'],
    ['category', '/blog/category/marketing (gz)'],
    ['code', 'search code (island, gz)'],
    ['drone', 'index for "drone" (gz)'],
    ['search', 'index, any first query, at most'],
  ])
    console.log(`${label.padEnd(34)} ${kb(sizes.warm[key]).padStart(10)}   ${kb(sizes.scale[key]).padStart(10)}`)
  const total = (run, key) => kb(sizes[run].code + sizes[run][key]).padStart(10)
  console.log(
    `${'first query "drone", code + index'.padEnd(34)} ${total('warm', 'drone')}   ${total('scale', 'drone')}`,
  )
  console.log(`${'any first query, at most'.padEnd(34)} ${total('warm', 'search')}   ${total('scale', 'search')}`)
  for (const [label, run] of [
    ['warm, bundled', bundled],
    ['warm', warm],
    [`scale (${posts} extra posts)`, scaled],
  ])
    console.log(`\nPhases of the ${label} build (site build --timings):\n${run.timings}`)
  const peak = (runs, key) => Math.max(...runs.filter(Boolean).map((run) => run[key]))
  const today = [cold, bundled, coldImages, warm]
  const atScale = [fresh, scaled]
  const verdict = (kib, budget) => (kib / 1024 <= budget ? `within ${budget} MiB` : `OVER ${budget} MiB`)
  console.log(
    `Peak RSS at today's size: largest process ${mib(peak(today, 'largest')).trim()}, process tree ${mib(peak(today, 'treePeak')).trim()} (${verdict(Math.max(peak(today, 'largest'), peak(today, 'treePeak')), 512)})`,
  )
  console.log(
    `Peak RSS at ${posts} extra posts: largest process ${mib(peak(atScale, 'largest')).trim()}, process tree ${mib(peak(atScale, 'treePeak')).trim()} (${verdict(Math.max(peak(atScale, 'largest'), peak(atScale, 'treePeak')), 640)})`,
  )
} finally {
  rmSync(out, { recursive: true, force: true })
  rmSync(blogDir, { recursive: true, force: true })
}
