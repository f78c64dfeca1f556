import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * One of the OWASP password storage cheat sheet's equivalent scrypt settings: N=2^15 (32 MiB), r=8, p=3.
 * The same work as N=2^17, p=1 at a quarter of its 128 MiB, so the few checks LoginGuard lets run at
 * once cost about 100 MiB at most (a 20-request burst at 2^17 peaked at 635 MB).
 */
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 3 } as const
const KEY_LENGTH = 32

const derive = (password: string, salt: Buffer, cost: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 32 * 1024 * 1024 }
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url). Only this string is ever stored. */
export async function hashPassword(password: string, cost: { N: number; r: number; p: number } = SCRYPT_COST) {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Checks a password against a stored hash in constant time (for equal-length keys). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Whether a stored hash was made with other settings than SCRYPT_COST (and should be re-hashed). */
export function hashIsOutdated(stored: string): boolean {
  const [, N, r, p] = stored.split('$')
  return Number(N) !== SCRYPT_COST.N || Number(r) !== SCRYPT_COST.r || Number(p) !== SCRYPT_COST.p
}

/** A one-time password for the first run: 20 characters from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = randomBytes(20)
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}
