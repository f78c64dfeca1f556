/**
 * The MLS compliance check of a listing's unbranded tour: MLS rules forbid, on the unbranded link,
 * every way to reach the agent or the brokerage, and fine agents for it. Run over the rendered page (one
 * streaming htmlparser2 pass, no DOM), it fails on any `<a href>` (or `<area href>`), a form, a frame or
 * embed that is not an allowed 3D tour in its unbranded mode (content/listings/links.ts: also a player address
 * in an island's props, which a click-to-load facade would frame), the agent's or the brokerage's name (or any
 * other name given, such as the company's), and anything shaped like a phone number or an e-mail address in
 * the text a visitor can read or hear (text, alt, title, aria-label, meta content, structured data, island props).
 * The same names, phone numbers and e-mail addresses, and any position (GPS), fail it in the metadata of every
 * image, film and PDF the page serves (mediaMetadata.ts): a film's `artist` or `comment` tag is read by any
 * player, a PDF's Author by any viewer's document properties.
 */
import { Parser } from 'htmlparser2'
import pLimit from 'p-limit'
import { isUnbrandedTour } from '../../content/listings/links.ts'
import { isPosition, MEDIA_FILE, metadataOf } from './mediaMetadata.ts'

export type ComplianceSubject = {
  /** How the listing is named in messages ("12 Maple Ave, Toronto"). */
  listing: string
  /** Names that must not appear: the agent's, the brokerage's, the company's. */
  names: readonly string[]
  /** Phone numbers that must not appear, however they are written. */
  phones: readonly string[]
}

export type ComplianceProblem = { line: number; element: string; problem: string }

