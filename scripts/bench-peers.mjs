#!/usr/bin/env node
// The project's full build beside Astro's, on one corpus: the 7 real posts, then the same plus
// 1000 generated ones with bodies of their own. Astro (the newest that runs on Node 20) lives in
// scripts/peers/astro with its own package.json and lockfile, installed here (`npm install`, which follows the
// lockfile; `npm ci` refuses it because this registry lacks some of Rollup's optional platform packages;
// `--no-save` so that the install never rewrites the committed lockfile)
// the first time the bench runs, never by the project's `npm install`. Each round builds both tools at both sizes, one after
// the other (interleaved, so a busy machine slows both alike); medians over the rounds, warm builds only
// (one unmeasured build of each first). Prints wall and CPU seconds, the marginal cost per extra page and
// the ratios. Asserts nothing. Our pages do more (images, feed, sitemap, search), so the marginal cost is
// the fairest figure.
// Each build's output is moved aside before the next build (the output folder stays the same, as our bundles
// are kept per output folder) and removed when the bench ends, never between builds: on a file system
// without a journal (this machine's ext4), making a file or a folder scans past every inode removed in the
// last minutes, so a build that followed the removal of the previous one's output paid for that removal, in
// proportion to its size (docs/decisions.md, "Files removed before a build slow the build").
//   npm run bench:peers [-- --rounds 3] [--posts 1000]
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, posts: { type: 'string', default: '1000' } },
})
const rounds = Number(values.rounds)
const posts = Number(values.posts)
const astroDir = path.resolve('scripts/peers/astro')
const work = mkdtempSync(path.join(tmpdir(), 'bench-peers-'))

if (!existsSync(path.join(astroDir, 'node_modules', '.bin', 'astro'))) {
  console.log('Installing Astro for the bench (scripts/peers/astro)...')
  const install = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund'], {
    cwd: astroDir,
    stdio: 'inherit',
  })
  if (install.status !== 0) process.exit(1)
}
const astroVersion = JSON.parse(
  readFileSync(path.join(astroDir, 'node_modules', 'astro', 'package.json'), 'utf8'),
).version

/** The real posts, and a folder with them and `posts` generated ones (as bench-build.mjs makes them). */
const small = path.join(work, 'blog-small')
const large = path.join(work, 'blog-large')
cpSync('content/blog', small, { recursive: true })
cpSync('content/blog', large, { recursive: true })
const sample = readdirSync(large).find((f) => f.endsWith('.md'))
const source = readFileSync(path.join(large, sample), 'utf8')
for (let i = 1; i <= posts; i++) {
  const text = source
    .replace(/^title:.*$/m, `title: "Generated benchmark post ${i}"`)
    .replace(/^date:.*$/m, `date: "2024-02-${String((i % 28) + 1).padStart(2, '0')}"`)
  writeFileSync(
    path.join(large, `bench-post-${i}.md`),
    `${text}\nGenerated benchmark post number ${i}, one of ${posts} written to time the build at scale.\n`,
  )
}

/**
 * Astro's copy of a corpus: the same posts without their inline photographs (`![alt](photo.jpg)`, which
 * Astro would look for beside the post), so that both build the same pages without images.
 */
function withoutImages(dir) {
  const copy = `${dir}-astro`
  cpSync(dir, copy, { recursive: true })
  for (const file of readdirSync(copy))
    writeFileSync(
      path.join(copy, file),
      readFileSync(path.join(copy, file), 'utf8').replace(/^!\[[^\]]*\]\([^)]*\)\s*$/gm, ''),
    )
  return copy
}
const astroCorpus = { [small]: withoutImages(small), [large]: withoutImages(large) }

/** CPU seconds used so far by finished child processes (Linux: cutime + cstime of /proc/self/stat). */
function childCpuSeconds() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
  return (Number(fields[13]) + Number(fields[14])) / 100
}

