/**
 * The parts of a page that most pages share word for word, the navbar and the footer (templates/layouts/
 * Layout.tsx): about 40% of a blog post's markup, nearly all tags and attributes. A full build's page
 * thread parses each such part once (builtPages.ts's `parsePage`, given a `ShellParts`) and hands the
 * parser's events for it to the page's handler again on every page that has the same text, so that
 * htmlparser2 tokenizes only the rest of the page: its tokenizer was about a third of the page thread's
 * time at 1000 extra posts.
 */
import { Parser, type Handler } from 'htmlparser2'

/** The events `parsePage` takes from htmlparser2. */
export type ShellHandler = Pick<Handler, 'onopentag' | 'ontext' | 'oncomment' | 'onclosetag'>

type ParseEvent =
  | readonly ['open', string, Record<string, string>]
  | readonly ['text', string]
  | readonly ['comment', string]
  | readonly ['close', string]

/**
 * Where each part starts (the start of its opening tag) and the element it is: the part runs to the
 * first closing tag of that name, and is used only when that closes the element it starts with (no
 * element of the same name inside). A part whose markup changes is parsed with the rest of its page.
 */
export const SHELL_PARTS = [
  { start: '<nav class="site-nav ', tag: 'nav' },
  { start: '<footer class="site-footer">', tag: 'footer' },
] as const

/** Parts kept at most: a site has one navbar per section, one footer a year. */
const MAX_KEPT = 64

/** The events htmlparser2 gives for `text` alone, or null when `text` is not one whole element. */
function eventsOf(text: string): ParseEvent[] | null {
  const events: ParseEvent[] = []
  let depth = 0
  let whole = true
  new Parser({
    onopentag(name, attribs) {
      if (depth === 0 && events.length > 0) whole = false
      depth++
      events.push(['open', name, attribs])
    },
    ontext(data) {
      if (depth === 0) whole = false
      events.push(['text', data])
    },
    oncomment(data) {
      if (depth === 0) whole = false
      events.push(['comment', data])
    },
    onclosetag(name, isImplied) {
      depth--
      // Closed by the end of the text, not by its own tag: an element of the same name was inside.
      if (depth === 0 && isImplied) whole = false
      events.push(['close', name])
    },
  }).end(text)
  return whole && depth === 0 && events[0]?.[0] === 'open' ? events : null
}

export class ShellParts {
  /** Events of each part met, by its text; null for a text that is not one whole element. */
  readonly #events = new Map<string, ParseEvent[] | null>()

  /**
   * Parses `html` with `parser`, whose handler is `handler`, except the parts of the shell, whose events
   * go to `handler` as htmlparser2 gave them for the same text the first time; ends the parser.
   */
  parse(html: string, parser: Parser, handler: ShellHandler): void {
    let at = 0
    for (const { from, to } of partsOf(html)) {
      const text = html.slice(from, to)
      let events = this.#events.get(text)
      if (events === undefined) {
        events = eventsOf(text)
        if (this.#events.size < MAX_KEPT) this.#events.set(text, events)
      }
      if (!events || from < at) continue
      parser.write(html.slice(at, from))
      for (const event of events) {
        if (event[0] === 'open') handler.onopentag?.(event[1], event[2], false)
        else if (event[0] === 'text') handler.ontext?.(event[1])
        else if (event[0] === 'comment') handler.oncomment?.(event[1])
        else handler.onclosetag?.(event[1], false)
      }
      at = to
    }
    parser.end(html.slice(at))
  }
}

/** Where the parts of the shell are in `html`, in page order. */
function partsOf(html: string): { from: number; to: number }[] {
  const parts: { from: number; to: number }[] = []
  for (const { start, tag } of SHELL_PARTS) {
    const from = html.indexOf(start)
    const close = from === -1 ? -1 : html.indexOf(`</${tag}>`, from)
    if (close !== -1) parts.push({ from, to: close + tag.length + 3 })
  }
  return parts.sort((a, b) => a.from - b.from)
}
