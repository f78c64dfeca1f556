import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
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

  it('reads the memory a new process could use on this machine', async () => {
    const bytes = await availableMemory()
    expect(bytes).toBeGreaterThan(0)
    expect(bytes).toBeLessThanOrEqual((await import('node:os')).totalmem())
  })
})
