import { expect, test } from '@playwright/test'
import { waitForIslands, watchConsole } from './helpers.ts'
import { servicesMenu } from '../../content/navigation.ts'

test('navbar turns solid after scrolling past 50 px', async ({ page }) => {
  await page.goto('/')
  await waitForIslands(page)
  const nav = page.locator('nav.site-nav')
  await expect(nav).not.toHaveClass(/is-solid/)
  await page.mouse.wheel(0, 40)
  await page.evaluate(() => window.scrollTo(0, 40))
  await expect(nav).not.toHaveClass(/is-solid/)
  await page.evaluate(() => window.scrollTo(0, 120))
  await expect(nav).toHaveClass(/is-solid/)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(nav).not.toHaveClass(/is-solid/)
})

test('Services dropdown opens on click, closes on Escape and on mouse leave', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await waitForIslands(page)
  const toggle = page.getByRole('button', { name: 'Services' })
  const menu = page.locator('#menu-services')
  await expect(menu).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('link', { name: 'All Services' })).toBeVisible()
  await expect(menu.getByRole('link')).toHaveCount(servicesMenu.links.length)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(toggle).toBeFocused()
  await toggle.click()
  await expect(menu).toBeVisible()
  await page.mouse.move(640, 600)
  await expect(menu).toBeHidden()
})

test('dropdown is keyboard operable and closes 150 ms after focus leaves', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await waitForIslands(page)
  const toggle = page.getByRole('button', { name: 'Portfolio' })
  await toggle.focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.locator('#menu-portfolio a').first()).toBeFocused()
  await page.keyboard.press('End')
  await expect(page.locator('#menu-portfolio a').last()).toBeFocused()
  await page.locator('a.navbar-brand').focus()
  await expect(page.locator('#menu-portfolio')).toBeHidden()
})

test('mobile menu opens at 375 px and shows both groups inline', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  await waitForIslands(page)
  const nav = page.locator('nav.site-nav')
  const burger = nav.getByRole('button', { name: 'Open menu' })
  await expect(burger).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeHidden()
  await burger.click()
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible()
  await page.getByRole('button', { name: 'Services' }).click()
  await expect(page.locator('#menu-services').getByRole('link', { name: 'Drone' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
})

test('the bar fits on one line at every width, with its search and "Book a Shoot" on screen', async ({ page }) => {
  await page.goto('/services/drone/')
  for (const width of [320, 375, 768, 820, 900, 991, 992, 1200, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    const nav = page.locator('nav.site-nav')
    expect((await nav.boundingBox())?.height, `bar height at ${width} px`).toBeLessThanOrEqual(80)
    const onScreen = [nav.getByRole('link', { name: 'Search' }), nav.locator('.navbar-brand')]
    if (width >= 768) onScreen.push(nav.getByRole('link', { name: 'Book a Shoot' }))
    for (const item of onScreen) {
      const box = await item.boundingBox()
      expect(box, `${await item.textContent()} at ${width} px`).not.toBeNull()
      expect(box!.x + box!.width, `right edge at ${width} px`).toBeLessThanOrEqual(width)
    }
  }
  await page.setViewportSize({ width: 375, height: 740 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  const book = page.locator('nav.site-nav').getByRole('link', { name: 'Book a Shoot' })
  await expect(book).toBeVisible()
  await expect(book).toHaveAttribute('href', '/book')
})

test('home FAQ opens one item at a time and arrow keys move focus', async ({ page }) => {
  await page.goto('/')
  await waitForIslands(page)
  const questions = page.locator('#faq .accordion-button')
  await expect(questions).toHaveCount(8)
  await questions.nth(0).click()
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await questions.nth(1).click()
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await questions.nth(1).click()
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false')
  await questions.nth(2).focus()
  await page.keyboard.press('ArrowDown')
  await expect(questions.nth(3)).toBeFocused()
  await page.keyboard.press('End')
  await expect(questions.nth(7)).toBeFocused()
  await page.keyboard.press('Home')
  await expect(questions.nth(0)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(questions.nth(7)).toBeFocused()
})

test('home page has no console errors or hydration warnings', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/')
  await waitForIslands(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForTimeout(300)
  expect(problems).toEqual([])
  await expect(page.locator('body')).toHaveClass(/loaded/)
})

test('a click before React has loaded is replayed after hydration', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByRole('button', { name: 'Services' }).click()
  await expect(page.locator('#menu-services')).toBeVisible()
})

test('icons draw from the shared sprite and from the page’s own symbols, which take no room', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const sprites: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/icons\.[\w-]+\.svg$/.test(new URL(request.url()).pathname)) sprites.push(request.url())
  })
  // The editing service's page has icons of its own (scissors, film) and shared ones (the services', the footer's).
  await page.goto('/services/editing', { waitUntil: 'load' })
  const own = page.locator('body > svg[display="none"]')
  await expect(own).toHaveCount(1)
  expect(await own.boundingBox()).toBeNull()
  const icons = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<SVGUseElement>('.icon use')].map((use) => {
        const box = use.getBBox()
        return { href: use.getAttribute('href')!, drawn: box.width > 0 && box.height > 0 }
      }),
    )
  const drawn = await icons()
  expect(drawn.some((i) => i.href.startsWith('#icon-'))).toBe(true)
  expect(drawn.some((i) => i.href.startsWith('/assets/icons.'))).toBe(true)
  await expect.poll(async () => (await icons()).filter((i) => !i.drawn).map((i) => i.href)).toEqual([])
  expect(new Set(sprites).size).toBe(1)
})
