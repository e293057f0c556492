/**
 * Issue #32 item 2 (decision 0067): members' product, cart and profile pages cost less. The
 * product page's shared part is kept per listing, but never for its own seller and never past a
 * change that clears the shared pages; the loaders of one request read the viewer once, and a
 * change of the member's own shows on their next page at once.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadViewer } from '~/accounts/viewer.server'
import { addToCart } from '~/cart/cart.server'
import { invalidateBrowseCache } from '~/catalog/browse.server'
import { withRequestScope } from '~/platform/request-scope.server'
import { loader as cartLoader } from '~/routes/cart'
import { loader as productLoader } from '~/routes/product'
import { createProduct, createSeller } from '../../db/factories'
import { favourites, products } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { getRequest, runRoute } from '../support/routes'

interface ProductPage {
  product: { price: number; name: string }
  ownListing: boolean
  favourite: { saved: boolean }
}

describe('members’ pages (issue #32 item 2)', () => {
  const db = useTestDatabase()

  it('a seller sees their own listing’s change at once; other members once the shared pages are cleared', async () => {
    const { user: seller, cookie: sellerCookie } = await createSignedInUser(db())
    const { cookie: memberCookie } = await createSignedInUser(db())
    const product = await createProduct(db(), { sellerId: seller.id, price: 10_000 })
    const load = (cookie: string) =>
      runRoute<ProductPage>(productLoader, getRequest(`/product/${product.id}`, { cookie }), {
        params: { id: product.id },
      })

    expect((await load(memberCookie)).data.product.price).toBe(10_000)
    // A change written without clearing anything (as another instance's, before its notice lands).
    await db().update(products).set({ price: 8_000 }).where(eq(products.id, product.id))
    const own = await load(sellerCookie)
    expect(own.data).toMatchObject({ ownListing: true, product: { price: 8_000 } })
    // Another member shares the listing's data for a few seconds, as visitors share the whole page …
    expect((await load(memberCookie)).data.product.price).toBe(10_000)
    // … and gets the change as soon as the shared pages are cleared (every listing write does it).
    invalidateBrowseCache()
    expect((await load(memberCookie)).data.product.price).toBe(8_000)
  })

  it('keeps what is the member’s own out of the shared part: one member’s favourite is not another’s', async () => {
    const { user: seller } = await createSeller(db())
    const { user: fan, cookie: fanCookie } = await createSignedInUser(db())
    const { cookie: otherCookie } = await createSignedInUser(db())
    const product = await createProduct(db(), { sellerId: seller.id })
    const load = (cookie: string) =>
      runRoute<ProductPage>(productLoader, getRequest(`/product/${product.id}`, { cookie }), {
        params: { id: product.id },
      })
    expect((await load(otherCookie)).data.favourite.saved).toBe(false)
    await db().insert(favourites).values({ userId: fan.id, productId: product.id })
    expect((await load(fanCookie)).data.favourite.saved).toBe(true)
    expect((await load(otherCookie)).data.favourite.saved).toBe(false)
  })

  it('reads the viewer once for the loaders of one request, each with its own copy of the Request', async () => {
    const { cookie } = await createSignedInUser(db())
    const copies = [getRequest('/cart', { cookie }), getRequest('/cart?index', { cookie })]
    const [first, second] = await withRequestScope(() => copies.map((request) => loadViewer(request)))
    expect(second).toBe(first)
    // Outside a request (or in another one) each asks for itself.
    expect(loadViewer(getRequest('/cart', { cookie }))).not.toBe(first)
  })

  it('shows a member their cart change on the next page at once', async () => {
    const { user: seller } = await createSeller(db())
    const { user: buyer, cookie } = await createSignedInUser(db())
    const product = await createProduct(db(), { sellerId: seller.id })
    const page = () =>
      withRequestScope(async () => {
        const request = getRequest('/cart', { cookie })
        const [viewer, cart] = await Promise.all([
          loadViewer(request),
          runRoute<{ items: { product: { id: string } }[] }>(cartLoader, getRequest('/cart', { cookie })),
        ])
        return { count: viewer.viewer?.cartCount, items: cart.data.items.length }
      })
    expect(await page()).toEqual({ count: 0, items: 0 })
    expect(await addToCart(buyer.id, product.id)).toBe('added')
    expect(await page()).toEqual({ count: 1, items: 1 })
  })
})
