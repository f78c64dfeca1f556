import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { atomicWrite } from '../../../../lib/atomicWrite.ts'

/** A 32-byte secret kept in the data folder (created once): an HMAC key that survives restarts. */
export async function dataKey(file: string): Promise<Buffer> {
  const existing = await readFile(file).catch(() => null)
  if (existing?.length === 32) return existing
  const key = randomBytes(32)
  await atomicWrite(file, key)
  return key
}
