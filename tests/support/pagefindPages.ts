import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

/** A page as the built Pagefind index stores it (one gzipped fragment file per page). */
export interface IndexedPage {
  url: string
  content: string
  meta: Record<string, string>
}

/** Every page of the Pagefind index in `clientDir`/pagefind, read from its fragments. */
export function pagefindPages(clientDir: string): IndexedPage[] {
  const dir = path.join(clientDir, 'pagefind', 'fragment')
  return readdirSync(dir).map((file) => {
    const text = gunzipSync(readFileSync(path.join(dir, file))).toString('utf8')
    return JSON.parse(text.replace(/^pagefind_dcd/, '')) as IndexedPage
  })
}
