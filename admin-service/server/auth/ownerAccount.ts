import { readFile, rm } from 'node:fs/promises'
import { z } from 'zod'
import { atomicWrite, removeStaleTempFiles } from '../../../lib/atomicWrite.ts'
import { generatePassword, hashIsOutdated, hashPassword, verifyPassword } from './password.ts'
import { passwordWeakness } from './passwordStrength.ts'

export const ownerAccount = z.object({
  name: z.string().min(1).max(80),
  passwordHash: z.string().startsWith('scrypt$'),
  /** Raised with every new password: sessions made under an older one are dead. */
  credentialVersion: z.number().int().min(1).default(1),
  /** Set while the password is a generated first-run one nobody has signed in with yet (ISO time). */
  firstRunExpiresAt: z.string().datetime().optional(),
})
export type OwnerAccount = z.infer<typeof ownerAccount>

/** How long a generated first-run password stays valid while unused. */
export const FIRST_RUN_VALID_MS = 24 * 60 * 60 * 1000

/** Whether `account` holds a first-run password that went unused past its expiry. */
export const firstRunExpired = (account: OwnerAccount, now = Date.now()) =>
  account.firstRunExpiresAt !== undefined && now > Date.parse(account.firstRunExpiresAt)

type EnsureOptions = {
  name?: string
  /** ADMIN_PASSWORD: replaces the stored password when it differs; must pass `passwordWeakness`. */
  password?: string
  /** Where a generated first-run password is written (mode 0600) for the owner to read once. */
  firstRunFile: string
  now?: number
}

const write = (file: string, account: OwnerAccount) => atomicWrite(file, `${JSON.stringify(account, null, 2)}\n`)

/**
 * Loads the owner account from `file`, creating or updating it. `password` (ADMIN_PASSWORD) replaces the
 * stored one when it is a different password (a new credential version, which ends every session) and
 * is refused when weak. With no account, or a first-run password that expired unused, a new first-run
 * password is generated into `firstRunFile` (0600) and returned so the caller can point the owner to it.
 * Only hashes are stored. Temp files of a killed earlier write are removed (the caller holds the data
 * directory's lock).
 */
export async function ensureOwnerAccount(
  file: string,
  options: EnsureOptions,
): Promise<{ account: OwnerAccount; generatedPassword?: string }> {
  removeStaleTempFiles(file)
  const now = options.now ?? Date.now()
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null
    throw error
  })
  const stored = text === null ? null : ownerAccount.parse(JSON.parse(text))
  let account = stored
  let generatedPassword: string | undefined
  if (options.password) {
    const weakness = await passwordWeakness(options.password)
    if (weakness) throw new Error(`ADMIN_PASSWORD is too weak: ${weakness}`)
    const same = stored !== null && (await verifyPassword(options.password, stored.passwordHash))
    if (!same || hashIsOutdated(stored.passwordHash) || stored.firstRunExpiresAt) {
      account = {
        name: options.name ?? stored?.name ?? 'Admin',
        passwordHash: await hashPassword(options.password),
        credentialVersion: (stored?.credentialVersion ?? 0) + (same ? 0 : 1),
      }
    }
  } else if (!stored || firstRunExpired(stored, now)) {
    generatedPassword = generatePassword()
    account = {
      name: options.name ?? stored?.name ?? 'Admin',
      passwordHash: await hashPassword(generatedPassword),
      credentialVersion: (stored?.credentialVersion ?? 0) + 1,
      firstRunExpiresAt: new Date(now + FIRST_RUN_VALID_MS).toISOString(),
    }
  }
  if (options.name && account!.name !== options.name) account = { ...account!, name: options.name }
  if (account !== stored) await write(file, account!)
  if (generatedPassword) await atomicWrite(options.firstRunFile, `${generatedPassword}\n`)
  else if (!account!.firstRunExpiresAt) await rm(options.firstRunFile, { force: true })
  return { account: account!, generatedPassword }
}

/**
 * After a sign-in with a first-run password: it no longer expires and its file is removed. Returns the
 * account as stored (unchanged for any other password).
 */
export async function confirmFirstRun(file: string, account: OwnerAccount, firstRunFile: string) {
  if (!account.firstRunExpiresAt) return account
  const { firstRunExpiresAt: _used, ...confirmed } = account
  await write(file, confirmed)
  await rm(firstRunFile, { force: true })
  return confirmed
}
