import { describe, expect, it } from 'vitest'
import { linkStylesheets } from './stylesheetLinks.ts'

const sheets = new Map([
  ['/assets/a.1.css', '/assets/a.trimmedA.css'],
  ['/assets/b.2.css', '/assets/b.trimmedB.css'],
])
const link = (href: string) => `<link rel="stylesheet" type="text/css" href="${href}">`

describe('linkStylesheets', () => {
  it("points the page's stylesheet links at the trimmed sheets, in their order, right after the charset", () => {
    const html = `<html><head>\n    ${link('/assets/b.2.css')}\n    ${link('/assets/a.1.css')}\n    <meta charset="utf-8">\n    <title>x</title>\n  </head><body></body></html>`
    expect(linkStylesheets(html, sheets, 'x.html')).toBe(
      `<html><head>\n    <meta charset="utf-8">\n    ${link('/assets/b.trimmedB.css')}\n    ${link('/assets/a.trimmedA.css')}\n    <title>x</title>\n  </head><body></body></html>`,
    )
  })

  it('leaves a page without stylesheet links as it is', () => {
    const html = '<html><head><meta http-equiv="refresh" content="0;url=/"></head></html>'
    expect(linkStylesheets(html, sheets, 'x.html')).toBe(html)
  })

  it('fails naming the page when it links a sheet the build does not have', () => {
    expect(() =>
      linkStylesheets(`<head><meta charset="utf-8">${link('/assets/gone.css')}</head>`, sheets, 'blog/x/index.html'),
    ).toThrow('blog/x/index.html: stylesheet /assets/gone.css is not in the build')
  })
})
