/**
 * The one rule for text a visitor types into a single-line field (a name, a phone number, a street
 * address) that the service shows to the owner and writes into e-mail subjects and headers, and the
 * one for multi-line text (a message, access notes). Plain regular expressions, no zod: the quote
 * form's schema (zod/mini, in the browser) and the booking API's (zod) both refine with them.
 */

// Control characters (C0, DEL and C1: U+0085 breaks a row in some CSV readers and a header in some mail
// readers), the line and paragraph separators and the bidi embeddings, overrides and isolates
// (U+202A-202E, U+2066-2069: "Bob\u202Emoc.live" shows as "Bobevil.com") are refused in every field;
// multi-line text may have line breaks and tabs.
// eslint-disable-next-line no-control-regex
export const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/
export const MULTI_LINE =
  // eslint-disable-next-line no-control-regex
  /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/

/**
 * Characters that hide or disguise text: soft hyphen, zero-width space, word joiners, byte-order mark,
 * directional marks, Hangul fillers (ZWJ and ZWNJ stay: Persian, Indic scripts and emoji need them).
 */
const HIDDEN = /[\u00ad\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u2060-\u2064\u206a-\u206f\u3164\ufeff\uffa0]/
/** An RFC 2047 encoded-word (`=?utf-8?q?...?=`), which mail clients decode in a Subject or a Reply-To. */
const ENCODED_WORD = /=\?[^?\s]*\?[bq]\?[^?\s]*\?=/i
const VISIBLE = /[\p{L}\p{N}]/u

/** Single-line text as the owner will read it: no control, separator, bidi or hidden character, no encoded-word. */
export function isSingleLineText(value: string): boolean {
  return SINGLE_LINE.test(value) && !HIDDEN.test(value) && !ENCODED_WORD.test(value)
}

/** A person's name: single-line text with at least one letter or digit (a name of invisible characters is no name). */
export function isShownName(value: string): boolean {
  return isSingleLineText(value) && VISIBLE.test(value)
}
