import { mkdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Writes a page as a new file, never through an existing one (it may be hard-linked to a live release). */
export async function writeNew(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true })
  try {
    await writeFile(file, content, { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    await unlink(file)
    await writeFile(file, content, { flag: 'wx' })
  }
}
