import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { atomicWrite, removeStaleTempFiles } from '../../store/atomicWrite.ts'
import { generatePassword, hashPassword } from './password.ts'

export const ownerAccount = z.object({
  name: z.string().min(1).max(80),
  passwordHash: z.string().startsWith('scrypt$'),
})
export type OwnerAccount = z.infer<typeof ownerAccount>

/**
 * Loads the owner account from `file`, creating or updating it: `password` (ADMIN_PASSWORD) replaces
 * the stored hash; with no stored account and no password, a one-time password is generated and
 * returned once so the caller can print it. Only the hash is written. Temp files of a killed earlier
 * write are removed (the caller holds the data directory's store lock).
 */
export async function ensureOwnerAccount(
  file: string,
  options: { name?: string; password?: string },
): Promise<{ account: OwnerAccount; generatedPassword?: string }> {
  removeStaleTempFiles(file)
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null
    throw error
  })
  let account = text === null ? null : ownerAccount.parse(JSON.parse(text))
  let generatedPassword: string | undefined
  let changed = false
  if (options.password) {
    account = { name: options.name ?? account?.name ?? 'Admin', passwordHash: await hashPassword(options.password) }
    changed = true
  } else if (!account) {
    generatedPassword = generatePassword()
    account = { name: options.name ?? 'Admin', passwordHash: await hashPassword(generatedPassword) }
    changed = true
  } else if (options.name && options.name !== account.name) {
    account = { ...account, name: options.name }
    changed = true
  }
  if (changed) await atomicWrite(file, `${JSON.stringify(account, null, 2)}\n`)
  return { account, generatedPassword }
}
