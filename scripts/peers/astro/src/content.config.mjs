import { defineCollection, z } from 'astro:content'
import { glob } from 'astro/loaders'

const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: process.env.BLOG_DIR }),
  schema: z.object({ title: z.string(), date: z.coerce.date() }).passthrough(),
})

export const collections = { blog }
