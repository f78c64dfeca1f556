/**
 * Every place the build depends on Vike internals, on its output conventions, or works around its defaults,
 * in one file: `git grep -e _prerender -e autoImporter -e vitePluginServerEntry -e entry\.mjs -e 'index\.html'`
 * outside this file finds nothing of Vike's that is not listed here. Vike and Vite are pinned to exact
 * versions in package.json; an upgrade should start here. Each item says what would remove it; where an
 * upstream issue or discussion exists, it is named (none was found for 3, 4, 6 and 9: they are to file).
 *
 * 1. `prerenderPages()`: Vike's experimental `onPagePrerender` option and its `_prerenderResult`,
 *    `_prerenderContext`. Each rendered page comes to us instead of being written, so it is parsed once as
 *    it renders and written once, linking the trimmed CSS. Vike also keeps every page's text until the
 *    process ends (in `prerenderContext.output` and each page's `_prerenderResult`, which no Vike code
 *    reads again): we let go of both once the sink has the page.
 *    Goes when Vike has a public per-page hook of prerender (vikejs/vike#2123 exposed the prerender's
 *    output to Vite plugins, after the whole prerender; the option is marked "don't use without having
 *    talked to a vike maintainer").
 * 2. `serverRenderer()` with `prerender.keepDistServer` (templates/+config.ts): a partial publish loads a
 *    full build's server bundle (`serverEntryOf`) and renders the portfolio pages with Vike's production
 *    `renderPage()`, about 0.5-1 s from an admin edit to the live site instead of a 20-40 s full build.
 *    Goes when Vike can render with a given build's server bundle through a public API.
 * 3. `viteConfigFor()`: the output folder is passed relative to Vite's root because Vike joins an
 *    absolute `build.outDir` onto the root, which breaks releases outside the project (the admin's
 *    releases folder, tests' temp folders). Goes when Vike keeps absolute out dirs as they are.
 * 4. `leanAssetsManifest()`: string-patches the assets manifest Vike embeds in the server bundle. Vike
 *    counts every file a page's server code imports as an asset of the page (here about 340 encoded
 *    photos), then sorts, de-duplicates and filters them for each page: about 1.5 ms of every page's
 *    render. `includeAssetsImportedByServer: false` would also drop the CSS. Fails the build loudly if
 *    Vike's layout changes. Goes when Vike can keep only CSS/JS assets, or stops re-sorting per page.
 * 5. `clientCodeSplitting` and `nameVikeCssGroup()`: the client build's `codeSplitting` is given as an
 *    object, so that Vike adds its CSS group to it instead of wrapping `manualChunks`, which made Rolldown
 *    split React over four chunks (the islands runtime is one chunk this way); the group Vike adds is
 *    named so Rolldown's timing report does not complain about an unnamed one. Go when Vike adds its
 *    group without replacing the chunking, and names it.
 * 6. `ownRedirectPage()`: Vike's static redirect page (`redirects` in +config.ts) writes
 *    `content="0;url=…"`, which the W3C Nu HTML checker rejects (it wants `0; url=…`), with a relative
 *    canonical link and an inline script. Each one is replaced by a page of ours to the same target; the
 *    deploy reads the target back (generator/redirectPage.ts). Goes when Vike's
 *    redirect page validates.
 * 7. `useServerBundle()`, `serverBundleOfPrerender()` (viteConfig.ts) and
 *    `vitePluginServerEntry.disableAutoImport` in `viteConfigFor()`: Vike's `prerender()` finds the server
 *    bundle through @brillout/vite-plugin-server-entry's
 *    `@brillout/vite-plugin-server-entry/dist/esm/runtime/autoImporter.js`, a file in node_modules that
 *    each Vite build rewrote to point at its own output; a build that reused its bundles (bundleCache.ts),
 *    or ran beside another in the same checkout, rendered with the other build's server code. Its
 *    fallback, a crawler of the out dir, refuses a build folder under another top-level folder than the
 *    working directory (`isWebpackResolve` in
 *    @brillout/vite-plugin-server-entry/dist/esm/runtime/crawlOutDir.js: /tmp against /work), and importing the
 *    entry ourselves before `prerender()` starts is undone by it (`clearGlobalContext()` in
 *    vike/dist/node/api/prepareViteApiCall.js) or, once it has, refused (`assertIsNotInitializedYet`,
 *    vike/dist/server/runtime/globalContext.js). So Vite's build no longer writes the file (the plugin's own
 *    setting, brillout/vite-plugin-server-entry#36), and the prerender's Vite plugin imports its own
 *    build's entry once `prerender()` has resolved the Vite configuration (after the clearing, before the
 *    initialising), while Vike takes the process for a Cloudflare worker (`isCloudflareWorkers()`), for
 *    which `setGlobalContext_prodBuildEntry` keeps the entry without initialising
 *    (`skipGlobalContextInit`); `prerender()` initialises from it. Nothing is written into node_modules.
 *    Module hooks answering the auto-importer in memory also worked, but Node 20's loader thread cost
 *    0.25-0.3 s of each prerender's start. The sink still refuses a page Vike means for another folder.
 *    Goes when Vike's `prerender()` takes the server bundle (or its folder) to use.
 * 8. templates/documentMarkers.ts gives +onRenderHtml Vike's placeholders for its tags
 *    (`__VITE_PLUGIN_SSR__ASSETS_FIRST__`, `__VITE_PLUGIN__SSR_ASSETS_LAST__`), which Vike still reads but
 *    means to deprecate: without them it searches each page for `<head>` and `</body>` with
 *    case-insensitive patterns, splits and joins it around them. Goes when Vike deprecates them (then the
 *    searches are back, a tenth of a millisecond a page).
 * 9. The prerender asks for each page's body apart (`pageContextInit.bodyApart`, templates/documentMarkers.ts;
 *    optimisation `body-apart`): +onRenderHtml leaves a placeholder for it in the document Vike injects its
 *    tags into, and the sink puts it back. Even at its placeholders Vike splits, joins and tests the whole
 *    page several times (createHtmlHeadIfMissing, injectHtmlFragment): about 200 KB of strings a page,
 *    0.4 ms of its time at 1000 extra posts. Goes when Vike injects without copying the page.
 * 10. Vike's output conventions, read by the build and the publisher: `vikeFileOfRoute` (the file Vike
 *    writes for a route: publisher/partialBuild.ts writes re-rendered pages there), `outputFileOf` (where a
 *    section's not-found page goes instead), `VIKE_STYLESHEET_LINK` (the link Vike writes, which css.ts
 *    points at the trimmed sheet), `serverEntryOf` (the server bundle's entry) and Vike's `client/` and
 *    `server/` folders of a build (compilePrograms.ts puts the build's own programs in `server/`). They go
 *    or change with Vike's output layout.
 * 11. `withConfigFileOutsideNodeModules()`: without workaround 12 (`--without inline-config`), the bundling
 *    and prerender processes give Vike vite.config.ts through a one-line module that re-exports it, in a
 *    new folder under the system's temporary folder. Vite loads a config file by bundling it into a
 *    uniquely named module in the `node_modules` nearest to the file (`node_modules/.vite-temp`), or beside
 *    the file when no folder above it has one (Vite's `loadConfigFromBundledFile`),
 *    imports it and deletes it: nine times a build (`DEBUG=vite:config`: Vike's `loadViteConfigFile` in
 *    vike/dist/node/api/resolveViteConfigUser.js, then Vite's for the builder and each environment; six in the
 *    bundling, three in the prerender). Vite's `configLoader: 'native'` cannot load TypeScript on Node 20,
 *    and Vike's own load passes no `configLoader` on. Through the re-exporting module, Vite bundles the
 *    same files (imported by absolute path) and writes its temporary module beside it: nothing is written
 *    into node_modules (tests/build/optimisations.test.ts). Goes with workaround 12's switch, or when Vite's
 *    loader takes a folder for its temporary file (asked in vitejs/vite#15441, closed).
 * 12. `inlineSiteConfig()` (optimisation `inline-config`): the bundling and prerender processes give Vike
 *    the site's Vite configuration inline (generator/viteConfig.ts, called in the process) with
 *    `configFile: false`, instead of the file that Vike and Vite load nine times, each bundling and
 *    evaluating vite.config.ts anew: about 1.2 s of the bundling's time (six loads: 480 + 123 + 165 + 148
 *    + 154 + 122 ms) and 0.6 s of the prerender's (three: 336 + 125 + 144 ms). Vike's plugin is left out of
 *    it: `vike()` reads Vike's API context when it is called (`removeVitePlugin()`,
 *    `getVikeConfigInternalEarly()` in vike/dist/node/vite/index.js), so it cannot be called before `build()` or
 *    `prerender()` sets that context; both add the plugin themselves when the configuration has none
 *    (`resolve()` in vike/dist/node/api/resolveViteConfigUser.js, the way Vike-based frameworks without a
 *    Vite config file run; it warns only when a config file was loaded), after the site's plugins instead of
 *    third among them. The bundles and pages come out the same byte for byte
 *    (tests/build/optimisations.test.ts builds with it and without). Goes when Vike's API loads the
 *    configuration once, or takes one already resolved.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { InlineConfig, Plugin, UserConfig } from 'vite'
import { RenderError } from '../lib/renderError.ts'
import { projectRoot } from './config.ts'
import { redirectPage } from './redirectPage.ts'
import { removeStaleFolders } from './staleFolders.ts'

/**
 * Vite configuration of a build whose output folder is `outDir` (workaround 3). The folder is given
 * relative to Vite's root (templates/).
 */
