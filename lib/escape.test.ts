import { describe, expect, it } from 'vitest'
import { escapeHtml, escapeXml } from './escape.ts'

const MARKUP = `<a href="x" title='y'>Tom & Jerry</a>`

describe('escapers', () => {
  it('escapeHtml turns the five markup characters into references and keeps the rest', () => {
    expect(escapeHtml(MARKUP)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;')
    expect(escapeHtml('Café à Toronto: 100% ✓')).toBe('Café à Toronto: 100% ✓')
  })

  it('escapes an existing reference again instead of passing it through', () => {
    expect(escapeHtml('&amp; &#39;')).toBe('&amp;amp; &amp;#39;')
    expect(escapeXml('&amp;')).toBe('&amp;amp;')
  })

  it("escapeXml uses XML's predefined entities and keeps non-ASCII text as it is", () => {
    expect(escapeXml(MARKUP)).toBe('&lt;a href=&quot;x&quot; title=&apos;y&apos;&gt;Tom &amp; Jerry&lt;/a&gt;')
    expect(escapeXml('https://example.com/café?a=1&b=2')).toBe('https://example.com/café?a=1&amp;b=2')
  })
})
