import { readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'

/** The site built by globalSetup.ts for build tests. */
export const builtSiteDir = path.resolve(process.env.TEST_SITE_DIR ?? '.cache/test-dist/client')

export function readPage(route: string): string {
  const rel = route === '/' ? 'index.html' : route === '/404' ? '404.html' : `${route.replace(/^\//, '')}/index.html`
  return readFileSync(path.join(builtSiteDir, rel), 'utf8')
}

/** Parses a built page into a DOM document. */
export function loadPage(route: string): Document {
  return new JSDOM(readPage(route)).window.document
}
