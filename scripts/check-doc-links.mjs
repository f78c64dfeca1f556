#!/usr/bin/env node
// Fails on a file reference in any Markdown file of the repository that names a file the repository does not
// have (npm run lint runs it): a link `[text](path)` to a local path, and a `code span` that names a source
// or documentation file (…ts, .tsx, .mjs, .cjs, .js, .md, .scss, .conf; also .json with a folder). A
// reference may be relative to the Markdown file's folder or to the repository's root, or name the end of a
// tracked path (`steps/index.ts` in generator/README.md); spans with placeholders (`<dir>`, `*`, `$X`) are
// left alone, and so are addresses on the site (`/blog/posts.json`). Prints each dangling reference with its file and line.
//   node scripts/check-doc-links.mjs
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .filter((file) => existsSync(file))
const markdown = tracked.filter((file) => file.endsWith('.md') && !file.startsWith('scripts/peers/'))
const SOURCE = /\.(tsx?|mjs|cjs|js|md|scss|conf)$/
/** Placeholders (`<dir>`, `X.tsx`), addresses on the site (`/blog/posts.json`) and on the web. */
const isPlaceholder = (ref) =>
  /[<>*$ {}|]|\.\.\.|…/.test(ref) || /^(https?:|mailto:|#|\/)/.test(ref) || /^[A-Z]\.[a-z]+$/.test(path.basename(ref))

function resolves(ref, from) {
  const clean = ref
    .replace(/[#?].*$/, '')
    .replace(/^\.\//, '')
    .replace(/\/$/, '')
  if (!clean) return true
  if (existsSync(path.join(path.dirname(from), clean)) || existsSync(clean)) return true
  return tracked.some((file) => file === clean || file.endsWith(`/${clean}`) || file.startsWith(`${clean}/`))
}

const dangling = []
for (const file of markdown) {
  const lines = readFileSync(file, 'utf8').split('\n')
  let fenced = false
  lines.forEach((line, i) => {
    if (line.trimStart().startsWith('```')) fenced = !fenced
    if (fenced) return
    const refs = [
      ...[...line.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]),
      ...[...line.matchAll(/`([^`\s]+)`/g)]
        .map((m) => m[1])
        .filter((ref) => SOURCE.test(ref) || (ref.includes('/') && ref.endsWith('.json'))),
    ]
    for (const ref of refs) if (!isPlaceholder(ref) && !resolves(ref, file)) dangling.push(`${file}:${i + 1}: ${ref}`)
  })
}
if (dangling.length > 0) {
  console.error(`Markdown references to files the repository does not have:\n${dangling.join('\n')}`)
  process.exit(1)
}
console.log(`check-doc-links: ${markdown.length} Markdown files, no dangling file reference`)
