/**
 * The site's Sass stylesheets (templates/styles/: Bootstrap from its sources, six sheets) compiled once and
 * kept between builds, as encoded images are (optimisation `sass-reuse`). Dart Sass in JavaScript compiled
 * each sheet's Bootstrap anew in every bundling: 3.0-3.4 s of the bundling's CPU, the largest share of its
 * JavaScript (a profile of a bundled build, stop 42).
 *
 * A Vite plugin: a `.scss` import of the project becomes the module `<sheet>.css?compiled-sass`, whose text
 * is the sheet's compiled CSS, from the cache when none of the files Sass read for it (`loadedUrls`: the
 * sheet, its partials, Bootstrap's sources) changed since, else compiled here with the options Vite would
 * give Sass and kept. Vite then handles plain CSS (`.css`), as it handles Sass's output. The query keeps the
 * module out of Vike's CSS group (its test is `/\.css$/`), so chunks and file names stay those of the `.scss`
 * module: the site comes out the same byte for byte (tests/build/optimisations.test.ts).
 *
 * `SASS_CACHE_DIR` sets the folder (default `.cache/sass`). Builds only: the dev server compiles as Vite does.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { atomicWrite } from '../lib/atomicWrite.ts'
import { optimisationOn } from '../lib/optimisations.ts'
import { projectRoot } from './config.ts'

const QUERY = '?compiled-sass'

/** A cache entry: the sheet's CSS and the files Sass read for it, with their bytes' hashes. */
interface Entry {
  css: string
  files: { file: string; hash: string }[]
}

const hashOf = (bytes: Buffer | string) => createHash('sha1').update(bytes).digest('hex')

/** Whether every file an entry was compiled from still has the bytes it had. */
function stillValid(entry: Entry): boolean {
  return entry.files.every(({ file, hash }) => {
    try {
      return hashOf(readFileSync(file)) === hash
    } catch {
      return false
    }
  })
}

export function sassReuse({ cacheDir }: { cacheDir: string }): Plugin {
  let options: Record<string, unknown> = {}
  /** The sheet behind each compiled module, and its CSS once made (the client and server builds share it). */
  const sheets = new Map<string, string>()
  const compiled = new Map<string, Promise<string>>()

  const compile = async (sheet: string): Promise<string> => {
    const sass = await import('sass')
    const key = hashOf(JSON.stringify([path.relative(projectRoot, sheet), sass.info, options]))
    const file = path.join(cacheDir, `${key}.json`)
    const kept = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as Entry,
      () => null,
    )
    if (kept && typeof kept.css === 'string' && Array.isArray(kept.files) && stillValid(kept)) return kept.css
    // As Vite compiles a sheet (its Sass importer resolves `bootstrap/scss/…` in node_modules, as loadPaths does).
    const result = await sass.compileAsync(sheet, {
      ...options,
      loadPaths: [path.join(projectRoot, 'node_modules')],
      style: 'expanded',
    })
    const files = result.loadedUrls
      .filter((url) => url.protocol === 'file:')
      .map((url) => fileURLToPath(url))
      .map((read) => ({ file: read, hash: hashOf(readFileSync(read)) }))
    const entry: Entry = { css: result.css, files }
    // A build never reads half of an entry; failing to keep one (a full disk) only costs the next build a compile.
    await mkdir(cacheDir, { recursive: true })
    await atomicWrite(file, JSON.stringify(entry)).catch(() => {})
    return result.css
  }

  return {
    name: 'site:sass-reuse',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      options = (config.css.preprocessorOptions?.scss ?? {}) as Record<string, unknown>
    },
    async resolveId(source, importer, resolveOptions) {
      if (!source.endsWith('.scss') || !optimisationOn('sass-reuse')) return null
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true })
      if (!resolved || resolved.external || path.relative(projectRoot, resolved.id).startsWith('..')) return null
      if (resolved.id.includes(`${path.sep}node_modules${path.sep}`)) return null
      const id = resolved.id.replace(/\.scss$/, `.css${QUERY}`)
      sheets.set(id, resolved.id)
      return id
    },
    load(id) {
      const sheet = sheets.get(id)
      if (!sheet) return null
      let css = compiled.get(sheet)
      if (!css) {
        css = compile(sheet)
        compiled.set(sheet, css)
      }
      this.addWatchFile(sheet)
      return css
    },
  }
}
