import { expect, test } from '@playwright/test'
import { waitForIslands, watchConsole } from './helpers.ts'

const routes = [
  '/services',
  '/services/all',
  '/services/photography',
  '/services/video',
  '/services/drone',
  '/services/matterport',
  '/services/ai-services',
  '/services/editing',
  '/services/website',
  '/services/brand',
  '/services/floorplans',
]

for (const route of routes) {
  test(`${route} renders with zero console errors and no YouTube or Matterport request`, async ({ page }) => {
    const problems = watchConsole(page)
    const thirdParty: string[] = []
    page.on('request', (r) => {
      if (/youtube|ytimg|googlevideo|matterport/i.test(new URL(r.url()).hostname)) thirdParty.push(r.url())
    })
    const response = await page.goto(route)
    expect(response?.status()).toBe(200)
    await waitForIslands(page)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('a[href="/contact"]').first()).toBeAttached()
    expect(thirdParty).toEqual([])
    expect(problems).toEqual([])
  })
}

test('the floor-plans page opens the quote form with Floor Plans chosen', async ({ page }) => {
  await page.goto('/services/floorplans')
  await page.locator('header.hero').getByRole('link', { name: 'Order a Floor Plan' }).click()
  await expect(page).toHaveURL(/\/contact\?service=floorplans#quote$/)
  await waitForIslands(page)
  await expect(page.getByLabel('Floor Plans')).toBeChecked()
  await expect(page.getByText('You are asking about Floor Plans.')).toBeVisible()
})

test('service FAQ opens one answer at a time and is collapsible', async ({ page }) => {
  await page.goto('/services/photography')
  await waitForIslands(page)
  const questions = page.locator('#faq .accordion-button')
  await expect(questions).toHaveCount(6)
  await questions.nth(0).click()
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await questions.nth(2).click()
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true')
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('#faq .accordion-collapse.show')).toHaveCount(1)
  await questions.nth(2).click()
  await expect(page.locator('#faq .accordion-collapse.show')).toHaveCount(0)
  await questions.nth(2).focus()
  await page.keyboard.press('End')
  await expect(questions.nth(5)).toBeFocused()
  await page.keyboard.press('Home')
  await expect(questions.nth(0)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(questions.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(questions.nth(5)).toBeFocused()
})

test('/services/automation redirects to /services/ai-services', async ({ page }) => {
  await page.goto('/services/automation')
  await expect(page).toHaveURL(/\/services\/ai-services$/)
})
