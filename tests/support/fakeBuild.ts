import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BuildFn } from '../../publisher/Publisher.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Test support: a stand-in for the real build. Writes a tiny site whose pages say which build made
 * them; the builds numbered in `failOn` throw half-way, after writing part of the site. With `steps`,
 * it takes that many steps of `ms` each, reporting each as a page rendered; from step `stallAt` on it
 * reports nothing more and waits for its signal (a stuck build).
 */
export function fakeBuild(options: { failOn?: Set<number>; ms?: number; steps?: number; stallAt?: number } = {}) {
  let count = 0
  const build: BuildFn = async (outDir, signal, onProgress) => {
    const n = ++count
    await mkdir(path.join(outDir, 'client'), { recursive: true })
    await writeFile(path.join(outDir, 'client', 'index.html'), `build ${n}`)
    for (let step = 1; step <= (options.steps ?? 1); step++) {
      await sleep(options.ms ?? 20)
      if (step === options.stallAt)
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
      onProgress?.({ stage: 'pages', done: step })
    }
    if (options.failOn?.has(n)) throw new Error(`forced failure of build ${n}`)
    await writeFile(path.join(outDir, 'client', '404.html'), 'not found')
  }
  return { build, count: () => count }
}
