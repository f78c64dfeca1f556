import { describe, expect, it } from 'vitest'
import { parseBuiltPage, parsePage } from './builtPages.ts'
import type { ParseListener } from './parseHtml.ts'

const html = `<!DOCTYPE html>
<html lang="en-CA">
  <head>
    <title>About us | Site</title>
    <meta name="description" content="Who we are.">
    <meta name="robots" content="index">
    <meta property="article:published_time" content="2024-01-02">
    <link rel="canonical" href="https://www.example.com/about">
    <link rel="preload" as="image" imagesrcset="/a-480.avif 480w, /a-960.avif 960w">
    <script type="application/ld+json">{"@type":"WebPage","dateModified":"2024-03-04"}</script>
  </head>
  <body class="loading">
    <nav data-island="Navbar" data-props='{"items":["tablet"]}'><h2>Menu</h2><a href="/services">Services</a></nav>
    <main id="content">
      <h1>About <em>us</em></h1>
      <p>Fine &amp; fast<!-- -->photos of a dining table.</p>
      <section hidden><p>Hidden text</p></section>
      <script>var notText = 1</script>
      <h2>Our <span>team</span></h2>
      <img src="/team.jpg" alt="A desk" srcset="/team-1x.jpg 1x, /team-2x.jpg 2x">
      <button type="submit" class="btn btn-primary" aria-expanded="false">Go</button>
      <a href="#team">Team</a>
    </main>
  </body>
</html>`

describe('parsePage', () => {
  const page = parseBuiltPage('/about', '/site/about/index.html', html)

  it('reads the head metadata', () => {
    expect(page).toMatchObject({
      route: '/about',
      lang: 'en-CA',
      title: 'About us | Site',
      description: 'Who we are.',
      canonical: 'https://www.example.com/about',
      noindex: false,
      redirect: false,
      h1Count: 1,
      lastmod: '2024-03-04T00:00:00.000Z',
    })
    expect(page.jsonLd).toEqual(['{"@type":"WebPage","dateModified":"2024-03-04"}'])
  })

  it('lists the islands with their props as written', () => {
    expect(page.islands).toEqual([{ name: 'Navbar', props: '{"items":["tablet"]}' }])
  })

  it('lists every reference and id', () => {
    expect(page.links).toEqual([
      'https://www.example.com/about',
      '/a-480.avif',
      '/a-960.avif',
      '/services',
      '/team.jpg',
      '/team-1x.jpg',
      '/team-2x.jpg',
      '#team',
    ])
    expect([...page.ids]).toEqual(['content'])
  })

  it('weighs search terms of the description, the headings and the text of <main> only, without hidden or script text', () => {
    const { terms, frequencies, inTitle, length } = page.search
    expect(Object.fromEntries(terms.map((term, i) => [term, frequencies[i]]))).toEqual({
      who: 1.5,
      team: 2 + 2,
      about: 1,
      us: 1,
      fine: 1,
      fast: 1,
      photos: 1,
      dining: 1,
      table: 1,
      go: 1,
    })
    expect(terms.filter((_, i) => inTitle[i])).toEqual(['about', 'us'])
    expect(length).toBe(14)
  })

  it('returns the facts alone, and each listener of the same parse hears every event in order', () => {
    const heard: string[] = []
    const listener: ParseListener = {
      onopentag: (name) => heard.push(`<${name}>`),
      ontext: (text) => void (text.trim() && heard.push(text.trim())),
      onclosetag: (name) => heard.push(`</${name}>`),
    }
    const facts = parsePage('/about', '/site/about/index.html', html, { also: [listener] })
    const { search, ...factsOfBuilt } = page
    expect(facts).toEqual(factsOfBuilt)
    expect(search.terms.length).toBeGreaterThan(0)
    expect(Object.keys(facts)).not.toContain('search')
    expect(heard.slice(0, 4)).toEqual(['<html>', '<head>', '<title>', 'About us | Site'])
    expect(heard.filter((event) => event === '<h2>')).toHaveLength(2)
    expect(heard.at(-1)).toBe('</html>')
  })

  it('takes headings from the whole page when it has no <main>', () => {
    const bare = parseBuiltPage('/x', '/x.html', '<html><body><h2>One</h2><div><h3>Two</h3></div></body></html>')
    expect(bare.search.terms).toEqual(['one', 'two'])
    expect(bare.lang).toBe('')
  })
})
