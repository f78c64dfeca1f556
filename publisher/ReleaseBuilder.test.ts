import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { runNodeProgram } from '../generator/nodeProgram.ts'
import { availableMemory } from './availableMemory.ts'
import { Publisher } from './Publisher.ts'
import { FULL_BUILD_PEAK_BYTES, ReleaseBuilder, sourceFingerprint } from './ReleaseBuilder.ts'

const MiB = 2 ** 20

/** A release builder whose full build writes a two-page site and counts its runs. */
async function setUp(available: number) {
  const releasesDir = await mkdtemp(path.join(tmpdir(), 'release-builder-'))
  let fullBuilds = 0
  const builder = new ReleaseBuilder({
    releasesDir,
    mode: 'full',
    availableMemory: async () => available,
    fullBuild: async (outDir) => {
      fullBuilds++
      await mkdir(path.join(outDir, 'client'), { recursive: true })
      for (const page of ['index.html', '404.html']) await writeFile(path.join(outDir, 'client', page), page)
    },
  })
  const publisher = new Publisher({ releasesDir, build: builder.build })
  return { publisher, fullBuilds: () => fullBuilds }
}

/** How a full build was asked to build: pictures with AVIF or without, in the background or not. */
interface FullBuildRun {
  avif: boolean
  background: boolean
}

/**
 * A release builder as the admin service makes it (`quickFirstPublish`), over a stand-in full build that
 * records how it was asked to build, says so on its home page (with the home page live meanwhile) and
 * puts an AVIF output in the image cache when its pictures have AVIF. The build numbered `failOn` fails;
 * the one numbered `holdAt` says so (`holding`) and waits for `release()`.
 */
async function quickStart(options: { failOn?: number; holdAt?: number } = {}) {
  const work = await mkdtemp(path.join(tmpdir(), 'quick-first-publish-'))
  const releasesDir = path.join(work, 'releases')
  const imageCacheDir = path.join(work, 'images')
  const avifOutput = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#369' } })
    .avif({ effort: 0 })
    .toBuffer()
  const runs: (FullBuildRun & { liveMeanwhile: string | null })[] = []
  let release = () => {}
  const hold = new Promise<void>((resolve) => (release = resolve))
  let held = () => {}
  const holding = new Promise<void>((resolve) => (held = resolve))
  const builder = new ReleaseBuilder({
    releasesDir,
    mode: 'full',
    quickFirstPublish: true,
    env: { ...process.env, IMAGE_CACHE_DIR: imageCacheDir },
    availableMemory: async () => FULL_BUILD_PEAK_BYTES,
    fullBuild: async (outDir, _signal, env, _onProgress, background) => {
      const avif = env.SITE_AVIF !== 'off'
      const siteDir = publisher.siteDir
      const liveMeanwhile = siteDir ? await readFile(path.join(siteDir, 'index.html'), 'utf8') : null
      runs.push({ avif, background, liveMeanwhile })
      if (runs.length === options.holdAt) {
        held()
        await hold
      }
      if (runs.length === options.failOn) throw new Error(`forced failure of build ${runs.length}`)
      await mkdir(imageCacheDir, { recursive: true })
      if (avif) await writeFile(path.join(imageCacheDir, 'a'.repeat(40)), avifOutput)
      await mkdir(path.join(outDir, 'client'), { recursive: true })
      await writeFile(
        path.join(outDir, 'client', 'index.html'),
        `build ${runs.length} ${avif ? 'with' : 'without'} AVIF`,
      )
      await writeFile(path.join(outDir, 'client', '404.html'), 'not found')
    },
  })
  const publisher = new Publisher({ releasesDir, build: builder.build, debounceMs: 20 })
  const home = async () => readFile(path.join(publisher.siteDir!, 'index.html'), 'utf8')
  const builds = () => runs.map(({ avif, background }) => ({ avif, background }))
  return { publisher, runs, builds, home, imageCacheDir, avifOutput, holding, release: () => release() }
}

const QUICK = { avif: false, background: false }
const FOLLOW_UP = { avif: true, background: true }
const NORMAL = { avif: true, background: false }

