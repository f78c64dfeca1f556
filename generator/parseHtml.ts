/**
 * One parse of a page, heard by every reader that needs it: htmlparser2's streaming `Parser` (no DOM
 * tree) goes over the page's text once, and each listener takes the events it wants and keeps its own
 * result. A full build's page thread gives each page's parse four: the page's facts (builtPages.ts),
 * site search's text (searchTerms.ts), the stylesheet trim's tokens (styleTokens.ts) and the
 * Content-Security-Policy's inline code (contentSecurityPolicy.ts). The listeners hear each event in the
 * order they are given (registration order, as Eleventy's transforms run).
 */
import { decodeHTML, decodeHTMLAttribute } from 'entities'
import { Parser, type Handler } from 'htmlparser2'
import type { ShellParts } from './shellParts.ts'

/** A reader of a page's parse: the htmlparser2 events it takes (each optional). */
export interface ParseListener {
  onopentag?(name: string, attribs: Record<string, string>): void
  ontext?(data: string): void
  oncomment?(data: string): void
  onclosetag?(name: string): void
}

/** The events `parseHtml` hands on, as one htmlparser2 handler. */
export type ParseHandler = Required<Pick<Handler, 'onopentag' | 'ontext' | 'oncomment' | 'onclosetag'>>

/** One handler calling `listeners` in their order for each event (only those that take it). */
function handlerOf(listeners: readonly ParseListener[]): ParseHandler {
  const opens = listeners.flatMap((l) => (l.onopentag ? [l.onopentag.bind(l)] : []))
  const texts = listeners.flatMap((l) => (l.ontext ? [l.ontext.bind(l)] : []))
  const comments = listeners.flatMap((l) => (l.oncomment ? [l.oncomment.bind(l)] : []))
  const closes = listeners.flatMap((l) => (l.onclosetag ? [l.onclosetag.bind(l)] : []))
  return {
    onopentag(name, attribs) {
      for (const open of opens) open(name, attribs)
    },
    ontext(data) {
      for (const text of texts) text(data)
    },
    oncomment(data) {
      for (const comment of comments) comment(data)
    },
    onclosetag(name) {
      for (const close of closes) close(name)
    },
  }
}

/**
 * The elements whose text htmlparser2 leaves as written, entities and all (outside SVG and MathML, where
 * every element's text is decoded): its tokenizer's raw text elements. `title` and `textarea` are decoded.
 */
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'noembed', 'noframes', 'xmp', 'plaintext'])

/**
 * `handler` given the page's text and attribute values decoded, for a `Parser` that does not decode
 * them (`decodeEntities: false`): it then skips through each text and attribute value in one search for
 * its end, where a decoding tokenizer goes through them character by character, and hands on an
 * attribute value written with entities (a JSON island's props: one `&quot;` after another) in one piece
 * rather than a string per entity. What holds an `&` is decoded here, by the package htmlparser2 decodes
 * with, in the same modes (attribute values; text, except that of the raw text elements), so the
 * listeners hear what a decoding parser gives them: the texts of an element may come in fewer pieces.
 */
function decoding(handler: ParseHandler, parser: () => Parser): ParseHandler {
  let raw = false
  return {
    onopentag(name, attribs, implied) {
      for (const attr in attribs) {
        const value = attribs[attr]!
        if (value.includes('&')) attribs[attr] = decodeHTMLAttribute(value)
      }
      raw = RAW_TEXT.has(name) && !parser().isInForeignContext()
      handler.onopentag(name, attribs, implied)
    },
    ontext(data) {
      handler.ontext(raw || !data.includes('&') ? data : decodeHTML(data))
    },
    oncomment: handler.oncomment,
    onclosetag(name, implied) {
      raw = false
      handler.onclosetag(name, implied)
    },
  }
}

/**
 * Parses `html` once for every one of `listeners`. `shell`: the parts of the page that other pages share
 * are tokenized once for all of them, their events handed over again (shellParts.ts).
 */
export function parseHtml(html: string, listeners: readonly ParseListener[], shell?: ShellParts): void {
  const handler = handlerOf(listeners)
  const parser: Parser = new Parser(
    decoding(handler, () => parser),
    { decodeEntities: false },
  )
  if (shell) shell.parse(html, parser, handler)
  else parser.end(html)
}
