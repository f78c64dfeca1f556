import type { BuildStep } from './BuildStep.ts'
import { blogFeed } from './blogFeed.ts'
import { blogPostsIndex } from './blogPostsIndex.ts'
import { copyUploads } from './copyUploads.ts'
import { searchIndex } from './searchIndex.ts'
import { sitemap } from './sitemap.ts'

/**
 * The post-build steps, run in this order after every full build and partial publish, while a full
 * build writes its pages.
 */
export const buildSteps: readonly BuildStep[] = [copyUploads, blogFeed, sitemap, searchIndex, blogPostsIndex]
