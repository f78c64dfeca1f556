import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { nuMessages } from '../support/nuChecker.ts'
import { sampleAddress } from '../support/sampleListing.ts'

/** Collects console errors, page errors and React hydration warnings for the page's lifetime. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (msg) => {
    const text = msg.text()
    if (msg.type() === 'error' || /hydrat/i.test(text)) problems.push(`${msg.type()}: ${text}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/** Waits until every island on the page has hydrated (IslandRoot marks `data-hydrated`). */
export async function waitForIslands(page: Page) {
  await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0)
}

/** The WCAG levels the public pages are checked against with axe: up to WCAG 2.2 AA. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * An axe run of the page as it is laid out in full: parts the browser skips until they near the screen
 * (`content-visibility: auto`, the footer and a post's figures) are laid out first. Axe finds what lies behind
 * a text by hit-testing, which never reaches skipped content: it would leave such text's contrast unchecked, or
 * take a later box for its background (dequelabs/axe-core#2768).
 */
export async function axeOf(page: Page): Promise<AxeBuilder> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
  })
  return new AxeBuilder({ page })
}

/** Fails naming each serious or critical axe violation on the page (by rule and element), `state` in the message. */
export async function expectAccessible(page: Page, state: string) {
  const axe = await (await axeOf(page)).analyze()
  const serious = axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    state,
  ).toEqual([])
}

/** Fails naming every axe violation on the page, whatever its impact (by rule and element), `state` in the message. */
export async function expectNoAxeViolations(page: Page, state: string) {
  const { violations } = await (await axeOf(page)).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    state,
  ).toEqual([])
}

/** Opens the Listings tab of the admin service at `base`, signs in with `password`, and sees it empty. */
export async function signInToEmptyListings(page: Page, base: string, password: string) {
  await page.goto(`${base}/admin#listings`)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('No listings yet.')).toBeVisible()
}

/** On the Listings tab, creates the sample listing (tests/support/sampleListing.ts) by its address: a draft. */
export async function createSampleDraft(page: Page) {
  await page.getByRole('button', { name: 'New listing' }).click()
  await page.getByLabel('Street address').fill(sampleAddress.street)
  await page.getByLabel('Postal code').fill(sampleAddress.postalCode)
  await page.getByRole('button', { name: 'Create listing' }).click()
  await expect(page.getByTestId('delivery-state')).toContainText('Draft')
}

/**
 * The W3C Nu HTML checker's errors, as other checks here run it (errors only), as `name:line message`:
 * on pages as served (`urls`, fetched by the checker: their headers and Content-Security-Policy count) and
 * on rendered documents (`documents`, `name` → `page.content()` after the scripts ran). A rendered copy is
 * checked from a file, where a policy's 'self' names no server: its CSP meta tag is left out (the served
 * page's is checked by URL).
 */
export async function nuCheckerErrors(urls: string[], documents: Record<string, string> = {}): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nu-'))
  const files = await Promise.all(
    Object.entries(documents).map(async ([name, html]) => {
      const file = path.join(dir, `${name}.html`)
      await writeFile(file, html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, ''))
      return file
    }),
  )
  const messages = await nuMessages([...urls, ...files], { loopback: true })
  return messages.map(
    (m) => `${m.url.startsWith('file:') ? path.basename(m.url, '.html') : m.url}:${m.lastLine ?? ''} ${m.message}`,
  )
}
