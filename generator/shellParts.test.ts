import { Parser } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { parseBuiltPage } from './builtPages.ts'
import { InlineCode } from './contentSecurityPolicy.ts'
import { ShellParts } from './shellParts.ts'
import { StyleTokens } from './styleTokens.ts'

const navbar = (active: string) =>
  `<nav class="site-nav navbar" aria-label="Main"><a class="navbar-brand" href="/" id="brand">Site</a><ul>${[
    '/blog',
    '/about',
  ]
    .map((href) => `<li><a class="nav-link${href === active ? ' active' : ''}" href="${href}">${href}</a></li>`)
    .join('')}</ul></nav>`
const footer = `<footer class="site-footer"><h2 class="footer-heading">Visit</h2><p style="color:red">© <!-- -->2026 Site &amp; Co.</p><a href="/privacy">Privacy</a></footer>`
const page = (title: string, nav: string, foot = footer) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><div class="island" data-island="Navbar" data-props="{}">${nav}</div><main id="main"><h1>${title}</h1><h2>About ${title}</h2><p>Text of ${title}.</p></main>${foot}</body></html>`

/** `html` parsed with `shell`, and the length of the text htmlparser2 tokenized. */
function parsed(html: string, shell: ShellParts) {
  let tokenized = 0
  const spy = Parser.prototype.write
  const write = function (this: Parser, chunk: string) {
    tokenized += chunk.length
    return spy.call(this, chunk)
  }
  Parser.prototype.write = write
  try {
    const inline = new InlineCode()
    const tokens = new StyleTokens()
    const result = parseBuiltPage('/p', '/site/p/index.html', html, { also: [inline, tokens], shell })
    return { result, inline: inline.hashes(), tokens: tokens.tokens, tokenized }
  } finally {
    Parser.prototype.write = spy
  }
}

const plain = (html: string) => {
  const inline = new InlineCode()
  const tokens = new StyleTokens()
  const result = parseBuiltPage('/p', '/site/p/index.html', html, { also: [inline, tokens] })
  return { result, inline: inline.hashes(), tokens: tokens.tokens }
}

describe('ShellParts', () => {
  it('parses a page as a parse of its own does, tokenizing the navbar and footer once for every page that has them', () => {
    const shell = new ShellParts()
    const pages = [page('One', navbar('/blog')), page('Two', navbar('/blog')), page('Three', navbar('/about'))]
    const first = parsed(pages[0]!, shell)
    const second = parsed(pages[1]!, shell)
    const third = parsed(pages[2]!, shell)
    for (const [i, got] of [first, second, third].entries()) {
      const expected = plain(pages[i]!)
      expect(got.result).toEqual(expected.result)
      expect(got.inline).toEqual(expected.inline)
      expect(got.tokens).toEqual(expected.tokens)
    }
    expect(first.tokenized).toBe(pages[0]!.length)
    expect(second.tokenized).toBe(pages[1]!.length - navbar('/blog').length - footer.length)
    // Another navbar: tokenized once on its own, then handed over; the footer not at all.
    expect(third.tokenized).toBe(pages[2]!.length - footer.length)
  })

  it('parses with the rest of the page a part that is not one whole element', () => {
    const shell = new ShellParts()
    // A nav inside the navbar: the part would end at the inner </nav>.
    const nested = `<nav class="site-nav navbar"><nav><a href="/a">A</a></nav><a href="/b">B</a></nav>`
    const unclosed = `<footer class="site-footer"><p>Open`
    const pages = [page('Nested', nested, ''), page('Nested', nested, ''), page('Unclosed', navbar('/'), unclosed)]
    const tokenized = pages.map((html) => {
      const got = parsed(html, shell)
      expect(got.result).toEqual(plain(html).result)
      return got.tokenized
    })
    // The navbar's part (up to the first </nav>) is tried once on its own, then parsed with its page each time.
    const part = nested.slice(0, nested.indexOf('</nav>') + '</nav>'.length)
    expect(tokenized).toEqual([pages[0]!.length + part.length, pages[1]!.length, pages[2]!.length])
  })
})
