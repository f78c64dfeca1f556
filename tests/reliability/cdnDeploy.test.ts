/**
 * Deploys to object storage under readers: 8 readers fetch pages and then every asset each page names
 * from the bucket, in a loop, while 20 deploys each replace every page and every asset (new hashed
 * names). Assets go up before the pages that name them and stay through the grace period, so a reader
 * never finds an asset missing, whichever release's page it got. Like the admin service's deploys, each
 * works from the bucket's state the previous one left instead of listing the bucket.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseTarget } from '../../publisher/deploy/bucket.ts'
import { deploySite } from '../../publisher/deploy/deploySite.ts'
import { startS3Server } from '../support/s3Server.ts'
import { recordFigures } from './figures.ts'
import { removeTempDirs, tempDir } from './service.ts'

const READERS = 8
const DEPLOYS = 20
const PAGES = ['index.html', 'about/index.html', 'blog/index.html', 'blog/post/index.html', 'portfolio/index.html']

afterAll(removeTempDirs)

/** Release `n` of a small site: every page names this release's script, stylesheet and photograph. */
async function release(n: number): Promise<string> {
  const dir = path.join(await tempDir(`cdn-release-${n}`), 'client')
  const assets = [`assets/entries/app-${n}.js`, `assets/static/style-${n}.css`, `assets/static/photo-${n}.avif`]
  for (const asset of assets) {
    await mkdir(path.dirname(path.join(dir, asset)), { recursive: true })
    await writeFile(path.join(dir, asset), `/* release ${n}: ${asset} */`)
  }
  for (const page of PAGES) {
    await mkdir(path.dirname(path.join(dir, page)), { recursive: true })
    const links = assets.map((a) => `<link href="/${a}">`).join('')
    await writeFile(path.join(dir, page), `<!doctype html><title>Release ${n}</title>${links}`)
  }
  await writeFile(path.join(dir, 'sitemap.xml'), `<urlset><!-- release ${n} --></urlset>`)
  return dir
}

describe('deploying while visitors read the bucket', () => {
  it(`serves every asset a page names to ${READERS} readers across ${DEPLOYS} deploys`, async ({ task }) => {
    const s3 = await startS3Server()
    try {
      const target = parseTarget('s3://site/live', { endpoint: s3.endpoint })
      const first = await deploySite({ siteDir: await release(0), target, release: 'r0' })
      let deploying = true
      let pages = 0
      let assets = 0
      let torn = 0
      const missing: string[] = []
      const releasesSeen = new Set<string>()
      const reader = async (r: number) => {
        for (let i = r; deploying; i++) {
          // A short pause per page: the readers share the process (and its CPU) with the server and the deploys.
          await new Promise((resolve) => setTimeout(resolve, 10))
          const page = await s3.read(`live/${PAGES[i % PAGES.length]}`).catch(() => undefined)
          // s3rver rewrites an object in place, so a read racing an upload of the same page can see it
          // half written or cut off (S3, R2 and MinIO replace objects atomically). Counted apart: it says
          // nothing of the deploy's order, and assets, never rewritten, are held to no error at all.
          if (page === undefined) {
            torn++
            continue
          }
          if (page === null) {
            missing.push(PAGES[i % PAGES.length]!)
            continue
          }
          const release = /^<!doctype html><title>Release (\d+)<\/title>(<link href="[^"]+">){3}$/.exec(page)?.[1]
          if (!release) {
            torn++
            continue
          }
          pages++
          releasesSeen.add(release)
          for (const [, href] of page.matchAll(/href="\/([^"]+)"/g)) {
            if ((await s3.read(`live/${href}`)) === null) missing.push(href!)
            else assets++
          }
        }
      }
      const readers = Array.from({ length: READERS }, (_, r) => reader(r))
      const times: number[] = []
      let uploaded = 0
      // Each deploy starts from the bucket's state as the previous one left it, as the admin service's do.
      let known = first.bucket
      try {
        for (let n = 1; n <= DEPLOYS; n++) {
          const siteDir = await release(n)
          const summary = await deploySite({ siteDir, target, release: `r${n}`, concurrency: 4, known })
          times.push(summary.ms)
          uploaded += summary.uploaded.length
          known = summary.bucket
        }
      } finally {
        deploying = false
        await Promise.all(readers)
      }
      const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!
      recordFigures(task, 'cdn deploy', {
        deploys: DEPLOYS,
        'files uploaded': uploaded,
        'pages read': pages,
        'assets read': assets,
        'releases seen by readers': releasesSeen.size,
        'missing files': missing.length,
        'torn reads (s3rver)': torn,
        'median deploy ms': Math.round(median),
      })
      expect(missing).toEqual([])
      // The readers really saw the site change under them.
      expect(releasesSeen.size).toBeGreaterThan(5)
      expect(await s3.read('live/index.html')).toContain(`Release ${DEPLOYS}`)
    } finally {
      await s3.stop()
    }
  })
})
