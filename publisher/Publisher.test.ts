import { mkdir, mkdtemp, readdir, readFile, readlink, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBuild } from '../tests/support/fakeBuild.ts'
import { Publisher, type BuildFn } from './Publisher.ts'

/** The real `setTimeout`, whichever the tests simulate. */
const realSetTimeout = setTimeout
/** Waits `ms` of real time, also where a test simulates the clock. */
const sleep = (ms: number) => new Promise((r) => realSetTimeout(r, ms))

const releasesDir = () => mkdtemp(path.join(tmpdir(), 'releases-'))

describe('Publisher', () => {
  it('publishes into a new release and points current at it', async () => {
    const publisher = new Publisher({ releasesDir: await releasesDir(), build: fakeBuild().build })
    const id = await publisher.publishNow()
    expect(await readlink(publisher.currentLink)).toBe(id)
    expect(await readFile(path.join((await publisher.currentSiteDir())!, 'index.html'), 'utf8')).toBe('build 1')
    expect(publisher.getStatus()).toMatchObject({ state: 'idle', lastError: null, current: id })
  })

  it('says which data revision the live release carries: the one read as its build started', async () => {
    let revision = 7
    const fake = fakeBuild({ ms: 50 })
    const publisher = new Publisher({
      releasesDir: await releasesDir(),
      build: async (dir, signal, onProgress) => {
        revision = 8 // a change during the build is not in this release
        await fake.build(dir, signal, onProgress)
      },
      revision: () => revision,
    })
    expect(publisher.getStatus().liveRevision).toBeNull()
    await publisher.publishNow()
    expect(publisher.getStatus().liveRevision).toBe(7)
    await publisher.publishNow()
    expect(publisher.getStatus().liveRevision).toBe(8)
    await publisher.rollback()
    expect(publisher.getStatus().liveRevision).toBeNull()
  })

  it('keeps serving the previous release when a build fails, with no failed reads', async () => {
    const fake = fakeBuild({ failOn: new Set([2]), ms: 100 })
    const publisher = new Publisher({ releasesDir: await releasesDir(), build: fake.build })
    const first = await publisher.publishNow()
    let reads = 0
    let failures = 0
    let reading = true
    const reader = (async () => {
      while (reading) {
        try {
          const body = await readFile(path.join((await publisher.currentSiteDir())!, 'index.html'), 'utf8')
          if (body !== 'build 1') failures++
        } catch {
          failures++
        }
        reads++
        await sleep(1)
      }
    })()
    await expect(publisher.publishNow()).rejects.toThrow('forced failure of build 2')
    reading = false
    await reader
    expect(reads).toBeGreaterThan(10)
    expect(failures).toBe(0)
    expect(await readlink(publisher.currentLink)).toBe(first)
    expect(publisher.getStatus()).toMatchObject({ state: 'failed', lastError: 'forced failure of build 2' })
    expect(await publisher.releases()).toEqual([first])
  })

  it('lets a build run for many times its stall window while it makes progress, and shows the progress', async () => {
    // 40 steps of 50 ms: 2 s, four times the window, as a first build on a busy machine outlasts a wall limit.
    const publisher = new Publisher({
      releasesDir: await releasesDir(),
      build: fakeBuild({ steps: 40, ms: 50 }).build,
      stallMs: 500,
    })
    const publish = publisher.publishNow()
    await sleep(700)
    expect(publisher.getStatus().progress).toMatchObject({ images: 0, pages: expect.any(Number) })
    expect(publisher.getStatus().progress!.pages).toBeGreaterThan(3)
    await publish
    expect(publisher.getStatus()).toMatchObject({ state: 'idle', lastError: null, progress: null })
  })

  describe('with its own stall window of 180 s, on a simulated clock', () => {
    // Only the timers and the clock are simulated: the release's files are real, so the clock moves a second
    // at a time, a real millisecond apart, for the file system's work to finish in between.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    })
    afterEach(() => {
      vi.useRealTimers()
    })

    /** A stand-in build reporting a page every 15 s (`fakeBuild`), with the simulated times of its reports. */
    function slowBuild(options: { steps: number; stallAt?: number }) {
      const { build } = fakeBuild({ ...options, ms: 15_000 })
      const times = { start: 0, end: 0, reports: [] as number[] }
      const timed: BuildFn = async (outDir, signal, onProgress) => {
        times.start = Date.now()
        try {
          await build(outDir, signal, (progress) => {
            times.reports.push(Date.now())
            onProgress?.(progress)
          })
        } finally {
          times.end = Date.now()
        }
      }
      return { build: timed, times }
    }

    /** Runs the clock until `publish` settles (an hour at most); resolves with the simulated time it settled at. */
    async function runClock(publish: Promise<unknown>): Promise<number> {
      let settledAt: number | null = null
      publish.then(
        () => (settledAt = Date.now()),
        () => (settledAt = Date.now()),
      )
      const limit = Date.now() + 3_600_000
      while (settledAt === null) {
        if (Date.now() > limit) throw new Error('the publish has not settled after an hour of simulated time')
        await vi.advanceTimersByTimeAsync(1000)
        await sleep(1)
      }
      return settledAt
    }

    it('completes a first publish whose build runs for ten minutes while it reports progress', async () => {
      // A first build slowed far past the old wall limit of 180 s, never silent for as long.
      const { build, times } = slowBuild({ steps: 40 })
      const publisher = new Publisher({ releasesDir: await releasesDir(), build })
      const publish = publisher.publishNow()
      await runClock(publish)
      const id = await publish
      expect(times.end - times.start).toBeGreaterThanOrEqual(600_000)
      expect(times.reports).toHaveLength(40)
      expect(publisher.getStatus()).toMatchObject({ state: 'idle', current: id, lastError: null, progress: null })
      expect(await readFile(path.join(publisher.currentLink, 'client', 'index.html'), 'utf8')).toBe('build 1')
    })

    it('stops the same build 180 s after its last report once it stops reporting', async () => {
      const { build, times } = slowBuild({ steps: 40, stallAt: 20 })
      const publisher = new Publisher({ releasesDir: await releasesDir(), build })
      const publish = publisher.publishNow()
      const settledAt = await runClock(publish)
      await expect(publish).rejects.toThrow('build stopped: no progress for 180000 ms')
      expect(times.reports).toHaveLength(19)
      const silence = settledAt - times.reports.at(-1)!
      expect(silence).toBeGreaterThanOrEqual(180_000)
      expect(silence).toBeLessThan(185_000)
      expect(publisher.getStatus()).toMatchObject({ state: 'failed', current: null, progress: null })
    })
  })

  it('stops a build that makes no progress for its stall window, and keeps the live release', async () => {
    const releases = await releasesDir()
    const first = new Publisher({ releasesDir: releases, build: fakeBuild().build })
    const live = await first.publishNow()
    await first.stop()
    const publisher = new Publisher({
      releasesDir: releases,
      build: fakeBuild({ steps: 30, ms: 20, stallAt: 5 }).build,
      stallMs: 150,
    })
    await expect(publisher.publishNow()).rejects.toThrow('build stopped: no progress for 150 ms')
    expect(publisher.getStatus()).toMatchObject({ state: 'failed', current: live, progress: null })
    expect(await publisher.releases()).toEqual([live])
  })

  it('refuses a release without its required pages', async () => {
    const publisher = new Publisher({
      releasesDir: await releasesDir(),
      build: async (outDir) => {
        await mkdir(path.join(outDir, 'client'), { recursive: true })
        await writeFile(path.join(outDir, 'client', 'index.html'), 'half a site')
      },
    })
    await expect(publisher.publishNow()).rejects.toThrow('missing 404.html')
    expect(await publisher.currentSiteDir()).toBeNull()
  })

  it('coalesces 50 edits in 2 seconds into at most 2 builds', async () => {
    const fake = fakeBuild({ ms: 200 })
    const publisher = new Publisher({
      releasesDir: await releasesDir(),
      build: fake.build,
      debounceMs: 300,
      maxWaitMs: 5000,
    })
    for (let i = 0; i < 50; i++) {
      publisher.schedule()
      await sleep(40)
    }
    await publisher.whenIdle()
    expect(fake.count()).toBeGreaterThanOrEqual(1)
    expect(fake.count()).toBeLessThanOrEqual(2)
    expect(publisher.getStatus().state).toBe('idle')
  })

  it('runs one follow-up build for changes made during a build', async () => {
    const fake = fakeBuild({ ms: 300 })
    const publisher = new Publisher({ releasesDir: await releasesDir(), build: fake.build, debounceMs: 10 })
    publisher.schedule()
    await sleep(100) // first build is running now
    expect(publisher.getStatus().state).toBe('building')
    for (let i = 0; i < 5; i++) publisher.schedule()
    await publisher.whenIdle()
    expect(fake.count()).toBe(2)
  })

  it('rolls back to the previous release and keeps only the last three', async () => {
    const publisher = new Publisher({ releasesDir: await releasesDir(), build: fakeBuild().build, keep: 3 })
    const ids: string[] = []
    for (let i = 0; i < 5; i++) ids.push(await publisher.publishNow())
    expect(await publisher.releases()).toEqual(ids.slice(2).reverse())
    expect(await publisher.rollback()).toBe(ids[3])
    expect(await readFile(path.join((await publisher.currentSiteDir())!, 'index.html'), 'utf8')).toBe('build 4')
  })

  it('cleans up after a publish that was killed: a release without its marker and a temporary link', async () => {
    const dir = await releasesDir()
    const first = new Publisher({ releasesDir: dir, build: fakeBuild().build })
    const live = await first.publishNow()
    await first.stop()
    await mkdir(path.join(dir, '20990101-000000000-1-9', 'client'), { recursive: true })
    await symlink(live, path.join(dir, '.current-1-2'))
    const next = new Publisher({ releasesDir: dir, build: fakeBuild().build })
    await next.init()
    expect(next.siteDir).toBe(path.join(dir, live, 'client'))
    expect((await readdir(dir)).sort()).toEqual(['.lease', live, 'current'])
  })
})
