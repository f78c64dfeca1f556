// The Astro side of `npm run bench:peers`: a static build of the blog corpus in BLOG_DIR. ASTRO_CACHE_DIR
// keeps each corpus's content store apart, so that a warm build of either finds its posts parsed.
import { defineConfig } from 'astro/config'

export default defineConfig({
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR ?? 'dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? 'node_modules/.astro',
  logLevel: 'warn',
})
