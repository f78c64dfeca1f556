import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PurgeCSS } from 'purgecss'
import { projectRoot } from '../config.ts'
import type { StepContext } from '../build.ts'

/** Classes only islands add at run time (checked against templates/islands sources too). */
const SAFELIST = ['show', 'is-solid', 'collapsed', 'collapsing', 'loaded', 'loading', 'active', 'disabled']

/**
 * The untrimmed stylesheets, kept beside the site (`<outDir>/css-source/assets/*.css`, not served) so a
 * partial publish can trim them again for the pages it re-renders.
 */
export const cssSourceDir = (clientDir: string) => path.join(clientDir, '..', 'css-source')

async function filesUnder(dir: string, test: (f: string) => boolean): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name)
    if (entry.isFile() && test(full)) out.push(full)
  }
  return out
}

const LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">\s*/g

/** Trims `css` files to the selectors used by `content` pages and the islands' sources; href → CSS. */
async function purge(content: string[], css: string[], root: string): Promise<Map<string, string>> {
  const islands = await filesUnder(
    path.join(projectRoot, 'templates', 'islands'),
    (f) => /\.tsx?$/.test(f) && !f.includes('.test.'),
  )
  const results = await new PurgeCSS().purge({
    content: [...content, ...islands],
    css,
    safelist: { standard: SAFELIST, greedy: [/^data-/] },
    keyframes: true,
    variables: true,
    fontFace: true,
  })
  const purged = new Map<string, string>()
  for (const result of results) {
    if (result.file) purged.set('/' + path.relative(root, result.file).split(path.sep).join('/'), result.css)
  }
  return purged
}

/** Replaces each page's stylesheet links with one inline `<style>` of the trimmed sheets. */
async function inline(pages: string[], purged: Map<string, string>) {
  for (const file of pages) {
    const page = await readFile(file, 'utf8')
    const styles: string[] = []
    const stripped = page.replace(LINK, (_, href: string) => {
      const sheet = purged.get(href)
      if (sheet === undefined) throw new Error(`${file}: stylesheet ${href} is not in the build`)
      styles.push(sheet)
      return ''
    })
    if (styles.length === 0) continue
    await writeFile(file, stripped.replace('</head>', `<style>${styles.join('\n')}</style>\n  </head>`))
  }
}

/**
 * Trims Bootstrap and the theme to the selectors the built pages and islands use, then inlines each
 * page's (now small) stylesheets into its head so first paint needs no extra request. A partial publish
 * (`changedPages`) trims the kept originals for just the re-rendered pages and leaves the rest alone.
 */
export async function run({ clientDir, log, changedPages }: StepContext): Promise<void> {
  const sources = cssSourceDir(clientDir)
  if (changedPages) {
    if (changedPages.length === 0) return
    const css = await filesUnder(path.join(sources, 'assets'), (f) => f.endsWith('.css'))
    await inline(changedPages, await purge(changedPages, css, sources))
    log(`CSS trimmed and inlined into ${changedPages.length} re-rendered pages`)
    return
  }
  const html = await filesUnder(clientDir, (f) => f.endsWith('.html'))
  const css = await filesUnder(path.join(clientDir, 'assets'), (f) => f.endsWith('.css'))
  if (css.length === 0) return
  for (const file of css) {
    const copy = path.join(sources, path.relative(clientDir, file))
    await mkdir(path.dirname(copy), { recursive: true })
    await copyFile(file, copy)
  }
  const purged = await purge(html, css, clientDir)
  let before = 0
  let after = 0
  for (const [href, sheet] of purged) {
    const file = path.join(clientDir, href)
    before += (await readFile(file)).length
    after += sheet.length
    await writeFile(file, sheet)
  }
  await inline(html, purged)
  log(
    `CSS trimmed from ${(before / 1024).toFixed(0)} KB to ${(after / 1024).toFixed(0)} KB and inlined into ${html.length} pages`,
  )
}
