import { describe, expect, it } from 'vitest'
import { parseHtml } from './parseHtml.ts'
import { tokenize } from '../templates/islands/search/searchIndexFormat.ts'
import { SearchText, searchTermsOf, splitTerms } from './searchTerms.ts'

const page = `<html><head><title>Drone | Site</title><script>var h2 = 1</script></head><body>
<nav><h2>Menu</h2><a href="/">Home</a></nav>
<main><h1>Drone  <em>photography</em></h1><p>Aerial<!-- -->views.</p><section hidden><p>Secret</p></section>
<style>.x{}</style><h2>Our <span>team</span></h2></main><footer><p>Footer text</p></footer></body></html>`

function heard(html: string) {
  const text = new SearchText()
  parseHtml(html, [text])
  return text
}

describe('SearchText', () => {
  it('reads the headings of <main> and its text, without the shell, scripts, styles or hidden text', () => {
    const text = heard(page)
    expect(text.headings()).toEqual(['Our team'])
    const terms = text.terms({ route: '/drone', title: 'Drone | Site', description: 'Aerial photos.' })
    expect(terms).toEqual(
      searchTermsOf({
        route: '/drone',
        title: 'Drone | Site',
        description: 'Aerial photos.',
        headings: ['Our team'],
        text: 'Drone photography Aerial views. Our team',
      }),
    )
    expect(terms.terms).not.toContain('secret')
    expect(terms.terms).not.toContain('footer')
    expect(terms.terms).not.toContain('menu')
  })

  it('takes every heading and no text from a page without <main>', () => {
    const text = heard('<html><body><h2>One</h2><div><h3>Two</h3><p>Words</p></div></body></html>')
    expect(text.headings()).toEqual(['One', 'Two'])
    expect(text.terms({ route: '/x', title: '', description: '' }).terms).toEqual(['one', 'two'])
  })
})

describe('splitTerms', () => {
  it('gives the terms tokenize gives, whichever character of the BMP a text holds', () => {
    const differing: string[] = []
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code < 0xe000) continue
      const char = String.fromCharCode(code)
      for (const text of [`Drone${char}Tours 3D`, `${char}${char}x9 Ab${char}`])
        if (splitTerms(text).join(' ') !== tokenize(text).join(' ')) differing.push(`U+${code.toString(16)}`)
    }
    expect(differing).toEqual([])
  })

  it('lower-cases, drops accents, stop words and one-character words, and splits on the rest', () => {
    for (const text of ['Drone tours → and 3D scans — the “best”', 'Toronto’s DRONE photos: the Café, naïve ½ ²'])
      expect(splitTerms(text)).toEqual(tokenize(text))
    expect(splitTerms('Drone tours → and 3D scans — the “best”')).toEqual(['drone', 'tours', '3d', 'scans', 'best'])
  })
})
