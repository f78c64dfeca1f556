/**
 * Build-time configuration, read from the environment. Every value has a safe default so a fresh
 * clone builds without any set-up; see README "Configuration".
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { portfolioStoreFile } from '../content/loaders/locations.ts'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface PublicEnv {
  /** Origin used for canonical URLs, Open Graph, sitemap and feed, without trailing slash. */
  siteOrigin: string
  /** GA4 measurement id (G-XXXX); empty means no Google request. */
  ga4Id: string
  /** Plausible domain; empty means no Plausible request. */
  plausibleDomain: string
}

export interface GeneratorConfig {
  public: PublicEnv
  /** Output folder of `site build` (Vite's outDir); the static site lands in `<outDir>/client`. */
  outDir: string
  /** The admin service's portfolio store (lowdb JSON file) that portfolio pages are built from (content/loaders/locations.ts). */
  portfolioStore: string
  /** Folder of the encoded images kept between builds (responsiveImages.ts). */
  imageCacheDir: string
  /**
   * Whether pictures come in AVIF too (`SITE_AVIF=off`: WebP and JPEG only). A service's first publish
   * leaves it out to serve sooner, and the next build adds it (publisher/ReleaseBuilder.ts).
   */
  avif: boolean
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GeneratorConfig {
  const origin = (env.SITE_ORIGIN ?? 'https://www.example.com').replace(/\/+$/, '')
  if (!/^https?:\/\/[^/]+$/.test(origin)) {
    throw new Error(`SITE_ORIGIN must be an origin such as https://www.example.com, got "${origin}"`)
  }
  return {
    public: {
      siteOrigin: origin,
      ga4Id: env.ANALYTICS_GA4_ID ?? '',
      plausibleDomain: env.ANALYTICS_PLAUSIBLE_DOMAIN ?? '',
    },
    outDir: path.resolve(projectRoot, env.SITE_OUT_DIR ?? 'dist'),
    portfolioStore: portfolioStoreFile(env),
    imageCacheDir: path.resolve(projectRoot, env.IMAGE_CACHE_DIR ?? path.join('.cache', 'images')),
    avif: env.SITE_AVIF !== 'off',
  }
}
