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
    // Compared as text: a base64url string's last character has spare bits, so two spellings decode alike,
    // and only the one this service wrote is the link.
    const given = Buffer.from(token.slice(ID_LENGTH))
    const expected = Buffer.from(this.#mac(id).toString('base64url'))
    if (!/^[A-Za-z0-9_-]+$/.test(token) || given.length !== expected.length) return null
    return timingSafeEqual(given, expected) ? id : null
  }

  #mac(invoiceId: string): Buffer {
    return createHmac('sha256', this.key).update(`invoice:${invoiceId}`).digest().subarray(0, MAC_BYTES)
  }
}
