import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { projectRoot } from './config.ts'
import { sassReuse } from './sassReuse.ts'

// Sass sheets must be in the project (the plugin leaves any other alone): a folder under .cache/.
const sheets = mkdtempSync(path.join(projectRoot, '.cache', 'sass-reuse-test-'))
const cacheDir = mkdtempSync(path.join(tmpdir(), 'sass-cache-'))
afterAll(() => {
  rmSync(sheets, { recursive: true, force: true })
  rmSync(cacheDir, { recursive: true, force: true })
})
const sheet = path.join(sheets, 'site.scss')
writeFileSync(sheet, "@use 'colours';\n.badge { color: colours.$brand; }\n")
writeFileSync(path.join(sheets, '_colours.scss'), '$brand: #0a58ca;\n')

type Hook = (this: unknown, ...args: unknown[]) => unknown

/** One build's use of the plugin: the CSS of the sheet as Vite would load it. */
async function cssOfSheet(env: Record<string, string> = {}): Promise<{ id: string | null; css: unknown }> {
  const plugin = sassReuse({ cacheDir })
  ;(plugin.configResolved as Hook)({ css: { preprocessorOptions: { scss: {} } } })
  const context = { resolve: async (source: string) => ({ id: path.resolve(sheets, source), external: false }) }
  const saved = process.env.SITE_BUILD_WITHOUT
  if (env.SITE_BUILD_WITHOUT) process.env.SITE_BUILD_WITHOUT = env.SITE_BUILD_WITHOUT
  try {
    const id = (await (plugin.resolveId as Hook).call(context, './site.scss', path.join(sheets, 'x.ts'), {})) as
      string | null
    const css = id && (await (plugin.load as Hook).call({ addWatchFile: () => {} }, id))
    return { id, css }
  } finally {
    if (saved === undefined) delete process.env.SITE_BUILD_WITHOUT
    else process.env.SITE_BUILD_WITHOUT = saved
  }
}

describe('sassReuse', () => {
  it('compiles a sheet once, keeps its CSS, and compiles it again when a file it uses changes', async () => {
    const first = await cssOfSheet()
    expect(first.id).toBe(path.join(sheets, 'site.css?compiled-sass'))
    expect(first.css).toBe('.badge {\n  color: #0a58ca;\n}')

    // The next build takes the kept CSS, not Sass's: marked here to tell them apart.
    const [entry] = readdirSync(cacheDir)
    const file = path.join(cacheDir, entry!)
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { css: string; files: { file: string }[] }
    expect(kept.files.map((f) => path.basename(f.file)).sort()).toEqual(['_colours.scss', 'site.scss'])
    writeFileSync(file, JSON.stringify({ ...kept, css: `/* kept */\n${kept.css}` }))
    expect((await cssOfSheet()).css).toBe('/* kept */\n.badge {\n  color: #0a58ca;\n}')

    // A partial changed: compiled again.
    writeFileSync(path.join(sheets, '_colours.scss'), '$brand: #146c43;\n')
    expect((await cssOfSheet()).css).toBe('.badge {\n  color: #146c43;\n}')
  })

  it('leaves the sheet to Vite when switched off (site build --without sass-reuse)', async () => {
    expect((await cssOfSheet({ SITE_BUILD_WITHOUT: 'sass-reuse' })).id).toBeNull()
  })
})