const tools = {
  ours: (blogDir, out) => ({
    command: process.execPath,
    args: ['bin/site.js', 'build', '--out-dir', out],
    cwd: process.cwd(),
    env: { BLOG_DIR: blogDir, BLOG_CACHE_DIR: path.join(work, 'blog-cache') },
  }),
  astro: (blogDir, out) => ({
    command: path.join(astroDir, 'node_modules', '.bin', 'astro'),
    args: ['build'],
    cwd: astroDir,
    env: {
      BLOG_DIR: astroCorpus[blogDir],
      ASTRO_OUT_DIR: out,
      // A content store per corpus, as our parsed posts are kept per post (BLOG_CACHE_DIR).
      ASTRO_CACHE_DIR: path.join(work, `astro-cache-${path.basename(blogDir)}`),
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  }),
}

let builds = 0
function run(tool, blogDir) {
  const out = path.join(work, 'out')
  if (existsSync(out)) renameSync(out, path.join(work, `built-${++builds}`))
  const { command, args, cwd, env } = tools[tool](blogDir, out)
  const cpuBefore = childCpuSeconds()
  const started = performance.now()
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] })
  const wall = (performance.now() - started) / 1000
  if (result.status !== 0) throw new Error(`${tool} build failed:\n${result.stderr}`)
  const pages = readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith('.html')).length
  return { wall, cpu: childCpuSeconds() - cpuBefore, pages }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const results = { ours: { small: [], large: [] }, astro: { small: [], large: [] } }
try {
  console.log(
    `Astro ${astroVersion}; Node ${process.version}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores; ${rounds} rounds\n`,
  )
  // Warm every cache (images, parsed posts, content stores) for both corpora; not measured.
  for (const dir of [small, large]) for (const tool of Object.keys(tools)) run(tool, dir)
  for (let round = 1; round <= rounds; round++) {
    for (const [size, dir] of [
      ['small', small],
      ['large', large],
    ])
      for (const tool of Object.keys(tools)) {
        const r = run(tool, dir)
        results[tool][size].push(r)
        console.log(
          `round ${round}  ${tool.padEnd(5)} ${size.padEnd(5)} ${r.wall.toFixed(2).padStart(6)} s wall ${r.cpu.toFixed(2).padStart(6)} s CPU ${String(r.pages).padStart(5)} pages`,
        )
      }
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}

console.log('\n                         ours      astro    ours/astro')
const figures = {}
for (const tool of Object.keys(tools)) {
  const { small: s, large: l } = results[tool]
  const extra = median(l.map((r) => r.pages)) - median(s.map((r) => r.pages))
  figures[tool] = {
    small: median(s.map((r) => r.wall)),
    large: median(l.map((r) => r.wall)),
    smallCpu: median(s.map((r) => r.cpu)),
    largeCpu: median(l.map((r) => r.cpu)),
    marginal: ((median(l.map((r) => r.wall)) - median(s.map((r) => r.wall))) / extra) * 1000,
    marginalCpu: ((median(l.map((r) => r.cpu)) - median(s.map((r) => r.cpu))) / extra) * 1000,
    pages: `${median(s.map((r) => r.pages))} / ${median(l.map((r) => r.pages))}`,
  }
}
const row = (label, key, unit, digits) =>
  console.log(
    `${label.padEnd(24)} ${figures.ours[key].toFixed(digits).padStart(6)} ${unit} ${figures.astro[key].toFixed(digits).padStart(6)} ${unit}  ${(figures.ours[key] / figures.astro[key]).toFixed(2).padStart(8)}x`,
  )
console.log(
  `${'pages, small / large'.padEnd(24)} ${figures.ours.pages.padStart(9)} ${figures.astro.pages.padStart(10)}`,
)
row('warm build, small', 'small', 's ', 2)
row('warm build, large', 'large', 's ', 2)
row('CPU, small', 'smallCpu', 's ', 2)
row('CPU, large', 'largeCpu', 's ', 2)
row('marginal per page', 'marginal', 'ms', 2)
row('marginal CPU per page', 'marginalCpu', 'ms', 2)
console.log(
  `\nTargets: marginal CPU per page at most Astro's (${figures.ours.marginalCpu <= figures.astro.marginalCpu ? 'met' : 'NOT met'}), the large build's wall at most 0.9x Astro's (${figures.ours.large <= 0.9 * figures.astro.large ? 'met' : 'NOT met'}).`,
)
