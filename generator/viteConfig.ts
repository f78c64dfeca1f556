import react from '@vitejs/plugin-react'
import vikePlugin from 'vike/plugin'
import path from 'node:path'
import type { Plugin, UserConfig } from 'vite'
import { blogDir } from '../content/loaders/locations.ts'
import { loadConfig, projectRoot } from './config.ts'
import { iconSpritePlugin } from './iconSprite.ts'
import { responsiveImages } from './responsiveImages.ts'
import { sassReuse } from './sassReuse.ts'
import {
  clientCodeSplitting,
  leanAssetsManifest,
  nameVikeCssGroup,
  serverBundleOfPrerender,
} from './vikeWorkarounds.ts'

const AFTER_LOAD = 'virtual:after-load'
/** What templates/+client.ts imports after the `load` event, by the name `virtual:after-load` exports. */
const afterLoadModules = {
  islandsUrl: 'templates/islands/hydrate.ts',
  servicesUrl: 'templates/client/pageServices.ts',
}

/**
 * `virtual:after-load` exports the URLs of the chunks +client.ts loads after the `load` event. In the
 * client build they are emitted as chunks of their own and imported by URL: a plain `import()` would
 * make Vite's preload helper a static import of the entry, i.e. more JavaScript before `load`.
 */
function afterLoadChunks(): Plugin {
  const refs = new Map<string, string>()
  let building = false
  return {
    name: 'site:after-load-chunks',
    configResolved(resolved) {
      building = resolved.command === 'build'
    },
    buildStart() {
      if (!building || this.environment.name !== 'client') return
      for (const [name, file] of Object.entries(afterLoadModules)) {
        refs.set(
          name,
          this.emitFile({ type: 'chunk', id: path.join(projectRoot, file), preserveSignature: 'allow-extension' }),
        )
      }
    },
    resolveId: (id) => (id === AFTER_LOAD ? `\0${AFTER_LOAD}` : undefined),
    load(id) {
      if (id !== `\0${AFTER_LOAD}`) return
      return Object.entries(afterLoadModules)
        .map(([name, file]) => {
          const ref = refs.get(name)
          // The dev server serves templates/ (the Vite root) at /.
          const url = ref
            ? `import.meta.ROLLUP_FILE_URL_${ref}`
            : JSON.stringify(`/${path.relative('templates', file)}`)
          return `export const ${name} = ${url}`
        })
        .join('\n')
    },
  }
}

/**
 * `site dev`: the blog's markdown is read by a loader, not imported, so Vite does not see it change.
 * Watching the folder and dropping the loaded posts (as Astro's content layer re-syncs) makes the next
 * request render the edited text.
 */
function watchBlog(): Plugin {
  return {
    name: 'site:watch-blog',
    apply: 'serve',
    configureServer(server) {
      const dir = blogDir()
      server.watcher.add(dir)
      server.watcher.on('all', async (_event, file) => {
        if (path.relative(dir, file).startsWith('..')) return
        // Imported here, not at the top: a build evaluates this config several times and needs no blog loader.
        const { invalidateBlog } = await import('../content/loaders/blog.ts')
        invalidateBlog(file)
      })
    },
  }
}

/**
 * The "before" photographs of the before/after pairs, written into `.cache/simulated-originals` (the
 * folder templates/components/images.ts globs) before any module is transformed, in builds and in dev.
 */
function simulatedOriginals(): Plugin {
  return {
    name: 'site:simulated-originals',
    async buildStart() {
      const { ensureSimulatedOriginals } = await import('../content/loaders/simulatedOriginals.ts')
      await ensureSimulatedOriginals({
        photosDir: path.join(projectRoot, 'content', 'images', 'photos'),
        outDir: path.join(projectRoot, '.cache', 'simulated-originals'),
      })
    },
  }
}

/**
 * The site's Vite configuration (vite.config.ts is this, called). Without `vike`, Vike's plugin is left
 * out for Vike's `prerender()` to add itself (workaround 12 in vikeWorkarounds.ts).
 */
export function siteViteConfig({ vike = true }: { vike?: boolean } = {}): UserConfig {
  const config = loadConfig()
  return {
    root: path.join(projectRoot, 'templates'),
    publicDir: path.join(projectRoot, 'templates', 'public'),
    plugins: [
      react(),
      ...(vike ? [vikePlugin()] : []),
      simulatedOriginals(),
      // Builds: the Sass sheets' CSS kept between builds; SASS_CACHE_DIR as IMAGE_CACHE_DIR below.
      sassReuse({ cacheDir: process.env.SASS_CACHE_DIR ?? path.join(projectRoot, '.cache', 'sass') }),
      afterLoadChunks(),
      iconSpritePlugin(),
      watchBlog(),
      nameVikeCssGroup(),
      leanAssetsManifest(),
      serverBundleOfPrerender(),
      responsiveImages({
        // Effort 2 (WebP) and 1 (AVIF): much faster than the defaults for slightly larger files; AVIF at
        // effort 1 makes the same bytes and quality as at 2 in about 60 % of the time (docs/decisions.md,
        // "Where the reasons in comments went" and "The first build's AVIF at effort 1").
        defaultDirectives: { effort: '2' },
        formatDirectives: { avif: { effort: '1' } },
        // Encoded images are kept between builds; IMAGE_CACHE_DIR lets a benchmark time a cold build
        // without emptying the cache everyone else's builds use.
        cacheDir: config.imageCacheDir,
        // SITE_AVIF=off: a service's first publish, which serves sooner without AVIF (docs/decisions.md,
        // "The first publish without AVIF").
        avif: config.avif,
      }),
    ],
    define: {
      __PUBLIC_ENV__: JSON.stringify(config.public),
      // Also as plain constants, so that code testing them is dropped when they are empty.
      '__PUBLIC_ENV__.ga4Id': JSON.stringify(config.public.ga4Id),
      '__PUBLIC_ENV__.plausibleDomain': JSON.stringify(config.public.plausibleDomain),
    },
    resolve: { alias: { '@content': path.join(projectRoot, 'content') } },
    // Bootstrap 5.3's Sass (templates/styles/bootstrap.scss) still uses @import and Sass's global
    // functions, which Dart Sass warns about on every build; its own sources are not ours to change.
    css: {
      preprocessorOptions: {
        scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
      },
    },
    server: { fs: { allow: [projectRoot] } },
    build: {
      outDir: config.outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      // A cold build spends most of its time encoding images (responsiveImages.ts), by design: no timing warning.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
    environments: {
      client: {
        build: {
          rolldownOptions: { output: clientCodeSplitting() },
        },
      },
    },
    logLevel: 'warn',
  }
}
