import { expect, type Page } from '@playwright/test'

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
