import type { InlineConfig } from 'vite'
import { optimisationOn } from '../lib/optimisations.ts'
import { inlineSiteConfig } from './vikeWorkarounds.ts'

/**
 * The Vite configuration the bundling and prerender processes give Vike: the site's, inline (workaround 12 in
 * vikeWorkarounds.ts, optimisation `inline-config`), with `viteConfig`'s settings over it; or `viteConfig` as
 * the parent sent it, naming vite.config.ts for Vike and Vite to load.
 */
export async function processViteConfig(viteConfig: InlineConfig): Promise<InlineConfig> {
  if (!optimisationOn('inline-config')) return viteConfig
  // Imported here: the site's configuration imports Vite's plugins, which load as the process gets here
  // (a chunk of its own in the compiled programs, compilePrograms.ts), not as it starts.
  const { siteViteConfig } = await import('./viteConfig.ts')
  return inlineSiteConfig(siteViteConfig({ vike: false }), viteConfig)
}
