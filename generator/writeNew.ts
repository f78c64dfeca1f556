import { closeSync, mkdirSync, openSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Writes a page as a new file, never through an existing one (it may be hard-linked to a live release).
 *
 * Synchronous on purpose: a page's text is then garbage before V8's next young-generation collection.
 * Written asynchronously (16 at a time), each page's text outlived a few collections, was moved to the
 * old generation and stayed there until a full collection, raising the build's peak for no time saved.
 */
export function writeNew(file: string, content: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true })
  try {
    writeFileSync(file, content, { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    unlinkSync(file)
    writeFileSync(file, content, { flag: 'wx' })
  }
}

/**
 * Makes `file` a new empty file of its own (and its folder), as writeNew would, to be written later
 * through it with `writeFileSync`: no other release or build shares it. Making a file and its folder is
 * most of the cost of writing a page here (about 1 ms of 1.05 on this project's disks, writing into
 * the made file 0.04 ms), so a full build makes them while it renders (pageThread.ts).
 */
export function createEmpty(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true })
  try {
    closeSync(openSync(file, 'wx'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    unlinkSync(file)
    closeSync(openSync(file, 'wx'))
  }
}
