/**
 * Where the loaders find what they read, resolved in this one place. Relative paths are taken from the
 * working directory: the project root for the npm scripts, the admin service's builds and the test
 * runners. The same code also runs inside a build's server bundle, whose own location says nothing
 * about the project's.
 */
import path from 'node:path'

/** The blog's markdown folder: `BLOG_DIR` (tests and benchmarks point it elsewhere), else content/blog. */
export function blogDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.BLOG_DIR || path.join('content', 'blog'))
}

/** Parsed blog bodies kept between builds: `BLOG_CACHE_DIR`, else .cache/site-blog. */
export function blogCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.BLOG_CACHE_DIR || path.join('.cache', 'site-blog'))
}

/** The site's own photographs (content/images/photos). */
export function photosDir(): string {
  return path.resolve('content', 'images', 'photos')
}

/**
 * The admin service's portfolio store the portfolio pages are built from: `PORTFOLIO_STORE`, else the
 * sample store the service starts from.
 */
export function portfolioStoreFile(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.PORTFOLIO_STORE || path.join('admin-service', 'seed', 'portfolio.json'))
}

/** Uploaded images of a store: `UPLOADS_DIR`, else `uploads/` next to the store file. */
export function uploadsDir(store: string = portfolioStoreFile(), env: NodeJS.ProcessEnv = process.env): string {
  return env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(path.dirname(store), 'uploads')
}
