/**
 * Publishing under faults: hundreds of publishes through the real Publisher (publisher/Publisher.ts),
 * some of whose builds fail halfway, while eight readers fetch pages from the admin service's public
 * site continuously. No read may fail, and every page must come whole from a release that went live.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Publisher, type BuildFn } from '../../publisher/Publisher.ts'
import { recordFigures } from './figures.ts'
import { removeTempDirs, startService, tempDir } from './service.ts'

const PUBLISHES = 300
const FAILURES = 30
const READERS = 8
const PAGES = [
  'index.html',
  '404.html',
  'about/index.html',
  'services/index.html',
  'portfolio/photography/index.html',
  'blog/index.html',
]
const routeOf = (page: string) =>
  page === 'index.html' ? '/' : page === '404.html' ? '/no-such-page' : `/${path.dirname(page)}`

const pageHtml = (release: string, page: string) =>
  `<!doctype html><html><head><meta name="release" content="${release}"><title>${page}</title></head>` +
  `<body><p>${'Lorem ipsum dolor sit amet. '.repeat(10 + page.length)}</p>` +
  `<p data-page="${page}">end of ${page} from ${release}</p></body></html>\n`

describe('publishing under faults', () => {
  const releases = tempDir('releases')
  const failed = new Set<string>()
  let builds = 0
  // Every 10th build fails: two of three throw halfway through writing, the others leave out 404.html.
  const build: BuildFn = async (outDir) => {
    const n = builds++
    const release = path.basename(outDir)
    const failing = n % 10 === 9
    const pages =
      failing && n % 3 !== 0 ? PAGES.slice(0, PAGES.length / 2) : PAGES.filter((p) => !(failing && p === '404.html'))
    if (failing) failed.add(release)
    for (const page of pages) {
      await mkdir(path.dirname(path.join(outDir, 'client', page)), { recursive: true })
      await writeFile(path.join(outDir, 'client', page), pageHtml(release, page))
    }
    if (failing && n % 3 !== 0) throw new Error(`forced failure of build ${n} after ${pages.length} pages`)
  }
  // The service serves the live release the way startService wires it: `siteDir: () => publisher.siteDir`.
  const service = (async () => {
    const publisher = new Publisher({ releasesDir: await releases, build, keep: 3 })
    await publisher.init()
    return { publisher, server: await startService({ siteDir: () => publisher.siteDir, publisher }) }
  })()
  afterAll(async () => {
    await (await service).server.stop()
    await removeTempDirs()
  })

  // 300 publishes share two cores with eight readers and the service answering them: the test's time grows with
  // whatever else the machine runs (a full build beside it, say), so it has ten minutes, not the suite's three.
  it('never serves a failed or half-written release and never fails a read', { timeout: 600_000 }, async ({ task }) => {
    const { publisher, server } = await service
    const published = new Set<string>([await publisher.publishNow()])

    let reads = 0
    let failedReads = 0
    const seen = new Set<string>()
    const problems: string[] = []
    let publishing = true
    const reader = async (r: number) => {
      for (let i = r; publishing; i++) {
        // A breath between fetches, as a browser leaves: the readers must not starve the publisher of CPU.
        if (i > r) await new Promise((resolve) => setTimeout(resolve, 1))
        const page = PAGES[i % PAGES.length]!
        try {
          const res = await server.request({ path: routeOf(page), headers: { 'accept-encoding': 'gzip, br' } })
          reads++
          const release = /<meta name="release" content="([^"]+)">/.exec(res.text)?.[1]
          const expectedStatus = page === '404.html' ? 404 : 200
          // Whole page: it ends with its own closing line naming the same release.
          const whole = release && res.text.endsWith(`end of ${page} from ${release}</p></body></html>\n`)
          if (res.status !== expectedStatus || !release || !whole) {
            failedReads++
            problems.push(`${routeOf(page)}: ${res.status} ${res.text.slice(0, 80)}`)
          } else {
            seen.add(release)
          }
        } catch (error) {
          failedReads++
          problems.push(`${routeOf(page)}: ${(error as Error).message}`)
        }
      }
    }
    const readers = Array.from({ length: READERS }, (_, r) => reader(r))

    let failures = 0
    const started = performance.now()
    for (let i = 1; i < PUBLISHES; i++) {
      try {
        published.add(await publisher.publishNow())
      } catch {
        failures++
      }
    }
    publishing = false
    await Promise.all(readers)
    const seconds = (performance.now() - started) / 1000

    const fromFailed = [...seen].filter((r) => failed.has(r))
    const neverLive = [...seen].filter((r) => !published.has(r))
    recordFigures(task, 'publishing', {
      publishes: builds,
      'forced build failures': failures,
      'releases that went live': published.size,
      readers: READERS,
      reads,
      'failed reads': failedReads,
      'pages from a failed or half-written release': fromFailed.length + neverLive.length,
      'distinct releases read': seen.size,
      seconds: seconds.toFixed(1),
    })
    expect(problems.slice(0, 10)).toEqual([])
    expect(builds).toBeGreaterThanOrEqual(300)
    expect(failures).toBe(FAILURES)
    expect(fromFailed).toEqual([])
    expect(neverLive).toEqual([])
    expect(seen.size).toBeGreaterThan(50)
  })
})
