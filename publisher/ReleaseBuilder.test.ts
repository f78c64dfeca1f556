import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runNodeProgram } from '../generator/nodeProgram.ts'
import { availableMemory } from './availableMemory.ts'
import { Publisher } from './Publisher.ts'
import { FULL_BUILD_PEAK_BYTES, ReleaseBuilder } from './ReleaseBuilder.ts'

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
