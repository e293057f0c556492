import { expect, test } from '@playwright/test'

/** The landing page and the onboarding page for a visitor (SPEC §1, §2 "Landing"). */

test('the landing page renders its hero with Discover Golf Gear and Start Selling', async ({
  page,
  request,
}) => {
  // Server-rendered: the actions are in the HTML before any JavaScript runs.
  const html = await (await request.get('/')).text()
  expect(html).toContain('Discover Golf Gear')
  expect(html).toContain('Start Selling')

  await page.goto('/')
  await expect(page).toHaveTitle('Buy & Sell Pre-Owned Golf Equipment in Europe | Fairway Market')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /pre-owned golf/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Give great golf gear a second round')
  const hero = page.getByRole('region', { name: 'Give great golf gear a second round' })
  await expect(hero.getByRole('link', { name: 'Discover Golf Gear' })).toHaveAttribute('href', '/browse')
  await expect(hero.getByRole('link', { name: 'Start Selling' })).toHaveAttribute('href', '/list-product')
  for (const section of [
    'Shop By Category',
    'Built by golfers, for golfers',
    'Loved by golfers across Europe',
  ]) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible()
  }
  await expect(page.getByText('Satisfaction Rate')).toBeVisible()
  await expect(page.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/news')
})

test('the hero carousel advances to the next slide on its own', async ({ page }) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Highlights' })
  // Hidden slides are aria-hidden, so only the visible one is found by role.
  await expect(carousel.getByRole('group')).toHaveCount(1)
  await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible()
  await expect(carousel.getByRole('button', { name: 'Pause slide rotation' })).toBeVisible()

  await expect(carousel.getByRole('group', { name: '2 of 4' })).toBeVisible()
  await expect(carousel.getByRole('group', { name: '1 of 4' })).toHaveCount(0)
  await expect(carousel.getByRole('button', { name: /^Show slide 2:/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('the slide buttons pick a slide and the rotation can be paused', async ({ page }) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Highlights' })
  await carousel.getByRole('button', { name: 'Pause slide rotation' }).click()
  await expect(carousel.getByRole('button', { name: 'Start slide rotation' })).toBeVisible()

  await carousel.getByRole('button', { name: 'Show slide 4: Protected from tee to green' }).click()
  await expect(carousel.getByRole('group', { name: '4 of 4' })).toContainText('Protected from tee to green')
  await expect(carousel.getByRole('group')).toHaveCount(1)
})

test.describe('for a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the carousel starts paused', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Highlights' })
    await expect(carousel.getByRole('button', { name: 'Start slide rotation' })).toBeVisible()
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the first slide shows and the hero actions work', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Highlights' }).getByRole('group')).toHaveText(
      /Tour-level clubs, club-level prices/,
    )
    await page.getByRole('link', { name: 'Discover Golf Gear' }).click()
    await expect(page).toHaveURL('/browse')
  })
})

test('the Shop By Category tiles link to their browse pages', async ({ page }) => {
  await page.goto('/')
  const tiles = page.getByRole('region', { name: 'Shop By Category' })
  const expected: Array<[string, string]> = [
    ['All Golf', '/browse?category=golf'],
    ['Golf Balls', '/browse?q=balls'],
    ['Golf Shoes', '/browse?subcategory=shoes'],
    ['Golf Clubs', '/browse?subcategory=clubs'],
    ['Clothing', '/browse?subcategory=clothing-apparel'],
    ['Equipment', '/browse?subcategory=accessories'],
  ]
  for (const [name, href] of expected) {
    await expect(tiles.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
  }
  await expect(tiles.getByRole('link', { name: /^Golf Clubs/ })).toContainText('Drivers, Irons, Putters')
})

test('onboarding shows the tagline and sends a visitor to sign in from both cards', async ({ page }) => {
  await page.goto('/onboarding')
  await expect(page.getByText('PREMIUM GOLF MARKETPLACE')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'I want to buy' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'I want to sell' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start browsing' })).toHaveAttribute('href', '/auth')
  await expect(page.getByRole('link', { name: 'Start selling' })).toHaveAttribute('href', '/auth')
  for (const value of ['Community', 'Quality', 'Sustainable']) {
    await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible()
  }
})

test('the landing page speaks Spanish after switching language', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Español' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dale una segunda vuelta al mejor material de golf',
  )
  // Spanish pages link to their Spanish addresses (docs/decisions/0025).
  await expect(page).toHaveURL('/es')
  await expect(page.getByRole('link', { name: 'Descubre material de golf' })).toHaveAttribute(
    'href',
    '/es/browse',
  )
  await expect(page.getByRole('link', { name: 'Empieza a vender' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Compra por categoría' })).toBeVisible()
  await expect(page).toHaveTitle(/Compra y vende material de golf de segunda mano/)
})

test('the onboarding page speaks Spanish after switching language', async ({ page }) => {
  await page.goto('/onboarding')
  await page.getByRole('button', { name: 'Español' }).click()
  await expect(page.getByText('MERCADO DE GOLF PREMIUM')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Quiero comprar' })).toBeVisible()
  await expect(page).toHaveURL('/es/onboarding')
  await expect(page.getByRole('link', { name: 'Empezar a vender' })).toHaveAttribute('href', '/es/auth')
  await expect(page.getByRole('heading', { name: 'Sostenible' })).toBeVisible()
})
