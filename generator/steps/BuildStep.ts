import type { BuiltPage } from '../builtPages.ts'
import type { GeneratorConfig } from '../config.ts'

/** What a post-build step gets: the built site, the configuration and the log. */
export interface StepContext {
  clientDir: string
  config: GeneratorConfig
  log: (line: string) => void
  /**
   * Set by a partial publish (publisher/partialBuild.ts): the HTML files it re-rendered. Steps that only
   * depend on content a partial publish cannot change (feed, sitemap) skip; the others may limit their work.
   */
  changedPages?: string[]
  /** Every page of the site, parsed once (builtPages.ts), before the steps rewrite any. */
  pages: BuiltPage[]
}

/**
 * A post-build step, registered in steps/index.ts. A full build runs the steps while its pages are
 * being written (generator/pageSink.ts): a step works from the parsed pages, never from page files.
 */
export interface BuildStep {
  name: string
  run(ctx: StepContext): Promise<void>
}
