import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { nearestNodeModules, ownRedirectPage, withConfigFileOutsideNodeModules } from './vikeWorkarounds.ts'

// The head of the page Vike 0.4.266 writes for `redirects: { '/services/automation': '/services/ai-services' }`.
const vikeRedirect = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8">
  <meta http-equiv="refresh" content="0;url=/services/ai-services">
  <link rel="canonical" href="/services/ai-services" />
  <title>Redirect /services/ai-services</title>
</head><body></body></html>`

describe('ownRedirectPage', () => {
  it('replaces a Vike redirect page by a valid one with an absolute canonical link', () => {
    const page = ownRedirectPage(vikeRedirect, 'https://www.example.com')
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/services/ai-services">')
    expect(page).toContain('<link rel="canonical" href="https://www.example.com/services/ai-services">')
    expect(page).toContain('<a href="/services/ai-services">')
    expect(page).not.toContain('<script')
  })

  it('leaves every other page alone', () => {
    const page = '<!DOCTYPE html>\n<html lang="en-CA"><head><meta charset="utf-8"></head></html>'
    expect(ownRedirectPage(page, 'https://www.example.com')).toBe(page)
  })
})

describe('withConfigFileOutsideNodeModules (workaround 11)', () => {
  it("has Vite load a project's config file without writing into its node_modules, then removes its folder", async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'config-outside-'))
    try {
      const project = path.join(work, 'project')
      await mkdir(path.join(project, 'node_modules'), { recursive: true })
      await writeFile(path.join(project, 'package.json'), '{ "type": "module" }')
      // TypeScript with import.meta, as vite.config.ts has: it must still name its own folder.
      const configFile = path.join(project, 'vite.config.ts')
      await writeFile(
        configFile,
        "import path from 'node:path'\nexport default { root: path.join(import.meta.dirname, 'templates') as string }\n",
      )
      const temp = path.join(work, 'tmp')
      await mkdir(temp)
      expect(nearestNodeModules(temp), 'a node_modules folder above the temporary folder').toBeNull()
      const { loadConfigFromFile } = await import('vite')

      const loaded = await withConfigFileOutsideNodeModules(
        { configFile, build: { outDir: 'out' } },
        async (viteConfig) => {
          expect(viteConfig.build).toEqual({ outDir: 'out' })
          expect(viteConfig.configFile).not.toBe(configFile)
          return loadConfigFromFile({ command: 'build', mode: 'production' }, viteConfig.configFile as string)
        },
        temp,
      )
      expect(loaded?.config.root).toBe(path.join(project, 'templates'))
      expect(loaded?.dependencies).toContain(configFile)
      expect(await readdir(path.join(project, 'node_modules'))).toEqual([])
      expect(await readdir(temp)).toEqual([])
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  })

  it('gives the configuration as it is when a node_modules folder is above the temporary folder', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'config-outside-'))
    try {
      await mkdir(path.join(work, 'node_modules'))
      await mkdir(path.join(work, 'tmp'))
      const viteConfig = { configFile: path.join(work, 'vite.config.ts') }
      expect(nearestNodeModules(path.join(work, 'tmp'))).toBe(path.join(work, 'node_modules'))
      const given = await withConfigFileOutsideNodeModules(viteConfig, async (c) => c, path.join(work, 'tmp'))
      expect(given).toBe(viteConfig)
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  })
})
