/**
 * The prerender process's program (prerender.ts starts it, compiled: compilePrograms.ts): has Vike render
 * every page with the build's server bundle into a PageSink (pageSink.ts), which parses each on the page
 * thread as it comes, then finishes the build there (trim, write, post-build steps, check) and answers
 * with the summary, each phase timed.
 *
 * The process loads no TypeScript loader: Vite and Vike load as plain Node loads them. It never imports
 * Vike statically: vikeWorkarounds.ts loads it when the prerender starts.
 */
import type { InlineConfig } from 'vite'
import { optimisationOn } from '../lib/optimisations.ts'
import type { BuildSummary } from './finishBuild.ts'
import { runAsProgram } from './messages.ts'
import { PageSink, type PageSinkOptions } from './pageSink.ts'
import { Timings } from './timings.ts'
import { processViteConfig } from './processViteConfig.ts'
import { prerenderPages, useServerBundle } from './vikeWorkarounds.ts'

export interface PrerenderInput {
  viteConfig: InlineConfig
  options: PageSinkOptions
}

await runAsProgram(async ({ viteConfig, options }: PrerenderInput): Promise<BuildSummary> => {
  useServerBundle(options.config.outDir)
  const pages = new PageSink(options, new Timings())
  try {
    await prerenderPages(await processViteConfig(viteConfig), pages, optimisationOn('body-apart'))
  } catch (error) {
    // The pages rendered before the failure, so its log shows how far the build went.
    pages.flushLog()
    throw error
  }
  return pages.finish()
})
