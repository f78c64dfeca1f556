import { expect } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

/** The categories a test asserts: all but performance, whose figures depend on the machine's load. */
const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

export interface LighthouseAudit {
  /** Each category's score out of 100. */
  scores: Record<Category, number>
  /** The audits that cost points, as `category: audit-id`, sorted. */
  failing: string[]
}

/**
 * Lighthouse 12 (mobile, its default) on `url` in Debian's Chromium (CHROME_PATH or CHROMIUM_PATH), for the
 * categories whose outcome does not depend on timing: accessibility, best practices and SEO. Performance is
 * a benchmark (`npm run bench:lighthouse`), not a test: its score moves with a shared machine's load.
 */
export async function lighthouseAudit(url: string): Promise<LighthouseAudit> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    // Lighthouse itself now and then fails to trace a load on a busy machine (NO_NAVSTART, NO_FCP: about one
    // run in 25 at load 10-20); such a run says nothing of the page and is done again, twice at most.
    let lhr
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // A busy machine: give the page time rather than a result gathered too early.
        maxWaitForLoad: 90_000,
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      lhr = result.lhr
      if (!lhr.runtimeError) break
      if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>
    const failing = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .filter((ref) => {
          const score = lhr.audits[ref.id]?.score ?? null
          return score !== null && score < 1
        })
        .map((ref) => `${c}: ${ref.id}`),
    ).sort()
    return { scores, failing }
  } finally {
    await chrome.kill()
  }
}

/** Fails unless Lighthouse (as `lighthouseAudit`) scores `url` 100 in accessibility, best practices and SEO. */
export async function expectLighthouseClean(url: string): Promise<void> {
  const { scores, failing } = await lighthouseAudit(url)
  expect(failing).toEqual([])
  expect(scores).toEqual({ accessibility: 100, 'best-practices': 100, seo: 100 })
}
