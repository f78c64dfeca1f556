import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { imagetools } from 'vite-imagetools'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin, UserConfig } from 'vite'
import { loadConfig, projectRoot } from './generator/config.ts'

const config = loadConfig()

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
 * Vike counts every file a page's server code imports as an asset of the page: here the encoded photos
 * (about 340 per page), which it sorts, checks and filters again for each page it renders, about 1.5 ms
 * of a blog post's render. Pages never load images through Vike (they render their own <picture> tags),
 * so the manifest Vike embeds in the server bundle keeps only CSS and JavaScript assets. Runs after
 * Vike's own writeBundle, which writes `<outDir>/assets.json` and copies it into the bundle.
 */
function leanAssetsManifest(): Plugin {
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

/** Vike adds an unnamed CSS group to `codeSplitting` (below); naming it keeps Rolldown's timing report quiet. */
function nameVikeCssGroup(): Plugin {
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

export default {
  root: path.join(projectRoot, 'templates'),
  publicDir: path.join(projectRoot, 'templates', 'public'),
  plugins: [
    react(),
    vike(),
    afterLoadChunks(),
    nameVikeCssGroup(),
    leanAssetsManifest(),
    imagetools({
      // AVIF effort 2: about 4x faster than the default at ~6% larger files (TOOLCHAIN.md).
      defaultDirectives: () => new URLSearchParams({ effort: '2' }),
      // Encoded images are kept between builds; IMAGE_CACHE_DIR lets a benchmark time a cold build
      // without emptying the cache everyone else's builds use.
      cache: {
        enabled: true,
        dir: process.env.IMAGE_CACHE_DIR ?? path.join(projectRoot, 'node_modules', '.cache', 'imagetools'),
      },
    }),
  ],
  define: {
    __PUBLIC_ENV__: JSON.stringify(config.public),
    // Also as plain constants, so that code testing them is dropped when they are empty.
    '__PUBLIC_ENV__.ga4Id': JSON.stringify(config.public.ga4Id),
    '__PUBLIC_ENV__.plausibleDomain': JSON.stringify(config.public.plausibleDomain),
    __PORTFOLIO_STORE__: JSON.stringify(config.portfolioStore),
  },
  resolve: { alias: { '@content': path.join(projectRoot, 'content') } },
  server: { fs: { allow: [projectRoot] } },
  build: {
    outDir: config.outDir,
    emptyOutDir: true,
    reportCompressedSize: false,
    // A cold build spends most of its time encoding images (imagetools), by design: no timing warning.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // An object, so that Vike adds its CSS group to it instead of wrapping `manualChunks`, which
            // made Rolldown split React over four chunks; this way the islands runtime is one chunk.
            codeSplitting: {},
          },
        },
      },
    },
  },
  logLevel: 'warn',
} satisfies UserConfig
