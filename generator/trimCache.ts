/**
 * Trimmed stylesheets kept between builds, as encoded images, parsed posts and bundles are: a build
 * whose pages use the same style tokens as an earlier one, over the same stylesheets and sources,
 * gets the same trimmed CSS, already cut into the rules pages choose from, without loading PurgeCSS or
 * postcss (this is the end of every full build, on the critical path: the pages link the trimmed sheets by
 * name, so none is written before). A new post seldom brings a new token: attribute values that are prose
 * or addresses are not tokens (builtPages.ts).
 *
 * An entry is named by the hash of everything the trim depends on (trimStylesheets says what) and is
 * written aside, then renamed. The newest `KEEP` are kept. `CSS_CACHE_DIR` sets the folder (default
 * `.cache/css-trim`); `off` trims every time.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { optimisationOn } from '../lib/optimisations.ts'
import { projectRoot } from './config.ts'
import type { SheetRule } from './stylesheetLinks.ts'

/** Entries kept: the last few token sets (today's site, one at scale, a test fixture). */
const KEEP = 5

/** A trimmed sheet: its CSS, and its rules as the pages choose them (css.ts). */
export interface TrimmedSheet {
  css: string
  rules: SheetRule[]
}

/** A trim: each sheet trimmed, by its original file's name, relative to the client folder. */
export type TrimmedSheets = Record<string, TrimmedSheet>

export class TrimCache {
  readonly #dir: string

  constructor(dir: string) {
    this.#dir = dir
  }

  /** The name of the entry of these inputs (any JSON-serialisable values, in a fixed order). */
  static key(inputs: unknown[]): string {
    const hash = createHash('sha256')
    for (const input of inputs) hash.update(JSON.stringify(input)).update('\0')
    return hash.digest('hex')
  }

  /** The entry `key`, or undefined (never stored, pruned, or unreadable). */
  async get(key: string): Promise<TrimmedSheets | undefined> {
    const file = path.join(this.#dir, `${key}.json`)
    try {
      const entry = JSON.parse(await readFile(file, 'utf8')) as TrimmedSheets
      if (!Object.values(entry).every((sheet) => typeof sheet?.css === 'string' && Array.isArray(sheet.rules)))
        return undefined
      const now = new Date()
      await utimes(file, now, now)
      return entry
    } catch {
      return undefined
    }
  }

  /** Stores `sheets` as the entry `key`; failing (a read-only or full disk) only costs a later build a trim. */
  async set(key: string, sheets: TrimmedSheets): Promise<void> {
    const file = path.join(this.#dir, `${key}.json`)
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
    try {
      await mkdir(this.#dir, { recursive: true })
      await writeFile(temp, JSON.stringify(sheets))
      await rename(temp, file)
      await this.#prune()
    } catch {
      await rm(temp, { force: true })
    }
  }

  /** Removes all but the `KEEP` most recently used entries, and temporary files over an hour old. */
  async #prune(): Promise<void> {
    const names = await readdir(this.#dir)
    const entries = await Promise.all(
      names.map(async (name) => ({
        name,
        mtime: (await stat(path.join(this.#dir, name)).catch(() => null))?.mtimeMs ?? 0,
      })),
    )
    const kept = entries.filter((e) => e.name.endsWith('.json')).sort((a, b) => b.mtime - a.mtime)
    const stale = entries.filter((e) => e.name.endsWith('.tmp') && Date.now() - e.mtime > 3_600_000)
    for (const { name } of [...kept.slice(KEEP), ...stale]) await rm(path.join(this.#dir, name), { force: true })
  }
}

/**
 * The trim cache the environment asks for, or null when `CSS_CACHE_DIR=off` or the optimisation
 * `trim-reuse` is switched off (lib/optimisations.ts).
 */
export function trimCacheFor(env: NodeJS.ProcessEnv = process.env): TrimCache | null {
  const dir = env.CSS_CACHE_DIR ?? path.join(projectRoot, '.cache', 'css-trim')
  return dir === 'off' || !optimisationOn('trim-reuse', env) ? null : new TrimCache(path.resolve(projectRoot, dir))
}
