// The Astro side of `npm run bench:peers`: a static build of the blog corpus in BLOG_DIR.
import { defineConfig } from 'astro/config'

export default defineConfig({ output: 'static', outDir: process.env.ASTRO_OUT_DIR ?? 'dist', logLevel: 'warn' })
