import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PurgeCSS } from 'purgecss'
import { projectRoot } from '../config.ts'
import type { StepContext } from '../build.ts'

/** Classes only islands add at run time (checked against templates/islands sources too). */
const SAFELIST = ['show', 'is-solid', 'collapsed', 'collapsing', 'loaded', 'loading', 'active', 'disabled']

async function filesUnder(dir: string, test: (f: string) => boolean): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name)
    if (entry.isFile() && test(full)) out.push(full)
  }
  return out
}

const LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">\s*/g

/**
 * Trims Bootstrap and the theme to the selectors the built pages and islands use, then inlines each
 * page's (now small) stylesheets into its head so first paint needs no extra request.
 */
export async function run({ clientDir, log }: StepContext): Promise<void> {
  const html = await filesUnder(clientDir, (f) => f.endsWith('.html'))
  const css = await filesUnder(path.join(clientDir, 'assets'), (f) => f.endsWith('.css'))
  if (css.length === 0) return
  const islands = await filesUnder(
    path.join(projectRoot, 'templates', 'islands'),
    (f) => /\.tsx?$/.test(f) && !f.includes('.test.'),
  )
  const results = await new PurgeCSS().purge({
    content: [...html, ...islands],
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
    purged.set('/' + path.relative(clientDir, result.file).split(path.sep).join('/'), result.css)
  }
  for (const file of html) {
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
  log(
    `CSS trimmed from ${(before / 1024).toFixed(0)} KB to ${(after / 1024).toFixed(0)} KB and inlined into ${html.length} pages`,
  )
}
