import { describe, expect, it } from 'vitest'
import { ownRedirectPage } from './vikeWorkarounds.ts'

// The head of the page Vike 0.4.266 writes for `redirects: { '/services/automation': '/services/ai-services' }`.
const vikeRedirect = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8">
  <meta http-equiv="refresh" content="0;url=/services/ai-services">
  <link rel="canonical" href="/services/ai-services" />
  <title>Redirect /services/ai-services</title>
</head><body></body></html>`

describe('ownRedirectPage', () => {
  it('replaces a Vike redirect page by a valid one with an absolute canonical link', () => {
    const page = ownRedirectPage(vikeRedirect, 'https://www.example.com')
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/services/ai-services">')
    expect(page).toContain('<link rel="canonical" href="https://www.example.com/services/ai-services">')
    expect(page).toContain('<a href="/services/ai-services">')
    expect(page).not.toContain('<script')
  })

  it('leaves every other page alone', () => {
    const page = '<!DOCTYPE html>\n<html lang="en-CA"><head><meta charset="utf-8"></head></html>'
    expect(ownRedirectPage(page, 'https://www.example.com')).toBe(page)
  })
})
