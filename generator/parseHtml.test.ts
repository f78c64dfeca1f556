import { Parser } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { parseHtml, type ParseListener } from './parseHtml.ts'

type Event = ['open', string, Record<string, string>] | ['text', string] | ['comment', string] | ['close', string]

/** A listener that writes down every event, the texts between two other events as one. */
function recorder(): { listener: ParseListener; events: Event[] } {
  const events: Event[] = []
  const listener: ParseListener = {
    onopentag: (name, attribs) => void events.push(['open', name, { ...attribs }]),
    ontext(data) {
      const last = events.at(-1)
      if (last?.[0] === 'text') last[1] += data
      else events.push(['text', data])
    },
    oncomment: (data) => void events.push(['comment', data]),
    onclosetag: (name) => void events.push(['close', name]),
  }
  return { listener, events }
}

/** The events of `html` from parseHtml. */
function heard(html: string): Event[] {
  const { listener, events } = recorder()
  parseHtml(html, [listener])
  return events
}

/** The events of `html` from htmlparser2 decoding as it tokenizes (its default). */
function decodedByTokenizer(html: string): Event[] {
  const { listener, events } = recorder()
  new Parser({
    onopentag: (name, attribs) => listener.onopentag!(name, attribs),
    ontext: (data) => listener.ontext!(data),
    oncomment: (data) => listener.oncomment!(data),
    onclosetag: (name) => listener.onclosetag!(name),
  }).end(html)
  return events
}

/**
 * Entities and what only looks like one: named with and without their semicolon, a name that is a
 * prefix of another, two code points from one name, numeric in both bases, out of range, a surrogate,
 * windows-1252's, empty and unknown ones, and a legacy name followed by `=` or a letter (decoded in text,
 * not in an attribute).
 */
const ENTITIES = [
  '&amp;',
  '&amp',
  '&quot;',
  '&lt;&gt;',
  '&nbsp;',
  '&copy',
  '&copy=',
  '&ampx',
  '&amp=x',
  '&notit;',
  '&notin;',
  '&NotEqualTilde;',
  '&AElig',
  '&#39;',
  '&#x27;',
  '&#X41;',
  '&#65',
  '&#x41g',
  '&#128;',
  '&#0;',
  '&#x110000;',
  '&#xD800;',
  '&#;',
  '&#x;',
  '&foo;',
  '&;',
  '& ',
  '&',
  '&&amp;',
]

describe('parseHtml', () => {
  it('hears the texts and attribute values as a decoding htmlparser2 gives them, in every context', () => {
    for (const entity of ENTITIES) {
      const text = `a${entity}b ${entity}`
      const pages = [
        `<p title="${text}" data-x='${text}' data-y=x${entity}>${text}</p><p>${entity}</p>`,
        `<html><head><title>${text}</title><script>${text}</script><style>${text}</style></head></html>`,
        `<textarea>${text}</textarea><xmp>${text}</xmp><iframe>${text}</iframe><noscript>${text}</noscript>`,
        `<svg><style>${text}</style><script>${text}</script><title>${text}</title><foreignObject><style>${text}</style></foreignObject></svg><script>${text}</script>`,
        `<math><mtext><script>${text}</script></mtext></math><!-- ${text} --><plaintext>${text}</p>`,
      ]
      for (const page of pages) expect(heard(page), page).toEqual(decodedByTokenizer(page))
    }
  })

  it('hears an island whose props are written with entities as the JSON it holds', () => {
    const props = JSON.stringify({ label: 'Tom & "Jerry"', href: '/a?b=1&c=2' })
    const page = `<div data-island="Nav" data-props="${props.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"></div>`
    const [open] = heard(page)
    expect(JSON.parse(open![2]!['data-props']!)).toEqual({ label: 'Tom & "Jerry"', href: '/a?b=1&c=2' })
  })
})
