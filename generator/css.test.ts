import { describe, expect, it } from 'vitest'
import { inlineStylesheets } from './css.ts'

const sheets = new Map([
  ['/assets/a.css', '.a{color:red}'],
  ['/assets/b.css', '.b{color:blue}'],
])
const link = (href: string) => `<link rel="stylesheet" type="text/css" href="${href}">`

describe('inlineStylesheets', () => {
  it("replaces the page's stylesheet links with one <style> of those sheets, in order", () => {
    const html = `<html><head><title>x</title>\n    ${link('/assets/b.css')}\n    ${link('/assets/a.css')}\n  </head><body></body></html>`
    expect(inlineStylesheets(html, sheets, 'x.html')).toBe(
      '<html><head><title>x</title>\n    <style>.b{color:blue}\n.a{color:red}</style>\n  </head><body></body></html>',
    )
  })

  it('leaves a page without stylesheet links as it is', () => {
    const html = '<html><head><meta http-equiv="refresh" content="0;url=/"></head></html>'
    expect(inlineStylesheets(html, sheets, 'x.html')).toBe(html)
  })

  it('fails naming the page when it links a sheet the build does not have', () => {
    expect(() => inlineStylesheets(`<head>${link('/assets/gone.css')}</head>`, sheets, 'blog/x/index.html')).toThrow(
      'blog/x/index.html: stylesheet /assets/gone.css is not in the build',
    )
  })
})
