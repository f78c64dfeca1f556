import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { ParsedPageCache, type BuiltPage } from './builtPages.ts'
import { checkSite, formatOffenders } from './check.ts'
import type { StepContext } from './steps/BuildStep.ts'
import { buildSteps } from './steps/index.ts'
import { Timings, type PhaseTime } from './timings.ts'
import type { MemoCount } from '../lib/memo.ts'

export interface BuildSummary {
  routes: string[]
  ms: number
  bytes: number
  outDir: string
  /** The phases of the build's process that made it (a full build's prerender), each timed. */
  phases?: PhaseTime[]
  /** The memos of the process that rendered the pages, with their hits and misses. */
  memos?: MemoCount[]
}

/**
 * Post-build steps (steps/index.ts), then `site check`, then the summary line. Shared by full and partial
 * builds: a full build passes the pages it parsed as it rendered them, and `pagesWritten` while its pages
 * are still being written into their files (which exist: pageThread.ts makes them as the pages come, and
 * `site check` only looks files up); a partial publish passes its cache of parsed pages, which re-parses
 * only the pages it changed. `startedAt` is the build's start (`Date.now()`, which holds across processes).
 */
export async function finishBuild(
  context: Omit<StepContext, 'pages'> & {
    pages?: BuiltPage[]
    parsedPages?: ParsedPageCache
    /** Resolves once every page's file exists (a full build makes them empty while it trims the sheets). */
    pagesMade?: Promise<void>
    /** Resolves once the pages' links are final (a full build points them at its trimmed sheets). */
    pagesLinked?: Promise<void>
    pagesWritten?: Promise<void>
    /** Where the steps and the check are timed, by name. */
    timings?: Timings
  },
  startedAt: number,
): Promise<BuildSummary> {
  const timings = context.timings ?? new Timings()
  const { clientDir, config, log, parsedPages = new ParsedPageCache(), pagesWritten = Promise.resolve() } = context
  const pages = context.pages ?? (await parsedPages.read(clientDir))
  const stepContext: StepContext = { clientDir, config, log, changedPages: context.changedPages, pages }
  await context.pagesMade
  for (const step of buildSteps) await timings.phase(`step: ${step.name}`, () => step.run(stepContext))
  await context.pagesLinked
  const offenders = await timings.phase('site check', () =>
    checkSite(clientDir, { siteOrigin: config.public.siteOrigin, only: context.changedPages, pages }),
  )
  await pagesWritten
  if (offenders.length > 0)
    throw new Error(`site check found ${offenders.length} problem(s):\n${formatOffenders(offenders)}`)
  const routes = pages.map((page) => page.route).sort()
  let bytes = 0
  for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += statSync(path.join(entry.parentPath, entry.name)).size
  const summary = { routes, ms: Date.now() - startedAt, bytes, outDir: clientDir }
  log(
    `Built ${routes.length} pages in ${(summary.ms / 1000).toFixed(1)} s: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${clientDir}`,
  )
  return summary
}
