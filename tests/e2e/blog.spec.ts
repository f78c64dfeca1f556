import { type APIRequestContext, expect, test } from '@playwright/test'
import { LIGHTHOUSE_PHONE } from '../../scripts/lib/lighthousePhone.ts'
import { waitForIslands, watchConsole } from './helpers.ts'

const cards = '[data-island="BlogFilter"] article.blog-card'
const PAGE_SIZE = 12

interface IndexedPost {
  slug: string
  title: string
  category: string
}

/** Every post, newest first, from the filter's index (the real posts, plus generated ones at scale). */
async function allPosts(request: APIRequestContext): Promise<IndexedPost[]> {
  const response = await request.get('/blog/posts.json')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { posts: IndexedPost[] }).posts
}

test('search with a nonsense term shows the empty state; Reset Filters restores the page', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page)
  const posts = await allPosts(request)
  await page.goto('/blog')
  await waitForIslands(page)
  await expect(page.locator(cards)).toHaveCount(Math.min(posts.length, PAGE_SIZE))
  const search = page.getByPlaceholder('Search articles...')
  await search.fill('zqxv-no-such-article')
  await expect(page.locator(cards)).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible()
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible()
  await expect(page).toHaveURL(/\/blog\?q=zqxv-no-such-article$/)
  await page.getByRole('link', { name: 'Reset Filters' }).click()
  await expect(page.locator(cards)).toHaveCount(Math.min(posts.length, PAGE_SIZE))
  await expect(search).toHaveValue('')
  await expect(page.getByRole('link', { name: 'All Posts' })).toHaveAttribute('aria-current', 'page')
  await expect(page).toHaveURL(/\/blog$/)
  expect(problems).toEqual([])
})

test('typing finds a post of a later page; the posts index is fetched only then', async ({ page, request }) => {
  const problems = watchConsole(page)
  const posts = await allPosts(request)
  const oldest = posts.at(-1)!
  const requests: string[] = []
  page.on('request', (r) => requests.push(new URL(r.url()).pathname))
  await page.goto('/blog')
  await waitForIslands(page)
  const firstPage = await page
    .locator(`${cards} a.card-more`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  // With more than a page of posts, the oldest one is not on /blog itself.
  expect(firstPage.includes(`/blog/${oldest.slug}`)).toBe(posts.length <= PAGE_SIZE)
  expect(requests).not.toContain('/blog/posts.json')
  await page.getByPlaceholder('Search articles...').fill(oldest.title)
  await expect(page.locator(cards).getByRole('heading', { name: oldest.title, exact: true })).toBeVisible()
  expect(requests).toContain('/blog/posts.json')
  await page
    .locator(cards)
    .filter({ hasText: oldest.title })
    .getByRole('link', { name: /Read More/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`/blog/${oldest.slug}$`))
  expect(problems).toEqual([])
})

test('a category link opens its list; search there is case-insensitive and the URL keeps it', async ({
  page,
  request,
}) => {
  const marketing = (await allPosts(request)).filter((post) => post.category === 'Marketing')
  await page.goto('/blog')
  await waitForIslands(page)
  await page.getByRole('link', { name: 'Marketing', exact: true }).click()
  await expect(page).toHaveURL(/\/blog\/category\/marketing$/)
  await waitForIslands(page)
  await expect(page.getByRole('link', { name: 'Marketing', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator(cards)).toHaveCount(Math.min(marketing.length, PAGE_SIZE))
  for (const badge of await page.locator(`${cards} .badge-soft`).allTextContents()) expect(badge).toBe('Marketing')
  await page.getByPlaceholder('Search articles...').fill('LUXURY')
  await expect(page.locator(cards)).toHaveCount(1)
  await expect(page.locator(cards).getByRole('heading')).toHaveText(
    'Marketing Luxury Properties in the Greater Toronto Area',
  )
  await expect(page).toHaveURL(/\/blog\/category\/marketing\?q=LUXURY$/)

  await page.reload()
  await waitForIslands(page)
  await expect(page.locator(cards)).toHaveCount(1)
  await expect(page.getByPlaceholder('Search articles...')).toHaveValue('LUXURY')
})

test('a shared ?q=&category= link still shows that filter', async ({ page }) => {
  await page.goto('/blog?q=LUXURY&category=Marketing')
  await expect(page).toHaveURL(/\/blog\/category\/marketing\?q=LUXURY$/)
  await waitForIslands(page)
  await expect(page.locator(cards)).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Marketing', exact: true })).toHaveAttribute('aria-current', 'page')
})

test('copy link puts the page address on the clipboard and confirms for 2 seconds', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const problems = watchConsole(page)
  // The page's clock is Playwright's and stands still from just before the click, so the 2 seconds are
  // the page's own however slow the machine is.
  await page.clock.install()
  await page.goto('/blog/drone-photography-best-practices')
  await waitForIslands(page)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('button', { name: 'Link copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/blog/drone-photography-best-practices`,
  )
  await page.clock.runFor(1900)
  await expect(page.getByRole('button', { name: 'Link copied!' })).toBeVisible()
  await page.clock.runFor(100)
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
  expect(problems).toEqual([])
})

test('a post links back to the blog and to two related posts', async ({ page }) => {
  await page.goto('/blog/virtual-staging-trends')
  await waitForIslands(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Virtual Staging Trends Reshaping Real Estate Marketing',
  )
  await expect(page.locator('.blog-related article')).toHaveCount(2)
  await page.locator('.blog-related a.card-more').first().click()
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test('on a phone, a photograph further down the article waits for the reader, and loads when scrolled to', async ({
  browser,
}) => {
  const context = await browser.newContext(LIGHTHOUSE_PHONE)
  const page = await context.newPage()
  const images: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname)
  })
  await page.goto('/blog/drone-photography-best-practices', { waitUntil: 'networkidle' })
  await waitForIslands(page)
  const figure = page.locator('.blog-figure img').first()
  // The photo's name, as each of its files starts: /assets/static/<name>.<hash>.<format>
  const name = (await figure.getAttribute('src'))!.split('/').pop()!.split('.')[0]!
  expect(images.some((p) => p.includes('/lake-boats-dusk.'))).toBe(true) // the article's own photograph
  expect(images.filter((p) => p.includes(`/${name}.`))).toEqual([])
  await figure.scrollIntoViewIfNeeded()
  await expect
    .poll(() => figure.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0)
  expect(images.filter((p) => p.includes(`/${name}.`))).toHaveLength(1)
  await context.close()
})

test('an unknown post shows Post Not Found with status 404', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found')
  await expect(page.getByText("The blog post you're looking for doesn't exist or has been moved.")).toBeVisible()
  await page.getByRole('link', { name: 'Return to Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.locator(cards).first()).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the list shows the newest posts, pages link on, and each post is readable', async ({ page, request }) => {
    const posts = await allPosts(request)
    await page.goto('/blog')
    await expect(page.locator(cards)).toHaveCount(Math.min(posts.length, PAGE_SIZE))
    if (posts.length > PAGE_SIZE) {
      await page.getByRole('link', { name: 'Next' }).click()
      await expect(page).toHaveURL(/\/blog\/page\/2$/)
      await expect(page.locator(`${cards} a.card-more`).first()).toHaveAttribute(
        'href',
        `/blog/${posts[PAGE_SIZE]!.slug}`,
      )
      await page.getByRole('link', { name: 'Previous' }).click()
    }
    await page
      .locator(cards)
      .first()
      .getByRole('link', { name: /Read More/ })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The Ultimate Guide to Real Estate Photography in Toronto',
    )
    await expect(page.locator('.blog-body h2').first()).toBeVisible()
  })
})