export const viteConfigFor = (outDir: string) => ({
  configFile: path.join(projectRoot, 'vite.config.ts'),
  build: { outDir: path.relative(path.join(projectRoot, 'templates'), path.resolve(outDir)) },
  // Workaround 7: no auto-importer file in node_modules; the prerender finds the bundle by its folder.
  vitePluginServerEntry: { disableAutoImport: true },
})

/** The folder name prefix of `withConfigFileOutsideNodeModules`'s folders (in the system's temporary folder). */
export const CONFIG_FILE_FOLDER_PREFIX = 'site-vite-config-'

/** The `node_modules` folder in `dir` or the nearest folder above it, as Vite looks for it; or null. */
export function nearestNodeModules(dir: string): string | null {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'node_modules'))) return path.join(at, 'node_modules')
    if (path.dirname(at) === at) return null
  }
}

/**
 * HACK! (workaround 11) Runs `run` with `viteConfig`'s config file given as a module that re-exports it
 * from a new folder under `tmp` (the system's temporary folder), which Vite then loads without writing
 * into node_modules; removes the folder afterwards. When a `node_modules` folder is above `tmp`, the
 * configuration is given as it is (Vite writes into that node_modules, as it always did).
 */
export async function withConfigFileOutsideNodeModules<T>(
  viteConfig: InlineConfig,
  run: (viteConfig: InlineConfig) => Promise<T>,
  tmp = os.tmpdir(),
): Promise<T> {
  const { configFile } = viteConfig
  if (typeof configFile !== 'string' || nearestNodeModules(tmp)) return run(viteConfig)
  await removeStaleFolders(tmp, CONFIG_FILE_FOLDER_PREFIX)
  const dir = await mkdtemp(path.join(tmp, CONFIG_FILE_FOLDER_PREFIX))
  try {
    const stub = path.join(dir, 'vite.config.mjs')
    // An absolute path (not a file URL): Vite's config bundler then bundles the file as it would the file itself.
    await writeFile(stub, `export { default } from ${JSON.stringify(path.resolve(configFile))}\n`)
    return await run({ ...viteConfig, configFile: stub })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * HACK! (workaround 12) The Vite configuration of the bundling or the prerender: `site` (the site's
 * configuration without Vike's plugin) with `viteConfig`'s settings over it, and no config file to load.
 */
export function inlineSiteConfig(site: UserConfig, viteConfig: InlineConfig): InlineConfig {
  return { ...site, ...viteConfig, configFile: false, build: { ...site.build, ...viteConfig.build } }
}

/** Where `prerenderPages` puts each page Vike renders (pageSink.ts's PageSink). */
export interface RenderedPages {
  add(url: string, vikeFile: string, rendered: string, body?: string): void
}

/**
 * HACK! (workaround 1) Vike's `prerender()` with the build's Vite configuration, each rendered page handed
 * to `pages` instead of written, through Vike's experimental `onPagePrerender` and its
 * `_prerenderResult`; with `bodyApart` (workaround 9, optimisation `body-apart`), each page's body comes
 * apart from the document Vike injects its tags into. Vike's own references to each page's text are
 * let go once `pages` has it.
 */
export async function prerenderPages(viteConfig: InlineConfig, pages: RenderedPages, bodyApart: boolean) {
  const { prerender } = await import('vike/api')
  await withConfigFileOutsideNodeModules(viteConfig, async (viteConfig) =>
    prerender({
      viteConfig,
      pageContextInit: { bodyApart },
      onPagePrerender: (pageContext: PrerenderedPageContext) => {
        const result = pageContext._prerenderResult
        pages.add(pageContext.urlOriginal, result.filePath, result.fileContent, pageContext.pageBody)
        pageContext.pageBody = undefined
        // Redirect pages come without _prerenderContext (a handful of small pages, left to Vike).
        result.fileContent = ''
        if (pageContext._prerenderContext) pageContext._prerenderContext.output.length = 0
      },
    }),
  )
}

/** What `onPagePrerender` is given: Vike's page context, with the internals workaround 1 reads. */
interface PrerenderedPageContext {
  urlOriginal: string
  pageBody?: string
  _prerenderResult: { filePath: string; fileContent: string }
  _prerenderContext?: { output: unknown[] }
}

/** Where the prerender process names its build's server entry for `serverBundleOfPrerender` (workaround 7). */
const PRERENDER_SERVER_ENTRY = Symbol.for('northframe.prerenderServerEntry')

/**
 * HACK! (workaround 7) Makes Vike's `prerender()` in this process use the server bundle of the build in
 * `buildDir`, whatever folder it is in (`serverBundleOfPrerender` below loads it).
 */
export function useServerBundle(buildDir: string): void {
  ;(globalThis as { [PRERENDER_SERVER_ENTRY]?: string })[PRERENDER_SERVER_ENTRY] = serverEntryOf(buildDir)
}

/**
 * HACK! (workaround 7) A Vite plugin that, when Vike's `prerender()` has resolved the Vite configuration
 * (after it cleared its global context, before it initialises it), imports the server entry
 * `useServerBundle` named, while Vike takes the process for a Cloudflare worker
 * (`isCloudflareWorkers()`: `navigator.userAgent`): the one case in which the entry's
 * `setGlobalContext_prodBuildEntry` keeps the build without initialising Vike's global context. The
 * prerender then initialises it from that build, and never looks for one through the auto-importer in
 * node_modules. Does nothing in any other process (`site dev`, the bundling).
 */
export function serverBundleOfPrerender(): Plugin {
  return {
    name: 'site:server-bundle-of-prerender',
    async configResolved() {
      const entry = (globalThis as { [PRERENDER_SERVER_ENTRY]?: string })[PRERENDER_SERVER_ENTRY]
      if (!entry) return
      const own = Object.getOwnPropertyDescriptor(globalThis, 'navigator')
      Object.defineProperty(globalThis, 'navigator', {
        value: { userAgent: 'Cloudflare-Workers' },
        configurable: true,
        writable: true,
      })
      try {
        await import(pathToFileURL(entry).href)
      } finally {
        if (own) Object.defineProperty(globalThis, 'navigator', own)
        else delete (globalThis as { navigator?: unknown }).navigator
      }
    },
  }
}

const VIKE_REDIRECT =
  /^<!DOCTYPE html>\s*<html[^>]*>\s*<head>\s*<meta charset="UTF-8">\s*<meta http-equiv="refresh" content="0;url=([^"]+)">/i

/**
 * HACK! (workaround 6) A Vike redirect page becomes a valid one to the same target: `0; url=`, an
 * absolute canonical link, noindex and a plain link for browsers that do not follow refreshes. Any
 * other page is returned as it is.
 */
export function ownRedirectPage(html: string, siteOrigin: string): string {
  const target = VIKE_REDIRECT.exec(html)?.[1]
  return target ? redirectPage(target, siteOrigin) : html
}

/**
 * Vike's output conventions (workaround 10): the file Vike writes for a route, relative to the client
 * folder (a partial publish writes the pages it renders again where Vike wrote them).
 */
export const vikeFileOfRoute = (route: string): string =>
  route === '/' ? 'index.html' : `${route.slice(1)}/index.html`

/**
 * Where a page is written (workaround 10): Vike's file, except that a section's not-found page
 * (`pages/<section>/404`) is `<section>/404.html`, the nearest-404 convention of static hosts (README
 * "Not-found pages"), and not a routable `<section>/404/index.html`.
 */
export const outputFileOf = (file: string): string => file.replace(/([\\/])404[\\/]index\.html$/, '$1404.html')

/** A stylesheet link as Vike writes it into a page (workaround 10; css.ts points it at the trimmed sheet). */
export const VIKE_STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">\s*/g

/** The server bundle's entry in a build, as Vike names it (workarounds 2 and 10). */
export const serverEntryOf = (buildDir: string): string => path.join(buildDir, 'server', 'entry.mjs')

/**
 * Renders one route to its HTML page; `pageContext` reaches the page's hooks (a listing page's publication,
 * publisher/listings/). A failure is a `RenderError` with the route.
 */
export type RenderFn = (route: string, pageContext?: Pick<Vike.PageContext, 'listingPublication'>) => Promise<string>

/**
 * A renderer over a full build's server bundle (workaround 2): Vike's production `renderPage()`, the
 * path a server-rendered site takes on each request. A process renders for one build: the bundle
 * registers itself with Vike when imported.
 */
export async function serverRenderer(buildDir: string): Promise<RenderFn> {
  await import(pathToFileURL(serverEntryOf(buildDir)).href)
  const { renderPage } = await import('vike/server')
  return async (route, pageContext) => {
    const { httpResponse, errorWhileRendering } = await renderPage({
      ...pageContext,
      // Some of the site's addresses end in a slash (a listing's); Vike's routes do not, and answer 301 to one.
      urlOriginal: route.replace(/(.)\/$/, '$1'),
    })
    if (errorWhileRendering) throw new RenderError(route, errorWhileRendering)
    if (!httpResponse || httpResponse.statusCode !== 200) {
      throw new Error(`${route}: rendering answered ${httpResponse?.statusCode ?? 'nothing'}`)
    }
    return httpResponse.body
  }
}

/**
 * HACK! (workaround 4) Keeps only CSS and JavaScript assets in the manifest Vike embeds in the server
 * bundle. Runs after Vike's own writeBundle, which writes `<outDir>/assets.json` and copies it into the
 * bundle.
 */
export function leanAssetsManifest(): Plugin {
  return {
    name: 'site:lean-assets-manifest',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options, bundle) {
        if (this.environment.name !== 'ssr' || !options.dir) return
        const manifestFile = path.join(options.dir, '..', 'assets.json')
        const full = await readFile(manifestFile, 'utf8')
        const manifest = JSON.parse(full) as Record<string, { assets?: string[] }>
        for (const entry of Object.values(manifest))
          if (entry.assets) entry.assets = entry.assets.filter((file) => /\.(css|m?js)$/.test(file))
        const lean = JSON.stringify(manifest)
        let patched = 0
        for (const file of Object.keys(bundle).filter((f) => /\.m?js$/.test(f))) {
          const target = path.join(options.dir, file)
          const code = await readFile(target, 'utf8')
          if (!code.includes(full)) continue
          await writeFile(
            target,
            code.replace(full, () => lean),
          )
          patched++
        }
        if (patched !== 1)
          throw new Error(`site:lean-assets-manifest: found Vike's manifest in ${patched} server files, expected 1`)
        await writeFile(manifestFile, lean)
      },
    },
  }
}

/** The client build's chunking option (workaround 5): a fresh object for Vike to add its CSS group to. */
export const clientCodeSplitting = () => ({ codeSplitting: {} })

/** Names the CSS group Vike adds to `codeSplitting` (workaround 5). */
export function nameVikeCssGroup(): Plugin {
  return {
    name: 'site:name-vike-css-group',
    enforce: 'post',
    configResolved(resolved) {
      for (const output of [resolved.build.rolldownOptions.output ?? []].flat()) {
        const { codeSplitting } = output
        if (typeof codeSplitting !== 'object') continue
        for (const group of codeSplitting.groups ?? []) group.debugName ??= 'vike-css'
      }
    },
  }
}
