import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compiledSink, compileSink } from './compiledSink.ts'
import { projectRoot } from './config.ts'
import { PageThread } from './pageThread.ts'
import { linkProjectModules } from './prerender.ts'

const outDir = mkdtempSync(path.join(tmpdir(), 'compiled-sink-'))
const { sink, thread } = compiledSink(outDir)
// A build outside the project reaches its packages through a link, as prerender.ts makes it.
beforeAll(() => Promise.all([compileSink(outDir), linkProjectModules(outDir)]), 60_000)
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('compileSink', () => {
  it('writes the sink and the page thread into the bundle, loadable by plain Node', () => {
    expect(sink).toBe(pathToFileURL(path.join(outDir, 'server/site-generator/pageSink.mjs')).href)
    const program = `const sink = await import(${JSON.stringify(sink)}); const thread = await import(${JSON.stringify(thread)});
      console.log(typeof sink.PageSink, typeof thread.servePages)`
    const output = execFileSync(process.execPath, ['--input-type=module', '--eval', program], { cwd: projectRoot })
    expect(output.toString().trim()).toBe('function function')
  })

  it('keeps the project folder the sources are in (config.ts finds it by its own URL)', () => {
    const code = readFileSync(fileURLToPath(sink), 'utf8')
    expect(code).toContain(JSON.stringify(pathToFileURL(path.join(projectRoot, 'generator/config.ts')).href))
    expect(code).toMatch(/projectRoot = .*"file:\/\/[^"]*\/generator\/config\.ts"/)
  })

  it('gives a page thread that parses as the source one does', async () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><main><h1>Hi</h1></main></body></html>'
    const compiled = new PageThread(thread)
    const source = new PageThread()
    try {
      const file = path.join(outDir, 'client/index.html')
      expect((await compiled.parse('/', file, html)).page).toEqual((await source.parse('/', file, html)).page)
    } finally {
      await Promise.all([compiled.close(), source.close()])
    }
  })
})
