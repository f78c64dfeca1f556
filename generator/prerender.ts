/**
 * Prerendering, in a process of its own (prerenderProcess.ts): Vike's `prerender()` renders every page
 * (`+onBeforePrerenderStart`, static routes, the 404 page, redirects) and hands each to a `PageSink`
 * (pageSink.ts), which writes the pages and runs the post-build steps and `site check`.
 * This module only starts that process: the build's parent process loads as little as it can, since its
 * memory counts on top of each phase's.
 */
import { mkdir, symlink } from 'node:fs/promises'
import path from 'node:path'
import type { BuildProgress } from './buildProgress.ts'
import { projectRoot } from './config.ts'
import { compiledPrograms } from './compilePrograms.ts'
import type { BuildSummary } from './finishBuild.ts'
import { runNodeProgram } from './nodeProgram.ts'
import type { PageSinkOptions } from './pageSink.ts'
import type { PrerenderInput } from './prerenderProcess.ts'
import { viteConfigFor } from './vikeWorkarounds.ts'

/**
 * A build's server bundle imports vike, react and the rest from node_modules, found by walking up from
 * the bundle: a folder outside the project gets a link to the project's.
 */
export async function linkProjectModules(dir: string): Promise<void> {
  if (!path.relative(projectRoot, dir).startsWith('..')) return
  await mkdir(dir, { recursive: true })
  await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir').catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error
    },
  )
}

/**
 * Renders every page of the build in `<config.outDir>/server` into `<config.outDir>/client`, then runs the
 * post-build steps and `site check`, in a new process; `startedAt` (`Date.now()`) is the build's start.
 * `onProgress` hears the pages rendered (buildProgress.ts).
 */
export async function prerenderSite(
  { config, startedAt }: Omit<PageSinkOptions, 'threadModule'>,
  onProgress?: (progress: BuildProgress) => void,
): Promise<BuildSummary> {
  await linkProjectModules(config.outDir)
  const { prerender, thread } = compiledPrograms(config.outDir)
  const input: PrerenderInput = {
    viteConfig: viteConfigFor(config.outDir),
    options: { config, startedAt, threadModule: thread },
  }
  return runNodeProgram<BuildSummary>(prerender, input, { youngGenerationMiB: 8, lateTierUp: true, onProgress })
}
