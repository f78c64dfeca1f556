import { describe, expect, it } from 'vitest'
import { htmlFiles } from '../../generator/builtPages.ts'
import { nuMessages } from '../support/nuChecker.ts'
import { builtSiteDir } from './site.ts'

describe('the W3C Nu HTML checker', () => {
  it('finds no error on any built page', { timeout: 180_000 }, async () => {
    const files = (await htmlFiles(builtSiteDir)).map((page) => page.file)
    expect(files.length).toBeGreaterThan(60)
    const messages = await nuMessages(files)
    const errors = messages.map((m) => `${m.url.replace(/^file:.*?\/client\//, '')}:${m.lastLine ?? ''} ${m.message}`)
    console.log(`Nu HTML checker: ${files.length} pages, ${errors.length} errors`)
    expect(errors).toEqual([])
  })
})