describe('a first publish made quickly', () => {
  it('leaves AVIF out on a fresh install, and once that is live publishes the whole site with AVIF in the background', async () => {
    const { publisher, runs, builds, home } = await quickStart()
    publisher.schedule()
    await publisher.whenIdle()
    expect(builds()).toEqual([QUICK, FOLLOW_UP])
    // The site was live without AVIF while the build with it ran.
    expect(runs[1]!.liveMeanwhile).toBe('build 1 without AVIF')
    expect(await home()).toBe('build 2 with AVIF')
    expect(publisher.getStatus()).toMatchObject({ state: 'idle', builds: 2, lastError: null })
    expect(await publisher.releases()).toHaveLength(2)
  })

  it('loses neither the build with AVIF nor a change the owner makes while it runs', async () => {
    const { publisher, builds, home, holding, release } = await quickStart({ holdAt: 2 })
    publisher.schedule()
    await holding
    publisher.schedule()
    release()
    await publisher.whenIdle()
    // The change is published after the build with AVIF, from what that one made live.
    expect(builds()).toEqual([QUICK, FOLLOW_UP, NORMAL])
    expect(await home()).toBe('build 3 with AVIF')
    expect(publisher.getStatus()).toMatchObject({ state: 'idle', builds: 3 })
  })

  it('keeps the site live without AVIF when the build with it fails, says so, and the next publish tries again', async () => {
    const { publisher, builds, home } = await quickStart({ failOn: 2 })
    publisher.schedule()
    await publisher.whenIdle()
    expect(builds()).toEqual([QUICK, FOLLOW_UP])
    expect(await home()).toBe('build 1 without AVIF')
    expect(publisher.getStatus()).toMatchObject({
      state: 'failed',
      failure: 'build',
      lastError: expect.stringContaining('forced failure of build 2'),
    })
    publisher.schedule()
    await publisher.whenIdle()
    expect(builds()).toEqual([QUICK, FOLLOW_UP, FOLLOW_UP])
    expect(await home()).toBe('build 3 with AVIF')
    expect(publisher.getStatus()).toMatchObject({ state: 'idle', lastError: null })
  })

  it('publishes nothing more after a quick publish that failed, and tries the quick one again next', async () => {
    const { publisher, builds, home } = await quickStart({ failOn: 1 })
    publisher.schedule()
    await publisher.whenIdle()
    expect(builds()).toEqual([QUICK])
    expect(publisher.getStatus()).toMatchObject({ state: 'failed', current: null })
    publisher.schedule()
    await publisher.whenIdle()
    expect(builds()).toEqual([QUICK, QUICK, FOLLOW_UP])
    expect(await home()).toBe('build 3 with AVIF')
  })

  it('is a normal build when the image cache has AVIF already, or when a release is live', async () => {
    const { publisher, builds, imageCacheDir, avifOutput } = await quickStart()
    await mkdir(imageCacheDir)
    await writeFile(path.join(imageCacheDir, 'b'.repeat(40)), avifOutput)
    publisher.schedule()
    await publisher.whenIdle()
    expect(builds()).toEqual([NORMAL])
    // An install whose image cache was emptied, with its site live: nothing to hurry.
    await rm(imageCacheDir, { recursive: true })
    publisher.schedule()
    await publisher.whenIdle()
    expect(builds()).toEqual([NORMAL, NORMAL])
  })

  it('never takes a base built without AVIF for the base of a normal publish', async () => {
    expect(await sourceFingerprint({ ...process.env, SITE_AVIF: 'off' })).not.toBe(await sourceFingerprint(process.env))
  })
})

describe('ReleaseBuilder', () => {
  it('refuses a full build it cannot afford and says so in the publish status', async () => {
    const { publisher, fullBuilds } = await setUp(300 * MiB)
    await expect(publisher.publishNow()).rejects.toThrow(
      'Not enough free memory for a full build: 300 MiB available, 512 MiB needed.',
    )
    expect(fullBuilds()).toBe(0)
    expect(publisher.getStatus()).toMatchObject({ state: 'failed', failure: 'memory', current: null })
  })

  it('builds when the measured peak fits, and a later success clears the failure', async () => {
    const { publisher, fullBuilds } = await setUp(FULL_BUILD_PEAK_BYTES + MiB)
    await publisher.publishNow()
    expect(fullBuilds()).toBe(1)
    expect(publisher.getStatus()).toMatchObject({ state: 'idle', failure: null, lastError: null })
  })

  it('completes a first publish whose build process runs for three times the stall window while it progresses', async () => {
    // The build's stand-in is a build process of its own: its reports cross the process boundary as a real
    // build's do (nodeProgram.ts, buildProgress.ts). 180 steps of 100 ms: 18 s against a window of 6 s
    // (which also covers the start of a Node process on a busy machine, up to 5 s at load 26, before its first report).
    const releasesDir = await mkdtemp(path.join(tmpdir(), 'release-builder-'))
    const builder = new ReleaseBuilder({
      releasesDir,
      mode: 'full',
      availableMemory: async () => FULL_BUILD_PEAK_BYTES,
      fullBuild: (outDir, _signal, env, onProgress) =>
        runNodeProgram(
          path.join(import.meta.dirname, '..', 'tests', 'support', 'slowBuildProgram.mjs'),
          { outDir, steps: 180, stepMs: 100 },
          { env, youngGenerationMiB: 8, onProgress },
        ),
    })
    const publisher = new Publisher({ releasesDir, build: builder.build, stallMs: 6000 })
    const seen: unknown[] = []
    const watching = setInterval(() => seen.push(publisher.getStatus().progress), 250)
    try {
      const id = await publisher.publishNow()
      expect(publisher.getStatus()).toMatchObject({ state: 'idle', current: id, lastError: null, progress: null })
    } finally {
      clearInterval(watching)
    }
    expect(seen).toContainEqual({ images: expect.any(Number), pages: 0 })
    expect(seen.some((counts) => (counts as { pages: number } | null)?.pages)).toBe(true)
  })

  it('reads the memory a new process could use on this machine', async () => {
    const bytes = await availableMemory()
    expect(bytes).toBeGreaterThan(0)
    expect(bytes).toBeLessThanOrEqual((await import('node:os')).totalmem())
  })
})
