import { leadFieldLabels } from '../../../content/leads/fields.ts'
import type { LeadField } from '../../../content/leads/schema.ts'
import { siteConfig } from '../../../content/site-config.ts'
import { escapeHtml } from '../../../lib/escape.ts'

/**
 * The answer to a quote form sent without JavaScript that could not be accepted: a plain page (the
 * API's CSP allows no inline style) saying what to fix. The browser's Back button returns to the form
 * with what was typed still in it.
 */
export function formAnswerPage(message: string, fields: Partial<Record<string, string>> = {}): string {
  const items = Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([field, problem]) => {
      const label = leadFieldLabels[field as LeadField] ?? field
      return `<li><strong>${escapeHtml(label)}</strong>: ${escapeHtml(problem)}</li>`
    })
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Your quote request was not sent - ${escapeHtml(siteConfig.name)}</title></head>
<body><main>
<h1>Your quote request was not sent</h1>
<p>${escapeHtml(message)}</p>
${items.length ? `<ul>${items.join('')}</ul>` : ''}
<p>Go back with your browser's Back button to correct it (what you typed is still there), or <a href="/contact#quote">open the form again</a>.</p>
<p>You can also e-mail <a href="mailto:${escapeHtml(siteConfig.email)}">${escapeHtml(siteConfig.email)}</a> or call ${escapeHtml(siteConfig.phone)}.</p>
</main></body></html>
`
}
