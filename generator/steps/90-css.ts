import { readFileSync, writeFileSync } from 'node:fs'
import type { StepContext } from '../build.ts'
import { inlineStylesheets, readStylesheets } from '../css.ts'

/**
 * A partial publish inlines its base's trimmed stylesheets into the pages it re-rendered. (A full build
 * trims the sheets and inlines them as it writes each page: generator/prerender.ts and css.ts.)
 */
export async function run({ clientDir, log, changedPages }: StepContext): Promise<void> {
  if (!changedPages) return
  const sheets = await readStylesheets(clientDir)
  for (const file of changedPages) writeFileSync(file, inlineStylesheets(readFileSync(file, 'utf8'), sheets, file))
  log(`CSS inlined into ${changedPages.length} re-rendered pages`)
}
