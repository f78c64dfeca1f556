/**
 * Writes the "before" of every before/after pair (Node, at the start of a build or of `site dev`): for
 * each photograph in `simulatedOriginalPhotos` (content/services/pages.ts), `simulateOriginal()` of it
 * as `<dir>/<same file name>`. The image pipeline then encodes that file like any photograph
 * (templates/components/images.ts globs the folder).
 *
 * A file is made again only when its key changes: the recipe's version and the source photograph's
 * bytes (`keys.json` in the folder). Files of photographs no longer paired are removed, so no build
 * encodes them. Files and keys are written by atomic rename: a build reading the folder sees whole files.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { simulatedOriginalPhotos } from '../services/pages.ts'
import { processGlobal } from './processGlobal.ts'
import { SIMULATED_ORIGINAL_RECIPE, simulateOriginal } from './simulateOriginal.ts'

const KEYS = 'keys.json'

export interface SimulatedOriginalsOptions {
  /** Folder of the finished photographs (content/images/photos). */
  photosDir: string
  /** Folder the simulated originals are written to. */
  outDir: string
  /** File names in `photosDir`; by default every paired photograph of the site's content. */
  names?: readonly string[]
}

/** What a run did, by file name. */
export interface SimulatedOriginalsResult {
  made: string[]
  kept: string[]
  removed: string[]
}

async function atomicWrite(file: string, data: Buffer | string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`
  await writeFile(temp, data)
  await rename(temp, file)
}

async function readKeys(file: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, string>
  } catch {
    return {}
  }
}

/** Brings `outDir` in step with the paired photographs and the recipe. */
export async function writeSimulatedOriginals({
  photosDir,
  outDir,
  names = simulatedOriginalPhotos,
}: SimulatedOriginalsOptions): Promise<SimulatedOriginalsResult> {
  await mkdir(outDir, { recursive: true })
  const keysFile = path.join(outDir, KEYS)
  const previous = await readKeys(keysFile)
  const present = new Set(await readdir(outDir))
  const keys: Record<string, string> = {}
  const result: SimulatedOriginalsResult = { made: [], kept: [], removed: [] }
  for (const name of names) {
    const source = path.join(photosDir, name)
    const bytes = await readFile(source).catch((error: unknown) => {
      throw new Error(`Simulated original of "${name}": cannot read ${source}`, { cause: error })
    })
    const key = createHash('sha256').update(`recipe ${SIMULATED_ORIGINAL_RECIPE}\0`).update(bytes).digest('hex')
    keys[name] = key
    if (previous[name] === key && present.has(name)) {
      result.kept.push(name)
      continue
    }
    await atomicWrite(path.join(outDir, name), await simulateOriginal(bytes))
    result.made.push(name)
  }
  for (const file of present) {
    if (file === KEYS || Object.hasOwn(keys, file)) continue
    await rm(path.join(outDir, file), { force: true })
    result.removed.push(file)
  }
  await atomicWrite(keysFile, `${JSON.stringify(keys, null, 2)}\n`)
  return result
}

/** `writeSimulatedOriginals` once per process and folder: a build's client and server passes share it. */
export function ensureSimulatedOriginals(options: SimulatedOriginalsOptions): Promise<SimulatedOriginalsResult> {
  const runs = processGlobal('simulatedOriginals.ts:runs', () => new Map<string, Promise<SimulatedOriginalsResult>>())
  let run = runs.get(options.outDir)
  if (!run) {
    run = writeSimulatedOriginals(options)
    // A failed run is not kept: the next build tries again.
    run.catch(() => runs.delete(options.outDir))
    runs.set(options.outDir, run)
  }
  return run
}