// North American numbers with or without a country code and separators, and international ones.
const PHONE = /(?:\+?\d{1,3}[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b|\+\d[\d\s.-]{7,16}\d/
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i
/** Attributes people read or hear; the others (src, srcset, class...) hold addresses and names of files. */
const SPOKEN = new Set(['alt', 'title', 'aria-label', 'aria-description', 'placeholder', 'value', 'label', 'content'])
const FRAMES = new Set(['iframe', 'frame', 'embed', 'object'])

const digits = (value: string) => value.replace(/\D/g, '')
const short = (value: string) => (value.length > 80 ? `${value.slice(0, 77)}...` : value)

/** Every string inside island props (JSON), for the text and address checks. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const v of value) strings(v, out)
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out)
  return out
}

/** What in `text` would let a visitor reach the agent: the subject's names and phones, any phone number or e-mail address. */
function contactsIn(text: string, subject: ComplianceSubject): string[] {
  const found: string[] = []
  const lower = text.toLowerCase()
  for (const name of subject.names)
    if (name.trim().length >= 3 && lower.includes(name.trim().toLowerCase())) found.push(`names "${name}"`)
  const phone = PHONE.exec(text)
  const textDigits = digits(text)
  if (phone) found.push(`has a phone number ("${phone[0].trim()}")`)
  else if (subject.phones.map(digits).some((p) => p.length >= 7 && textDigits.includes(p)))
    found.push("has the agent's phone number")
  const email = EMAIL.exec(text)
  if (email) found.push(`has an e-mail address ("${email[0]}")`)
  return found
}

/** A same-site address of an image, film or PDF, without its query or fragment; null for anything else. */
function mediaPath(value: string): string | null {
  const address = value.trim().split(/[?#]/)[0]!
  return address.startsWith('/') && !address.startsWith('//') && MEDIA_FILE.test(address) ? address : null
}

/** The problems of a rendered unbranded tour page; empty when it is compliant. */
export function mlsProblems(html: string, subject: ComplianceSubject): ComplianceProblem[] {
  return inspectTour(html, subject).problems
}

/** The page's problems, and each image and film it serves (by address) with the first element that serves it. */
function inspectTour(html: string, subject: ComplianceSubject) {
  const problems: ComplianceProblem[] = []
  const media = new Map<string, { line: number; element: string }>()
  let line = 1
  let counted = 0
  const lineAt = (index: number) => {
    for (let i = counted; i < index; i++) if (html.charCodeAt(i) === 10) line++
    counted = Math.max(counted, index)
    return line
  }
  let element = ''
  const add = (problem: string) => problems.push({ line: lineAt(parser.startIndex), element, problem })
  const readable = (text: string) => contactsIn(text, subject).forEach(add)
  const serves = (value: string) => {
    const address = mediaPath(value)
    if (address && !media.has(address)) media.set(address, { line: lineAt(parser.startIndex), element })
  }
  let inScript = 0
  let scriptIsData = false
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        element = `<${name}${Object.entries(attribs)
          .filter(([k]) => ['href', 'src', 'action', 'id', 'class', 'data-island'].includes(k))
          .map(([k, v]) => ` ${k}="${short(v)}"`)
          .join('')}>`
        if ((name === 'a' || name === 'area') && attribs.href !== undefined)
          add('is a link; the unbranded tour may have none')
        if (name === 'form') add('is a form; the unbranded tour may have none')
        if (FRAMES.has(name)) {
          const src = attribs.src ?? attribs.data ?? ''
          if (!isUnbrandedTour(src)) add('frames something other than an allowed 3D tour in its unbranded mode')
        }
        for (const [key, value] of Object.entries(attribs)) if (SPOKEN.has(key)) readable(value)
        for (const key of ['src', 'poster', 'data', 'href']) if (attribs[key]) serves(attribs[key])
        for (const key of ['srcset', 'imagesrcset'])
          for (const candidate of attribs[key]?.split(',') ?? []) serves(candidate.trim().split(/\s+/)[0] ?? '')
        if (attribs['data-props']) {
          let props: unknown = null
          try {
            props = JSON.parse(attribs['data-props'])
          } catch {
            add('has island props that are not JSON')
          }
          for (const value of strings(props)) {
            if (/^https?:\/\//i.test(value)) {
              if (!isUnbrandedTour(value))
                add(`would load "${short(value)}", which is not an allowed 3D tour in its unbranded mode`)
            } else if (!value.startsWith('/')) readable(value)
            else serves(value)
          }
        }
        if (name === 'script') {
          inScript++
          scriptIsData = attribs.type === 'application/ld+json'
        }
      },
      onclosetag(name) {
        if (name === 'script') inScript--
      },
      ontext(text) {
        if (!inScript || scriptIsData) readable(text)
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  return { problems, media }
}

/**
 * How many served files are read at once. A file's read mostly waits (on the disk, on libvips' thread pool,
 * on ffprobe): read one at a time, they keep this process idle most of the check.
 */
const READS_AT_ONCE = 8

/**
 * The problems in the metadata of the images, films and PDFs a page serves: each address read from the file
 * `fileOf` gives for it (in the page's order, `READS_AT_ONCE` at a time), and each field checked for a
 * position and for the contacts `contactsIn` finds; the problems in the page's order.
 */
async function mediaProblems(
  media: Map<string, { line: number; element: string }>,
  subject: ComplianceSubject,
  fileOf: (url: string) => string | Promise<string>,
): Promise<ComplianceProblem[]> {
  const limit = pLimit(READS_AT_ONCE)
  const read = await Promise.all(
    [...media].map(([url, where]) =>
      limit(async () => ({ url, ...where, fields: await metadataOf(await fileOf(url)) })),
    ),
  )
  const problems: ComplianceProblem[] = []
  for (const { url, line, element, fields } of read) {
    const add = (problem: string) =>
      problems.push({ line, element, problem: `serves ${url}, whose metadata ${problem}` })
    for (const field of fields) {
      // Coordinates are shaped like phone numbers: a position is one problem, not three.
      if (isPosition(field)) add(`has a position (${field.field})`)
      else for (const found of contactsIn(field.value, subject)) add(`${found} (${field.field})`)
    }
  }
  return problems
}

/** A rendered unbranded tour that breaks the MLS rules: the message names the listing and each element. */
export class MlsComplianceError extends Error {
  override name = 'MlsComplianceError'
  constructor(
    readonly listing: string,
    readonly problems: ComplianceProblem[],
  ) {
    super(
      `The unbranded tour of ${listing} is not MLS-compliant:\n` +
        problems.map((p) => `  - line ${p.line}: ${p.element} ${p.problem}`).join('\n'),
    )
  }
}

/**
 * Throws an MlsComplianceError when the rendered unbranded tour `html` breaks the MLS rules, in the page or in
 * the metadata of an image, film or PDF it serves; `fileOf` names the file each of those addresses is published
 * from (without it, the page alone is checked). With ffmpeg missing a film cannot be read, and the check
 * fails with a MediaToolMissingError.
 */
export async function checkMlsCompliance(
  html: string,
  subject: ComplianceSubject,
  fileOf?: (url: string) => string | Promise<string>,
): Promise<void> {
  const { problems, media } = inspectTour(html, subject)
  if (fileOf) problems.push(...(await mediaProblems(media, subject, fileOf)))
  if (problems.length) throw new MlsComplianceError(subject.listing, problems)
}
