import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The opt-out link of a review request (`/reviews/opt-out/{token}`): the HMAC of the agent's address key under
 * the service's key, so it names the agent without putting their address in a URL, cannot be made up, and needs
 * no sign-in. The key lives in the data folder, so links in e-mails already sent keep working after a restart.
 */
export class OptOutLinks {
  constructor(readonly key: Buffer) {}

  tokenOf(emailKey: string): string {
    return createHmac('sha256', this.key)
      .update(`review-opt-out:${emailKey}`)
      .digest()
      .subarray(0, 18)
      .toString('base64url')
  }

  /** Which of `emailKeys` (the agents ever asked) the token names, or null. */
  emailKeyOf(token: string, emailKeys: Iterable<string>): string | null {
    const given = Buffer.from(token)
    for (const key of emailKeys) {
      const expected = Buffer.from(this.tokenOf(key))
      if (given.length === expected.length && timingSafeEqual(given, expected)) return key
    }
    return null
  }
}
