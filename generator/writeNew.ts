import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Writes a page as a new file, never through an existing one (it may be hard-linked to a live release).
 *
 * Synchronous on purpose: a page's text is then garbage before V8's next young-generation collection.
 * Written asynchronously (16 at a time), each page's text outlived a few collections, was moved to the
 * old generation and stayed there until a full collection: about 190 MiB more at the peak of a build with
 * 1000 extra posts (issue 22), for no measurable time saved.
 */
export function writeNew(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true })
  try {
    writeFileSync(file, content, { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    unlinkSync(file)
    writeFileSync(file, content, { flag: 'wx' })
  }
}
