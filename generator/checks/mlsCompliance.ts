/**
 * The MLS compliance check of a listing's unbranded tour: MLS rules forbid, on the unbranded link,
 * every way to reach the agent or the brokerage, and fine agents for it. Run over the rendered page (one
 * streaming htmlparser2 pass, no DOM), it fails on any `<a href>` (or `<area href>`), a form, a frame or
 * embed that is not an allowed 3D tour in its unbranded mode (content/listings/links.ts: also a player address
 * in an island's props, which a click-to-load facade would frame), the agent's or the brokerage's name (or any
 * other name given, such as the company's), and anything shaped like a phone number or an e-mail address in
 * the text a visitor can read or hear (text, alt, title, aria-label, meta content, structured data, island props).
 */
import { Parser } from 'htmlparser2'
import { isUnbrandedTour } from '../../content/listings/links.ts'

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

/** The problems of a rendered unbranded tour page; empty when it is compliant. */
export function mlsProblems(html: string, subject: ComplianceSubject): ComplianceProblem[] {
  const problems: ComplianceProblem[] = []
  const names = subject.names.map((n) => n.trim().toLowerCase()).filter((n) => n.length >= 3)
  const phones = subject.phones.map(digits).filter((d) => d.length >= 7)
  let line = 1
  let counted = 0
  const lineAt = (index: number) => {
    for (let i = counted; i < index; i++) if (html.charCodeAt(i) === 10) line++
    counted = Math.max(counted, index)
    return line
  }
  let element = ''
  const add = (problem: string) => problems.push({ line: lineAt(parser.startIndex), element, problem })
  const readable = (text: string) => {
    const lower = text.toLowerCase()
    for (const name of names)
      if (lower.includes(name)) add(`names "${subject.names.find((n) => n.trim().toLowerCase() === name)}"`)
    const phone = PHONE.exec(text)
    const textDigits = digits(text)
    if (phone) add(`has a phone number ("${phone[0].trim()}")`)
    else if (phones.some((p) => textDigits.includes(p))) add("has the agent's phone number")
    const email = EMAIL.exec(text)
    if (email) add(`has an e-mail address ("${email[0]}")`)
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

/** Throws an MlsComplianceError when the rendered unbranded tour `html` breaks the MLS rules. */
export function checkMlsCompliance(html: string, subject: ComplianceSubject): void {
  const problems = mlsProblems(html, subject)
  if (problems.length) throw new MlsComplianceError(subject.listing, problems)
}
