import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BUNDLE_PROGRAM_PREFIX,
  compileBundleProgram,
  compiledPrograms,
  compilePrerenderPrograms,
} from './compilePrograms.ts'
import { projectRoot } from './config.ts'
import { BuildProcessError } from './messages.ts'
import { runNodeProgram } from './nodeProgram.ts'
import { PageThread } from './pageThread.ts'
import { linkProjectModules } from './prerender.ts'

const outDir = mkdtempSync(path.join(tmpdir(), 'compiled-programs-'))
const { prerender, thread } = compiledPrograms(outDir)
// A build outside the project reaches its packages through a link, as prerender.ts makes it.
beforeAll(() => Promise.all([compilePrerenderPrograms(outDir), linkProjectModules(outDir)]), 60_000)
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('compiled programs', () => {
  it('writes the prerender and page thread programs into the bundle, with source maps', () => {
    expect(prerender).toBe(path.join(outDir, 'server/site-generator/prerenderProcess.mjs'))
    expect(thread).toBe(pathToFileURL(path.join(outDir, 'server/site-generator/pageThread.mjs')).href)
    const map = JSON.parse(readFileSync(`${prerender}.map`, 'utf8')) as { sources: string[] }
    expect(map.sources.some((source) => source.endsWith('generator/prerenderProcess.ts'))).toBe(true)
  })

  it('keeps the project folder the sources are in (config.ts finds it by its own URL)', () => {
    // The program and the chunks it shares with the page thread and its lazily imported modules.
    const chunks = path.join(path.dirname(prerender), 'chunks')
    const code = [prerender, ...readdirSync(chunks).map((name) => path.join(chunks, name))]
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    expect(code).toContain(JSON.stringify(pathToFileURL(path.join(projectRoot, 'generator/config.ts')).href))
    expect(code).toMatch(/projectRoot = .*"file:\/\/[^"]*\/generator\/config\.ts"/)
  })

  it('gives a page thread that parses as the one on this thread does', async () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><main><h1>Hi</h1></main></body></html>'
    const compiled = new PageThread(thread)
    const here = new PageThread()
    try {
      const file = path.join(outDir, 'client/index.html')
      expect(await compiled.parse('/', file, html)).toEqual(await here.parse('/', file, html))
    } finally {
      await Promise.all([compiled.close(), here.close()])
    }
  })

  it('runs the prerender program in plain Node; its failure comes back with name, stack in the source and cause', async () => {
    // A build without an output folder: the program fails in its own code, before Vike starts.
    const input = { viteConfig: {}, options: { config: {} } }
    const failure = await runNodeProgram(prerender, input, { youngGenerationMiB: 8 }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(BuildProcessError)
    const error = failure as BuildProcessError
    expect(error.name).toBe('TypeError')
    expect(error.message).toMatch(/"path" argument must be of type string/)
    // Source maps: the stack names the TypeScript source of the compiled program.
    expect(error.stack).toMatch(/generator[\\/]vikeWorkarounds\.ts:\d+/)
  })

  it('compiles the bundling program on its own, loadable by plain Node', async () => {
    const program = await compileBundleProgram()
    try {
      expect(path.basename(program.file)).toBe('bundleProcess.mjs')
      // The site's Vite configuration is a chunk it imports when it runs, not as it starts.
      expect(readdirSync(path.join(program.dir, 'chunks')).some((name) => /^viteConfig-.*\.mjs$/.test(name))).toBe(true)
      // Without an IPC channel the program refuses to run, saying why (and so never starts Vite here).
      const run = () => execFileSync(process.execPath, [program.file, '{}'], { cwd: projectRoot, stdio: 'pipe' })
      expect(run).toThrow(/IPC channel/)
    } finally {
      await rm(program.dir, { recursive: true, force: true })
    }
    expect(fileURLToPath(thread)).toMatch(/pageThread\.mjs$/)
  })

  it('removes the bundling program folders killed builds left in .cache/ over an hour ago, not a running one', async () => {
    const cache = path.join(projectRoot, '.cache')
    await mkdir(cache, { recursive: true })
    const [killed, running] = await Promise.all([
      mkdtemp(path.join(cache, BUNDLE_PROGRAM_PREFIX)),
      mkdtemp(path.join(cache, BUNDLE_PROGRAM_PREFIX)),
    ])
    try {
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000)
      await utimes(killed, twoHoursAgo, twoHoursAgo)
      const program = await compileBundleProgram()
      await rm(program.dir, { recursive: true, force: true })
      expect(existsSync(killed)).toBe(false)
      expect(existsSync(running)).toBe(true)
    } finally {
      await Promise.all([killed, running].map((dir) => rm(dir, { recursive: true, force: true })))
    }
  })
})
