import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { htmlFiles } from '../../generator/builtPages.ts'
import { builtSiteDir } from './site.ts'

/** The checker itself, from the vnu-jar package (its own Java download is never used). */
const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar')
/** The Java runtime that runs the checker: Debian's, installed by scripts/ensure-test-tools.mjs. */
const JAVA = process.env.JAVA_PATH ?? '/usr/bin/java'

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  url: string
  lastLine?: number
  message: string
  extract?: string
}

describe('the W3C Nu HTML checker', () => {
  it('finds no error on any built page', { timeout: 180_000 }, async () => {
    const files = (await htmlFiles(builtSiteDir)).map((page) => page.file)
    expect(files.length).toBeGreaterThan(60)
    // One JVM for every page; --exit-zero-always: the errors are read from the report, not the status.
    const { stdout, stderr } = await promisify(execFile)(
      JAVA,
      ['-jar', VNU_JAR, '--errors-only', '--exit-zero-always', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(stderr || stdout) as { messages: VnuMessage[] }
    const errors = messages.map((m) => `${m.url.replace(/^file:.*?\/client\//, '')}:${m.lastLine ?? ''} ${m.message}`)
    console.log(`Nu HTML checker: ${files.length} pages, ${errors.length} errors`)
    expect(errors).toEqual([])
  })
})
