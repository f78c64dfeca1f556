/**
 * The bundling process's program (bundle.ts starts it, compiled: compilePrograms.ts): Vike's `build()`,
 * Vite's client and server builds, with the Vite configuration it is given.
 *
 * The process is plain Node, without tsx: the site's Vite configuration is compiled with it and given
 * inline (vikeWorkarounds.ts, workaround 12; without it, Vite loads vite.config.ts by bundling it, from
 * outside node_modules: workaround 11), and Vike transpiles the `+` files itself, so no TypeScript loader is
 * needed. tsx's loader rewrites every module that has a dynamic import and
 * inlines a source map into it: about 150 MiB more when it loads Vite, Rolldown and Vike.
 */
import type { InlineConfig } from 'vite'
import { runAsProgram } from './messages.ts'
import { processViteConfig } from './processViteConfig.ts'
import { withConfigFileOutsideNodeModules } from './vikeWorkarounds.ts'

await runAsProgram(async (viteConfig: InlineConfig) => {
  const { build } = await import('vike/api')
  // With no config file to load (workaround 12), the configuration goes to Vike as it is.
  await withConfigFileOutsideNodeModules(await processViteConfig(viteConfig), (viteConfig) => build({ viteConfig }))
})
