import { describe, expect, it } from 'vitest'
import { memoCounts } from '../lib/memo.ts'
import { parseHtml } from './parseHtml.ts'
import { StyleTokens } from './styleTokens.ts'

const page = `<!DOCTYPE html><html lang="en-CA"><head><title>About</title>
<meta name="description" content="Who we are."></head>
<body class="loading"><nav data-island="Navbar" data-props='{"items":["tablet"]}'><a href="/services">Services</a></nav>
<main id="content"><p>Photos of a dining table.</p><img src="/team-2x.jpg" alt="A desk">
<button type="submit" class="btn btn-primary" aria-expanded="false">Go</button></main></body></html>`

const values = () => memoCounts().find((count) => count.name === 'style token values') ?? { hits: 0, misses: 0 }

describe('StyleTokens', () => {
  it('collects what selectors can match: tags, attribute names and values, not text, addresses or props', () => {
    const listener = new StyleTokens()
    parseHtml(page, [listener])
    for (const token of [
      'main',
      'button',
      'type',
      'submit',
      'btn-primary',
      'aria-expanded',
      'false',
      'content',
      'loading',
    ])
      expect(listener.tokens, token).toContain(token)
    for (const token of ['dining', 'table', 'tablet', 'team-2x', 'desk', 'services', 'Who'])
      expect(listener.tokens, token).not.toContain(token)
  })

  it('collects the tokens of many pages into one set, splitting each attribute value once', () => {
    const one = new StyleTokens()
    parseHtml(page, [one])
    const build = new StyleTokens()
    const before = values()
    parseHtml(page, [build])
    const afterFirst = values()
    parseHtml(page.replace('btn btn-primary', 'btn btn-secondary'), [build])
    const afterSecond = values()
    expect(build.tokens).toEqual(new Set([...one.tokens, 'btn-secondary']))
    // The second page's values were split already, but for the changed class list.
    expect(afterSecond.misses - afterFirst.misses).toBe(1)
    expect(afterSecond.hits - afterFirst.hits).toBe(afterFirst.misses - before.misses - 1)
  })
})
