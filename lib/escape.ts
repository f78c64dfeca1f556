/**
 * One escaper per markup format, each from a library made for it (docs/decisions.md, "One escaper per format").
 * iCalendar is written by ical-generator and CSV by csv-stringify, which escape for themselves.
 */
import escapeHtmlText from 'escape-html'
import { escapeUTF8 } from 'entities'

/**
 * HTML text or a quoted attribute value: `&`, `<`, `>`, `"` and `'` become character references
 * (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`); everything else is kept as it is.
 */
export const escapeHtml = (text: string): string => escapeHtmlText(text)

/**
 * XML text or a quoted attribute value: `&`, `<`, `>`, `"` and `'` become XML's predefined entities
 * (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`); everything else, non-ASCII included, is kept as it is.
 */
export const escapeXml = (text: string): string => escapeUTF8(text)
