import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BuildFn } from '../../publisher/Publisher.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Test support: a stand-in for the real build. Writes a tiny site whose pages say which build made
 * them; the builds numbered in `failOn` throw half-way, after writing part of the site.
 */
export function fakeBuild(options: { failOn?: Set<number>; ms?: number } = {}) {
  let count = 0
  const build: BuildFn = async (outDir) => {
    const n = ++count
    await mkdir(path.join(outDir, 'client'), { recursive: true })
    await writeFile(path.join(outDir, 'client', 'index.html'), `build ${n}`)
    await sleep(options.ms ?? 20)
    if (options.failOn?.has(n)) throw new Error(`forced failure of build ${n}`)
    await writeFile(path.join(outDir, 'client', '404.html'), 'not found')
  }
  return { build, count: () => count }
}
