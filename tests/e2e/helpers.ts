import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
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

/** Fails naming each serious or critical axe violation on the page (by rule and element), `state` in the message. */
export async function expectAccessible(page: Page, state: string) {
  const axe = await new AxeBuilder({ page }).analyze()
  const serious = axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
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
