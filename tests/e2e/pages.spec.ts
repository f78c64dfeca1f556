import { expect, test } from '@playwright/test'
import { waitForIslands, watchConsole } from './helpers.ts'

test('/faq keeps several answers open at once', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/faq')
  await waitForIslands(page)
  const general = page.locator('#faq-general')
  const first = general.getByRole('button', { name: 'Which areas do you serve?' })
  const second = general.getByRole('button', { name: 'How far in advance should I book?' })
  const drone = page.locator('#faq-drone').getByRole('button', { name: 'Are your drone pilots certified?' })

  await first.click()
  await second.click()
  await drone.click()
  for (const button of [first, second, drone]) await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(general.getByText('We cover the Greater Toronto Area')).toBeVisible()
  await expect(general.getByText('We recommend booking 48-72 hours ahead')).toBeVisible()

  await expect(page.getByRole('link', { name: 'Contact Us' }).last()).toHaveAttribute('href', '/contact')
  expect(problems).toEqual([])
})

const revealAnimations = (page: import('@playwright/test').Page) =>
  page.locator('#area-services .area-reveal').evaluateAll((cards) =>
    cards.map((card) => {
      const style = getComputedStyle(card)
      return { name: style.animationName, duration: style.animationDuration, delay: style.animationDelay }
    }),
  )

test('service-area cards reveal in 0.6 s with a 0.1 s stagger', async ({ page }) => {
  await page.goto('/service-areas/vaughan')
  expect(await revealAnimations(page)).toEqual(
    [0, 0.1, 0.2, 0.3].map((d) => ({ name: 'area-reveal', duration: '0.6s', delay: `${d}s` })),
  )
  await expect(page.locator('#area-services .area-reveal').last()).toHaveCSS('opacity', '1')
})

test('service-area reveal animation is skipped with reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/service-areas/richmond-hill')
  const animations = await revealAnimations(page)
  expect(animations).toHaveLength(4)
  for (const a of animations) expect(a.name).toBe('none')
  // Without the animation the cards are visible straight away.
  await expect(page.locator('#area-services .area-reveal').first()).toHaveCSS('opacity', '1')
})

for (const [width, columns] of [
  [375, 2],
  [800, 3],
  [1280, 4],
] as const) {
  test(`neighbourhood grid has ${columns} columns at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/service-areas/toronto')
    const template = await page
      .locator('.neighbourhood-grid')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns)
    expect(template.split(' ')).toHaveLength(columns)
  })
}

test('/contact loads the quote form’s schema once a visitor focuses a field, and says what to fix', async ({
  page,
}) => {
  const problems = watchConsole(page)
  const scripts: Promise<{ url: string; zod: boolean }>[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      scripts.push(response.text().then((text) => ({ url: response.url(), zod: text.includes('$ZodType') })))
  })
  const withZod = async () => (await Promise.all(scripts)).filter((s) => s.zod).map((s) => s.url)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/contact')
  await waitForIslands(page)
  await page.waitForLoadState('networkidle')
  expect(await withZod()).toEqual([])

  const name = page.getByLabel('Name')
  await name.focus()
  await expect.poll(withZod).toHaveLength(1)
  await page.getByRole('button', { name: 'Send Request' }).click()
  await expect(name).toBeFocused()
  await expect(name).toHaveAccessibleDescription('Enter your name (up to 100 characters)')
  await expect(page.getByRole('alert')).toContainText('Please check: Name, E-mail, Services, Privacy consent.')
  // A fixed field clears as it changes.
  await name.fill('Ada Lovelace')
  await page.getByLabel('E-mail').focus()
  await expect(name).not.toHaveAttribute('aria-invalid')
  expect(problems).toEqual([])
})
