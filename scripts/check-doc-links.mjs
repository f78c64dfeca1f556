#!/usr/bin/env node
// Fails on a file reference that names a file the repository does not have (npm run lint runs it), in any
// Markdown file and in the comments of the code:
// - Markdown: a link `[text](path)` to a local path, and a `code span` that names a source or documentation
//   file (…ts, .tsx, .mjs, .cjs, .js, .md, .scss, .conf; also .json with a folder);
// - comments (`//` and `/* */`) of .ts, .tsx, .js, .mjs and .cjs files, found by TypeScript's parser: every
//   word that names such a file. A comment that names a project issue ("issue" and its number) fails too:
//   the reasons behind the code go to docs/decisions.md, which a comment may name by a heading.
// A reference may be relative to its file's folder or to the repository's root, name the end of a tracked path
// (`steps/index.ts` in generator/README.md), or a file of an installed package (`vike/dist/esm/…`); names with
// placeholders (`<dir>`, `*`, `$X`, `X.tsx`) are left alone, and so are addresses on the site
// (`/blog/posts.json`) and on the web. Prints each problem with its file and line.
//   node scripts/check-doc-links.mjs
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .filter((file) => existsSync(file) && !file.startsWith('scripts/peers/'))
const markdown = tracked.filter((file) => file.endsWith('.md'))
const code = tracked.filter((file) => /\.(tsx?|mjs|cjs|js)$/.test(file))
const SOURCE = /\.(tsx?|mjs|cjs|js|md|scss|conf)$/
/** A project issue by number; a link to an upstream one (`vitejs/vite#123`, `…/issues/123`) is not. */
const ISSUE = /\bissues?\s+#?\d+/i
/** Import aliases of tsconfig.json. */
const ALIASES = [['@content/', 'content/']]
/**
 * Placeholders (`<dir>`, `X.tsx`, an extension alone, a pattern's `entry\.mjs`), a product's name (`Node.js`),
 * addresses on the site (`/blog/posts.json`) and on the web.
 */
const isPlaceholder = (ref) =>
  /[<>*$ {}|]|\.\.\.|…/.test(ref) ||
  /^(https?:|mailto:|#|\/)/.test(ref) ||
  /^[A-Za-z]?\.[a-z]+$/.test(path.basename(ref)) ||
  ref.includes('\\') ||
  /^[A-Z][A-Za-z]*\.js$/.test(ref)

function resolves(ref, from) {
  let clean = ref
    .replace(/[#?].*$/, '')
    .replace(/^\.\//, '')
    .replace(/\/$/, '')
  for (const [alias, folder] of ALIASES) if (clean.startsWith(alias)) clean = folder + clean.slice(alias.length)
  if (!clean) return true
  if (existsSync(path.join(path.dirname(from), clean)) || existsSync(clean)) return true
  if (existsSync(path.join('node_modules', clean))) return true
  return tracked.some((file) => file === clean || file.endsWith(`/${clean}`) || file.startsWith(`${clean}/`))
}

const problems = []

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
    for (const ref of refs)
      if (!isPlaceholder(ref) && !resolves(ref, file)) problems.push(`${file}:${i + 1}: no such file: ${ref}`)
  })
}

/** Every comment of a source file, each once, with the position it starts at. */
function commentsOf(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  const comments = new Map()
  const add = (ranges = []) => {
    for (const { pos, end } of ranges) comments.set(pos, text.slice(pos, end))
  }
  const visit = (node) => {
    // JSX text is the page's words, never a comment, whatever it holds.
    if (node.kind === ts.SyntaxKind.JsxText) return
    add(ts.getLeadingCommentRanges(text, node.pos))
    add(ts.getTrailingCommentRanges(text, node.end))
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  return [...comments].map(([pos, comment]) => ({ line: source.getLineAndCharacterOfPosition(pos).line, comment }))
}

/** The words of a comment that name a source or documentation file, without the punctuation around them. */
const fileWords = (comment) =>
  comment
    .split(/[\s`'"(),;[\]{}]+/)
    .map((word) =>
      word
        .replace(/^[*:]+/, '')
        .replace(/(:\d+)+$/, '')
        .replace(/[.:!?]+$/, ''),
    )
    .filter((word) => (SOURCE.test(word) || (word.includes('/') && word.endsWith('.json'))) && !word.includes('://'))

for (const file of code) {
  for (const { line, comment } of commentsOf(file, readFileSync(file, 'utf8'))) {
    comment.split('\n').forEach((text, i) => {
      const where = `${file}:${line + i + 1}`
      const issue = text.match(ISSUE)
      if (issue) problems.push(`${where}: a project issue in a comment (${issue[0]}): say why in docs/decisions.md`)
      for (const ref of fileWords(text))
        if (!isPlaceholder(ref) && !resolves(ref, file)) problems.push(`${where}: no such file: ${ref}`)
    })
  }
}

if (problems.length > 0) {
  console.error(`Dangling file references and project issues in Markdown and comments:\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(
  `check-doc-links: ${markdown.length} Markdown files and the comments of ${code.length} source files, no dangling file reference, no project issue`,
)
