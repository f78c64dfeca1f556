import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * OWASP device cookies (Slow Down Online Guessing Attacks with Device Cookies): a browser that signed in
 * once gets `<random id>.<HMAC of the id>`; on later sign-ins a valid one is rate-limited on its own key,
 * so nobody else's failed attempts, even from the same address, lock the owner out. The key lives only
 * in the server (a file in the data directory), so clients cannot mint device ids.
 */
export class DeviceCookies {
  constructor(readonly key: Buffer) {}

  /** A new device cookie value. */
  issue(): string {
    const id = randomBytes(16).toString('base64url')
    return `${id}.${this.#mac(id)}`
  }

  /** The device id of a genuine cookie value, or null. */
  verify(value: string | undefined): string | null {
    const [id, mac, extra] = (value ?? '').split('.')
    if (!id || !mac || extra !== undefined || !/^[\w-]{22}$/.test(id)) return null
    const expected = Buffer.from(this.#mac(id))
    const given = Buffer.from(mac)
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
  }

  #mac(id: string): string {
    return createHmac('sha256', this.key).update(`device:${id}`).digest('base64url')
  }
}
