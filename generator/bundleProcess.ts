/**
 * The bundling process's program (bundle.ts starts it, compiled: compilePrograms.ts): Vike's `build()`,
 * Vite's client and server builds, with the Vite configuration it is given.
 *
 * The process is plain Node, without tsx: Vite loads vite.config.ts (and what it imports) by bundling it
 * (from outside node_modules: vikeWorkarounds.ts, workaround 11), and Vike transpiles the `+` files itself,
 * so no TypeScript loader is needed. tsx's loader rewrites every module that has a dynamic import and
 * inlines a source map into it: about 150 MiB more when it loads Vite, Rolldown and Vike.
 */
import type { InlineConfig } from 'vite'
import { runAsProgram } from './messages.ts'
import { withConfigFileOutsideNodeModules } from './vikeWorkarounds.ts'

await runAsProgram(async (viteConfig: InlineConfig) => {
  const { build } = await import('vike/api')
  await withConfigFileOutsideNodeModules(viteConfig, (viteConfig) => build({ viteConfig }))
})
