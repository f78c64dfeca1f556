import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { waitForIslands, watchConsole } from './helpers.ts'

const NAME = /^Compare the simulated original with the edited photo: /

async function openEditing(page: Page) {
  const problems = watchConsole(page)
  await page.goto('/services/editing')
  await waitForIslands(page)
  const slider = page.getByRole('slider', { name: NAME }).first()
  await slider.scrollIntoViewIfNeeded()
  const compare = page.locator('.compare').first()
  // The pictures are lazy: wait until both are decoded before reading pixels.
  await expect
    .poll(() => compare.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)))
    .toBe(true)
  return { problems, slider, compare }
}

/**
 * Mean brightness (0-255) of a band of the comparison between `from` and `to` (fractions of its width),
 * in the middle third of its height: away from the labels.
 */
async function brightness(compare: Locator, from: number, to: number): Promise<number> {
  const shot = await compare.screenshot()
  const { width, height } = await sharp(shot).metadata()
  const region = {
    left: Math.round(width * from),
    top: Math.round(height / 3),
    width: Math.round(width * (to - from)),
    height: Math.round(height / 3),
  }
  const { channels } = await sharp(shot).extract(region).stats()
  return channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3
}

/** Where the divider is, as a fraction of the comparison's width. */
async function divider(compare: Locator): Promise<number> {
  const box = (await compare.boundingBox())!
  const handle = (await compare.locator('.compare-handle').boundingBox())!
  return (handle.x + handle.width / 2 - box.x) / box.width
}

test('editing: six named sliders; the arrow keys move the divider and change what is revealed', async ({ page }) => {
  const { problems, slider, compare } = await openEditing(page)
  await expect(page.getByRole('slider', { name: NAME })).toHaveCount(6)
  await expect(compare.getByText('Simulated original')).toBeVisible()
  await expect(compare.getByText('Edited')).toBeVisible()

  await slider.focus()
  await expect(slider).toHaveValue('50')
  // Right of the middle: the edited photograph.
  const edited = await brightness(compare, 0.56, 0.62)

  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveValue('80')
  await expect(slider).toHaveAttribute('aria-valuetext', '80% simulated original, 20% edited')
  expect(await divider(compare)).toBeGreaterThan(0.7)
  // The same band now shows the simulated original, which is darker (read until the frame drawn shows it).
  await expect.poll(() => brightness(compare, 0.56, 0.62)).toBeLessThan(edited - 10)

  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft')
  await expect(slider).toHaveValue('50')
  await expect(slider).toHaveAttribute('aria-valuetext', '50% simulated original, 50% edited')
  await expect.poll(async () => Math.abs((await brightness(compare, 0.56, 0.62)) - edited)).toBeLessThan(3)

  await page.keyboard.press('Home')
  await expect(slider).toHaveValue('0')
  await page.keyboard.press('End')
  await expect(slider).toHaveValue('100')
  expect(problems).toEqual([])
})

test('editing: a click moves the divider to the pointer and a mouse drag moves it along', async ({ page }) => {
  const { slider, compare } = await openEditing(page)
  const box = (await compare.boundingBox())!
  const y = box.y + box.height / 2
  await page.mouse.click(box.x + box.width * 0.3, y)
  expect(Math.abs((await divider(compare)) - 0.3)).toBeLessThan(0.02)
  expect(Number(await slider.inputValue())).toBeLessThan(30)

  await page.mouse.move(box.x + box.width * 0.3, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.75, y, { steps: 8 })
  await page.mouse.up()
  expect(Math.abs((await divider(compare)) - 0.75)).toBeLessThan(0.02)
})

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('a finger drags the divider; a tap or a vertical swipe elsewhere leaves it', async ({ page, context }) => {
    const { slider, compare } = await openEditing(page)
    const cdp = await context.newCDPSession(page)
    const swipe = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
      for (let i = 1; i <= 10; i++) {
        const point = { x: from.x + ((to.x - from.x) * i) / 10, y: from.y + ((to.y - from.y) * i) / 10 }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] })
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }

    let box = (await compare.boundingBox())!
    await page.touchscreen.tap(box.x + box.width * 0.2, box.y + box.height / 2)
    const scrolled = await page.evaluate(() => scrollY)
    await swipe(
      { x: box.x + box.width * 0.8, y: box.y + box.height - 10 },
      { x: box.x + box.width * 0.8, y: box.y + box.height - 150 },
    )
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrolled + 50)
    await expect(slider).toHaveValue('50')

    box = (await compare.boundingBox())!
    const y = box.y + box.height / 2
    await swipe({ x: box.x + box.width / 2, y }, { x: box.x + box.width * 0.2, y })
    expect(Number(await slider.inputValue())).toBeLessThan(25)
    expect(Math.abs((await divider(compare)) - 0.2)).toBeLessThan(0.03)
  })
})
