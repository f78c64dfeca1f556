import { createHmac, timingSafeEqual } from 'node:crypto'

const sign = (secret: string, id: string) => createHmac('sha256', secret).update(`manage:${id}`).digest('base64url')

/** The manage link's token: the booking id and its HMAC, unguessable and checked without a lookup table. */
export const manageToken = (secret: string, id: string): string => `${id}.${sign(secret, id)}`

/** The booking id a manage token names, or undefined for any token not signed with `secret`. */
export function manageTokenId(secret: string, token: string): string | undefined {
  const [id, signature, extra] = token.split('.')
  if (!id || !signature || extra !== undefined) return undefined
  const expected = Buffer.from(sign(secret, id))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return id
}
