import { createHmac, timingSafeEqual } from 'node:crypto'

/** Invoice ids are 12 random bytes in base64url. */
const ID_LENGTH = 16
/** 16 bytes of HMAC-SHA256: 128 bits no one guesses. */
const MAC_BYTES = 16

/**
 * The client's link to an invoice (`/invoice/{token}/`): the invoice id followed by its HMAC under the
 * service's key, so a token cannot be made up or altered and needs no account; the key lives in the data
 * folder, so links survive restarts.
 */
export class InvoiceLinks {
  constructor(readonly key: Buffer) {}

  tokenOf(invoiceId: string): string {
    return `${invoiceId}${this.#mac(invoiceId).toString('base64url')}`
  }

  /** The invoice id a token names, or null when the token was not made here. */
  invoiceIdOf(token: string): string | null {
    const id = token.slice(0, ID_LENGTH)
    const given = Buffer.from(token.slice(ID_LENGTH), 'base64url')
    const expected = this.#mac(id)
    if (!/^[A-Za-z0-9_-]+$/.test(token) || given.length !== MAC_BYTES) return null
    return timingSafeEqual(given, expected) ? id : null
  }

  #mac(invoiceId: string): Buffer {
    return createHmac('sha256', this.key).update(`invoice:${invoiceId}`).digest().subarray(0, MAC_BYTES)
  }
}
