#!/usr/bin/env node
// Writes a blog folder for scale tests and benchmarks: the real posts of content/blog plus `count`
// generated ones, each with a body of its own (parsed bodies are cached by their text), spread over the
// categories and dated one day apart, all older than the real posts (so /blog's first page stays real).
// Generated text never mentions drones, so site search results for "drone" stay the real pages.
//   node scripts/generate-posts.mjs <dir> <count>
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const CATEGORIES = ['Photography', 'Marketing', 'Technology']
const TOPICS = ['staging a condo', 'pricing a listing', 'twilight exteriors', 'open house flow', 'kitchen lighting']

/** Empties `dir` and writes the real posts and `count` generated ones into it. */
export function generatePosts(dir, count) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  cpSync(path.resolve('content/blog'), dir, { recursive: true })
  const oldest = Date.UTC(2023, 0, 1)
  for (let i = 1; i <= count; i++) {
    const topic = TOPICS[i % TOPICS.length]
    const date = new Date(oldest - i * 86_400_000).toISOString().slice(0, 10)
    const post = `---
title: "Scale test post ${i}: ${topic}"
excerpt: "Generated post number ${i} of ${count}, about ${topic}, written to test the blog at scale."
date: ${date}
category: ${CATEGORIES[i % CATEGORIES.length]}
image: lake-twilight.jpg
imageAlt: Still lake at twilight under a pink and violet sky, reeds in the foreground
author: priya-nair
tags: [Scale Test, Listing ${i}]
---

Generated post number ${i} of ${count}. A short note on ${topic} for listing agents, so that the blog has
as many posts as a company that writes twice a week for ten years.

## Notes on ${topic}

Plan the shoot, prepare the rooms, and review the photographs with the seller before the listing goes live.
`
    writeFileSync(path.join(dir, `scale-test-post-${i}.md`), post)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, count] = process.argv.slice(2)
  if (!dir || !count) throw new Error('usage: node scripts/generate-posts.mjs <dir> <count>')
  generatePosts(path.resolve(dir), Number(count))
}
