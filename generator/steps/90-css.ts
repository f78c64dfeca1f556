import { readFileSync, writeFileSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PurgeCSS } from 'purgecss'
import { projectRoot } from '../config.ts'
import type { StepContext } from '../build.ts'

/** Classes only islands add at run time (checked against templates/islands sources too). */
const SAFELIST = ['show', 'is-solid', 'collapsed', 'collapsing', 'loaded', 'loading', 'active', 'disabled']

/**
 * Sources scanned besides the built pages: the islands (classes they add at run time) and the
 * components that render the portfolio store, whose pages a partial publish re-renders with the
 * trimmed sheets of the last full build (any item type must find its styles there).
 */
const SOURCE_DIRS = ['templates/islands', 'templates/components/portfolio']

async function filesUnder(dir: string, test: (f: string) => boolean): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name)
    if (entry.isFile() && test(full)) out.push(full)
  }
  return out
}

const LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">\s*/g

const hrefOf = (clientDir: string, file: string) => '/' + path.relative(clientDir, file).split(path.sep).join('/')

/**
 * Replaces each page's stylesheet links with one inline `<style>` of the sheets (href → CSS). Synchronous
 * file access: a thousand pages one after another, nothing to overlap with.
 */
function inline(pages: string[], sheets: Map<string, string>) {
  for (const file of pages) {
    const page = readFileSync(file, 'utf8')
    const styles: string[] = []
    const stripped = page.replace(LINK, (_, href: string) => {
      const sheet = sheets.get(href)
      if (sheet === undefined) throw new Error(`${file}: stylesheet ${href} is not in the build`)
      styles.push(sheet)
      return ''
    })
    if (styles.length === 0) continue
    writeFileSync(file, stripped.replace('</head>', `<style>${styles.join('\n')}</style>\n  </head>`))
  }
}

/**
 * Trims Bootstrap and the theme to the selectors the built pages (their tag names, attributes and
 * attribute values, never their text) and the sources above use, then
 * inlines each page's (now small) stylesheets into its head so first paint needs no extra request.
 * A partial publish (`changedPages`) inlines the already trimmed sheets into the re-rendered pages.
 */
export async function run({ clientDir, log, changedPages, pages }: StepContext): Promise<void> {
  const css = await filesUnder(path.join(clientDir, 'assets'), (f) => f.endsWith('.css'))
  if (css.length === 0) return
  if (changedPages) {
    const sheets = new Map<string, string>()
    for (const file of css) sheets.set(hrefOf(clientDir, file), await readFile(file, 'utf8'))
    inline(changedPages, sheets)
    log(`CSS inlined into ${changedPages.length} re-rendered pages`)
    return
  }
  // What the pages can match, gathered while each page was parsed (BuiltPage.styleTokens): PurgeCSS
  // reads one list instead of every page again.
  const tokens = new Set<string>()
  for (const page of pages) for (const token of page.styleTokens) tokens.add(token)
  const sources = (
    await Promise.all(
      SOURCE_DIRS.map((dir) =>
        filesUnder(path.join(projectRoot, dir), (f) => /\.tsx?$/.test(f) && !f.includes('.test.')),
      ),
    )
  ).flat()
  const results = await new PurgeCSS().purge({
    content: [{ raw: [...tokens].join(' '), extension: 'html' }, ...sources],
    css,
    safelist: { standard: SAFELIST, greedy: [/^data-/] },
    keyframes: true,
    variables: true,
    fontFace: true,
  })
  const purged = new Map<string, string>()
  let before = 0
  let after = 0
  for (const result of results) {
    if (!result.file) continue
    before += (await readFile(result.file)).length
    after += result.css.length
    await writeFile(result.file, result.css)
    purged.set(hrefOf(clientDir, result.file), result.css)
  }
  const html = pages.map((page) => page.file)
  inline(html, purged)
  log(
    `CSS trimmed from ${(before / 1024).toFixed(0)} KB to ${(after / 1024).toFixed(0)} KB and inlined into ${html.length} pages`,
  )
}
