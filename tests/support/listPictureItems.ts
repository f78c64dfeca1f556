/**
 * Prints every portfolio, project and service item of a built site as a Markdown table: page, title,
 * subject, picture file and caption (`npm run report:pictures [-- <dir>]`, default .cache/test-dist/client,
 * the build tests' site). The same reading of the pages as tests/build/pictureSubjects.test.ts.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { builtRoutes, itemRoute, mismatch, pictureItems } from './pictureItems.ts'

const dir = path.resolve(process.argv[2] ?? '.cache/test-dist/client')
const page = (route: string) =>
  new JSDOM(readFileSync(path.join(dir, route === '/' ? '' : route, 'index.html'), 'utf8')).window.document
const cell = (value: string) => value.replaceAll('|', '\\|')

const items = builtRoutes(dir)
  .filter(itemRoute)
  .sort()
  .flatMap((route) => pictureItems(route, page(route)))
console.log('| page | title | subject | picture | plays | caption | check |')
console.log('|---|---|---|---|---|---|---|')
for (const i of items)
  console.log(
    `| ${[
      i.page,
      i.title,
      i.subject,
      i.picture ?? '(none: icon card)',
      i.film ?? i.tour ?? '',
      i.caption,
      mismatch(i) ?? 'ok',
    ]
      .map(cell)
      .join(' | ')} |`,
  )
console.log(`\n${items.length} items, ${items.filter((i) => mismatch(i)).length} mismatched`)
