/**
 * What the publisher and the admin service may call of the generator: `publisher/` and `admin-service/`
 * import `generator/` only through this module (`npm run lint`: .dependency-cruiser.cjs,
 * `publisher-uses-generator-index`); everything else in the folder is the build's own.
 *
 * The admin service's process loads this module with the service (publisher/Publisher.ts,
 * ReleaseBuilder.ts, the deploy, the public site's static serving), so every module re-exported here
 * is light at import: none loads PurgeCSS, the blog parser (remark), the feed writer, Vite or Vike
 * (generator/index.test.ts checks it). The one export that would, `finishBuild` (its post-build steps
 * read the blog and the portfolio store), is a wrapper that imports finishBuild.ts on its first call,
 * which only the warm renderer makes (publisher/partialBuild.ts, in publishWorker.ts's process).
 * Likewise `readStylesheets` and `finishParsedPage` come from stylesheetLinks.ts and pageWriter.ts, not
 * from css.ts, whose trim loads PurgeCSS; `serverRenderer` imports Vike when it is called.
 */
import type { finishBuild as finishBuildNow } from './finishBuild.ts'

/** The build configuration from the environment, and the project's folder. */
export { loadConfig, projectRoot, type GeneratorConfig, type PublicEnv } from './config.ts'
/** A full build: started by the publisher as `site build` (ReleaseBuilder.ts) in a folder of its own. */
export { linkProjectModules } from './prerender.ts'
/** Whether the image cache holds AVIF yet (a service's first publish leaves AVIF out when it does not). */
export { hasAvifOutputs } from './imageCache.ts'
/** A full build's progress, as its processes report it (the publisher's limit and status). */
export { isProgressMessage, type BuildProgress, type ProgressMessage } from './buildProgress.ts'
/** Errors as they cross processes (the warm renderer's replies, a full build's failure). */
export {
  BuildProcessError,
  describeFailure,
  serializeError,
  type CommandFailure,
  type SerializedError,
} from './messages.ts'
/** Releases: a build copied (hard links where it can), a page written as a new file. */
export { copyBuild } from './copyBuild.ts'
export { writeNew } from './writeNew.ts'
/** Serving and deploying a built site. */
export { cacheControlFor, staticSite } from './staticSite.ts'
export { redirectTarget } from './redirectPage.ts'
/** A partial publish (the warm renderer): pages rendered again and finished as a full build writes them. */
export { serverRenderer, vikeFileOfRoute, type RenderFn } from './vikeWorkarounds.ts'
export { readStylesheets } from './stylesheetLinks.ts'
export { finishParsedPage } from './pageWriter.ts'
export { ParsedPageCache, type BuiltPage } from './builtPages.ts'
export { checkSite, formatOffenders } from './check.ts'
/** sitemap.xml as the sitemap step writes it (a listing's publish replaces the listings' entries). */
export { readSitemap, writeSitemap, type SitemapEntry } from './steps/sitemap.ts'
export type { BuildSummary } from './finishBuild.ts'
/** The listings' pages and their MLS rules. */
export { checkMlsCompliance, type ComplianceSubject } from './checks/mlsCompliance.ts'

/**
 * The post-build steps and `site check` of a partial publish (finishBuild.ts), imported on the first
 * call: the steps load the blog parser and the feed writer, which the admin service's process never needs.
 */
export async function finishBuild(...args: Parameters<typeof finishBuildNow>): ReturnType<typeof finishBuildNow> {
  const { finishBuild: finish } = await import('./finishBuild.ts')
  return finish(...args)
}
