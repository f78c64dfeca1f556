/**
 * Client and server bundles kept between builds, as encoded images and parsed posts are: a build whose
 * bundles would come out the same copies the last ones instead of running Vite. Blog posts, the portfolio store and uploads are read while prerendering, never
 * bundled, so writing a post or editing the portfolio keeps the bundles.
 *
 * An entry is keyed by everything a bundle is made from: every file of the folders Vite reads (the
 * pages, components, typed content and photographs, the generator's Vite plugins), the project's
 * configuration files and lockfile (the versions in node_modules), the Vite configuration and output
 * folder (Vike writes the folder into the server bundle), the public settings the pages are built with,
 * whether pictures come in AVIF (`SITE_AVIF`), NODE_ENV and Node's version. A change to any of them misses. Entries are written aside and renamed,
 * so a build never sees half of one; the newest `KEEP` are kept. Entries and builds share their files
 * by hard links (copyBuild.ts; pages, manifests and indexes are copied): restoring the 30 MB of
 * today's bundles took about 1 s as a copy, 0.1 s as links.
 *
 * `BUNDLE_CACHE_DIR` sets the folder (default `.cache/bundles`); `off` bundles every time.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises'
import path from 'node:path'
import { blogDir } from '../content/loaders/locations.ts'
import { loadConfig, projectRoot } from './config.ts'
import { copyBuild } from './copyBuild.ts'
import { viteConfigFor } from './vikeWorkarounds.ts'

/** Folders (of the project) whose files a bundle is made from, and single files. */
export const BUNDLE_SOURCES = {
  folders: ['content', 'templates', 'generator', 'lib'],
  files: ['vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'],
}

/** Entries kept: a few builds' worth (the real site, a test build), about 30 MB each. */
const KEEP = 3

export interface BundleCacheOptions {
  /** Folder of the entries. */
  dir: string
  /** Project folder the sources are read from. */
  root: string
  sources: typeof BUNDLE_SOURCES
  /** Folders under `root` left out of the key: read while prerendering, never bundled. */
  ignore: string[]
  /** Settings that change a bundle besides its sources (JSON-serialisable). */
  settings: unknown
}

/** The cache of a build into `outDir`, or null when `BUNDLE_CACHE_DIR=off`. */
export function bundleCacheFor(outDir: string, env: NodeJS.ProcessEnv = process.env): BundleCache | null {
  const dir = env.BUNDLE_CACHE_DIR ?? path.join(projectRoot, '.cache', 'bundles')
  if (dir === 'off') return null
  const config = loadConfig(env)
  return new BundleCache({
    dir: path.resolve(projectRoot, dir),
    root: projectRoot,
    sources: BUNDLE_SOURCES,
    ignore: [blogDir(env)],
    settings: {
      viteConfig: viteConfigFor(outDir),
      outDir: path.resolve(outDir),
      public: config.public,
      avif: config.avif,
      nodeEnv: env.NODE_ENV ?? '',
      node: process.version,
    },
  })
}

export class BundleCache {
  readonly #options: BundleCacheOptions

  constructor(options: BundleCacheOptions) {
    this.#options = options
  }

  /** Hash of the sources and settings: the entry's name. */
  async key(): Promise<string> {
    const { root, sources, ignore, settings } = this.#options
    const ignored = new Set(ignore.map((folder) => path.resolve(root, folder)))
    const files = [...sources.files.map((file) => path.join(root, file))]
    for (const folder of sources.folders) files.push(...(await filesUnder(path.join(root, folder), ignored)))
    const hash = createHash('sha256').update(JSON.stringify(settings))
    // Read synchronously: about 480 files (10 MB) in 25-40 ms, against 120-300 ms awaiting each read in
    // turn, and nothing else runs in the build while it decides whether to bundle.
    for (const file of files.sort()) {
      hash.update(`\0${path.relative(root, file)}\0`)
      hash.update(readOrMissing(file))
    }
    return hash.digest('hex')
  }

  /**
   * Makes `outDir` hold the bundles of the entry `key` (emptying it first, as Vite does); false when
   * there is no such entry or it could not be copied (then `outDir` is left empty for Vite).
   */
  async restore(key: string, outDir: string): Promise<boolean> {
    const entry = path.join(this.#options.dir, key)
    if (!(await stat(entry).catch(() => null))?.isDirectory()) return false
    await emptyDir(outDir)
    try {
      await copyBuild(entry, outDir)
      const now = new Date()
      await utimes(entry, now, now)
      return true
    } catch {
      // Pruned by another build while copying, or a full disk: bundle instead.
      await emptyDir(outDir)
      return false
    }
  }

  /** Keeps what `outDir` holds (a build's fresh bundles) as the entry `key`; failing only costs a later build a bundle. */
  async store(key: string, outDir: string): Promise<void> {
    const { dir } = this.#options
    const temp = path.join(dir, `${key}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`)
    try {
      await mkdir(dir, { recursive: true })
      await copyBuild(outDir, temp)
      await rename(temp, path.join(dir, key))
    } catch {
      // Stored by a build running at the same time (the rename fails on a full folder), or a full disk.
    } finally {
      await rm(temp, { recursive: true, force: true })
    }
    await this.#prune()
  }

  /** Removes all but the `KEEP` most recently used entries (and temporary folders over an hour old). */
  async #prune(): Promise<void> {
    const { dir } = this.#options
    const entries = await Promise.all(
      (await readdir(dir).catch(() => [])).map(async (name) => ({
        name,
        mtime: (await stat(path.join(dir, name)).catch(() => null))?.mtimeMs ?? 0,
      })),
    )
    const kept = entries.filter((e) => !e.name.endsWith('.tmp')).sort((a, b) => b.mtime - a.mtime)
    const stale = entries.filter((e) => e.name.endsWith('.tmp') && Date.now() - e.mtime > 3_600_000)
    for (const { name } of [...kept.slice(KEEP), ...stale])
      await rm(path.join(dir, name), { recursive: true, force: true })
  }
}

/** A file's bytes, or a marker when it went away between listing and reading. */
function readOrMissing(file: string): Buffer | string {
  try {
    return readFileSync(file)
  } catch {
    return '(missing)'
  }
}

/** Every file under `folder`, skipping the folders in `ignored` (absolute paths). */
async function filesUnder(folder: string, ignored: Set<string>): Promise<string[]> {
  if (ignored.has(folder)) return []
  const found: string[] = []
  for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) found.push(...(await filesUnder(full, ignored)))
    else if (entry.isFile()) found.push(full)
  }
  return found
}

/** Removes what `dir` holds, keeping the folder (Vite's emptyOutDir). */
async function emptyDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  for (const name of await readdir(dir)) await rm(path.join(dir, name), { recursive: true, force: true })
}
