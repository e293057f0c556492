/**
 * The cart on the real database, through the /cart route's loader and action with real requests
 * and sessions: the user is always the session's, and one user never touches another's cart.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getViewer } from '~/accounts/viewer.server'
import type { CartActionReply } from '~/cart/actions'
import { action, loader } from '~/routes/cart'
import { createProduct, createSeller } from '../../db/factories'
import { cartItems, products } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { formRequest, getRequest, runRoute, toastOf } from '../support/routes'

type CartData = Awaited<ReturnType<typeof loader>>

const post = (fields: Record<string, string>, cookie?: string) =>
  runRoute<CartActionReply>(action, formRequest('/cart', fields, { cookie }))

const add = (productId: string, cookie?: string) => post({ intent: 'add', productId }, cookie)

const readCart = async (cookie: string) =>
  (await runRoute<CartData>(loader, getRequest('/cart', { cookie }))).data

describe('the cart', () => {
  const db = useTestDatabase()

  async function fixture() {
    const { user: seller } = await createSeller(db())
    const product = await createProduct(db(), {
      sellerId: seller.id,
      name: 'Scotty Cameron Newport 2',
      brand: 'Titleist',
      condition: 'Like New',
      size: '34 in',
      price: 27_500,
      images: ['https://images.example.test/putter.jpg'],
    })
    const buyer = await createSignedInUser(db())
    return { seller, product, buyer }
  }

  it('shows a visitor the sign-in prompt, not a redirect', async () => {
    const result = await runRoute<CartData>(loader, getRequest('/cart'))
    expect(result.status).toBe(200)
    expect(result.data).toEqual({ signedIn: false, items: [] })
  })

  it('adds a product once with quantity 1; adding it again says it is already there', async () => {
    const { product, buyer } = await fixture()
    const first = await add(product.id, buyer.cookie)
    expect(first.status).toBe(200)
    expect(first.data).toMatchObject({ ok: true, intent: 'add' })
    expect(await toastOf(first.headers)).toMatchObject({ type: 'success', title: 'cart.toast.added' })

    const again = await add(product.id, buyer.cookie)
    expect(again.status).toBe(409)
    expect(again.data).toMatchObject({ ok: false, message: 'cart.toast.already' })
    expect(await toastOf(again.headers)).toMatchObject({ title: 'cart.toast.already' })

    const cart = await readCart(buyer.cookie)
    expect(cart.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        quantity: 1,
        name: 'Scotty Cameron Newport 2',
        brand: 'Titleist',
        condition: 'Like New',
        size: '34 in',
        price: 27_500,
        imageUrl: 'https://images.example.test/putter.jpg',
        status: 'active',
      }),
    ])
    expect((await getViewer(getRequest('/', { cookie: buyer.cookie })))?.cartCount).toBe(1)
  })

  it('lists the newest line first, with what the product is now (price and status from the database)', async () => {
    const { seller, product, buyer } = await fixture()
    const second = await createProduct(db(), { sellerId: seller.id, name: 'Ping Hoofer Stand Bag' })
    await add(product.id, buyer.cookie)
    await add(second.id, buyer.cookie)
    const [newer, older] = (await readCart(buyer.cookie)).items
    expect(newer?.productId).toBe(second.id)
    expect(older?.productId).toBe(product.id)
  })

  it('refuses the seller’s own product on the server', async () => {
    const { product: someoneElses } = await fixture()
    const seller = await createSignedInUser(db())
    const mine = await createProduct(db(), { sellerId: seller.user.id })
    const result = await add(mine.id, seller.cookie)
    expect(result.status).toBe(403)
    expect(result.data).toMatchObject({ ok: false, message: 'cart.toast.own' })
    expect(await toastOf(result.headers)).toMatchObject({
      type: 'error',
      title: 'cart.toast.error',
      description: 'cart.toast.own',
    })
    expect(await db().select().from(cartItems)).toEqual([])
    // A seller may still buy from others.
    expect((await add(someoneElses.id, seller.cookie)).status).toBe(200)
  })

  it('refuses sold, pending and missing products', async () => {
    const { seller, buyer } = await fixture()
    const sold = await createProduct(db(), { sellerId: seller.id, status: 'sold' })
    const pending = await createProduct(db(), { sellerId: seller.id, status: 'pending' })
    for (const id of [sold.id, pending.id]) {
      const result = await add(id, buyer.cookie)
      expect(result.status).toBe(409)
      expect(await toastOf(result.headers)).toMatchObject({
        title: 'cart.toast.error',
        description: 'cart.toast.addFailed',
      })
    }
    const missing = await add('00000000-0000-4000-8000-000000000000', buyer.cookie)
    expect(missing.status).toBe(404)
    expect(await db().select().from(cartItems)).toEqual([])
  })

  it('keeps a line whose product was sold afterwards, marked unavailable', async () => {
    const { seller, product, buyer } = await fixture()
    await add(product.id, buyer.cookie)
    await db().update(products).set({ status: 'sold' }).where(eq(products.id, product.id))
    const [line] = (await readCart(buyer.cookie)).items
    expect(line).toMatchObject({ productId: product.id, status: 'sold', sellerId: seller.id })
  })

  it('keeps a used item at quantity 1 (one of a kind), and 0 or less removes the line', async () => {
    const { product, buyer } = await fixture()
    await add(product.id, buyer.cookie)
    const [line] = (await readCart(buyer.cookie)).items
    const itemId = line?.id ?? ''

    const same = await post({ intent: 'update', itemId, quantity: '1' }, buyer.cookie)
    expect(same.status).toBe(200)
    expect(same.data).toMatchObject({ ok: true, intent: 'update' })
    // More than one is refused with the reason, and the line stays as it was.
    for (const quantity of ['2', '40']) {
      const up = await post({ intent: 'update', itemId, quantity }, buyer.cookie)
      expect(up.status).toBe(400)
      expect(up.data).toMatchObject({ ok: false, message: 'phone.cart.oneOfAKind' })
      expect((await readCart(buyer.cookie)).items[0]?.quantity).toBe(1)
    }
    // One listing in the badge.
    expect((await getViewer(getRequest('/', { cookie: buyer.cookie })))?.cartCount).toBe(1)

    const zero = await post({ intent: 'update', itemId, quantity: '0' }, buyer.cookie)
    expect(zero.status).toBe(200)
    expect(await toastOf(zero.headers)).toMatchObject({ type: 'success', title: 'cart.toast.removed' })
    expect((await readCart(buyer.cookie)).items).toEqual([])

    await add(product.id, buyer.cookie)
    const [again] = (await readCart(buyer.cookie)).items
    await post({ intent: 'update', itemId: again?.id ?? '', quantity: '-3' }, buyer.cookie)
    expect((await readCart(buyer.cookie)).items).toEqual([])
  })

  it('removes a line', async () => {
    const { product, buyer } = await fixture()
    await add(product.id, buyer.cookie)
    const [line] = (await readCart(buyer.cookie)).items
    const result = await post({ intent: 'remove', itemId: line?.id ?? '' }, buyer.cookie)
    expect(result.status).toBe(200)
    expect(await toastOf(result.headers)).toMatchObject({ type: 'success', title: 'cart.toast.removed' })
    expect((await readCart(buyer.cookie)).items).toEqual([])
    const twice = await post({ intent: 'remove', itemId: line?.id ?? '' }, buyer.cookie)
    expect(twice.status).toBe(404)
    expect(await toastOf(twice.headers)).toMatchObject({ description: 'cart.toast.removeFailed' })
  })

  it('does not let another user change or remove my line', async () => {
    const { product, buyer } = await fixture()
    const other = await createSignedInUser(db())
    await add(product.id, buyer.cookie)
    const [line] = (await readCart(buyer.cookie)).items
    const itemId = line?.id ?? ''

    const change = await post({ intent: 'update', itemId, quantity: '1' }, other.cookie)
    expect(change.status).toBe(404)
    expect(await toastOf(change.headers)).toMatchObject({ description: 'cart.toast.updateFailed' })
    const zero = await post({ intent: 'update', itemId, quantity: '0' }, other.cookie)
    expect(zero.status).toBe(404)
    const remove = await post({ intent: 'remove', itemId }, other.cookie)
    expect(remove.status).toBe(404)
    expect(await toastOf(remove.headers)).toMatchObject({ description: 'cart.toast.removeFailed' })

    const [row] = await db().select().from(cartItems).where(eq(cartItems.id, itemId))
    expect(row).toMatchObject({ userId: buyer.user.id, quantity: 1 })
    expect((await readCart(other.cookie)).items).toEqual([])
  })

  it('sends a visitor who adds to sign in, with the toast, and back to the product afterwards', async () => {
    const { product } = await fixture()
    const result = await post({ intent: 'add', productId: product.id, returnTo: `/product/${product.id}` })
    expect(result.status).toBe(302)
    expect(result.location).toBe(`/auth?redirectTo=${encodeURIComponent(`/product/${product.id}`)}`)
    expect(await toastOf(result.headers)).toMatchObject({
      type: 'error',
      title: 'cart.toast.signIn',
      description: 'cart.toast.signInText',
    })
    // A foreign returnTo is not followed.
    const foreign = await post({ intent: 'add', productId: product.id, returnTo: '//evil.example' })
    expect(foreign.location).toBe('/auth?redirectTo=%2Fcart')
    expect(await db().select().from(cartItems)).toEqual([])
    // Changing a line needs a session too.
    const remove = await post({ intent: 'remove', itemId: '00000000-0000-4000-8000-000000000000' })
    expect(remove.status).toBe(302)
    expect(remove.location).toBe('/auth?redirectTo=%2Fcart')
  })

  it('answers garbage with 400 and a message, never a 500', async () => {
    const { product, buyer } = await fixture()
    await add(product.id, buyer.cookie)
    const [line] = (await readCart(buyer.cookie)).items
    const itemId = line?.id ?? ''
    const cases: Record<string, string>[] = [
      {},
      { intent: 'empty-everything' },
      { intent: 'add' },
      { intent: 'add', productId: 'not-a-uuid' },
      { intent: 'add', productId: "' or 1=1 --" },
      { intent: 'remove', itemId: '42' },
      { intent: 'update', itemId },
      { intent: 'update', itemId, quantity: 'lots' },
      { intent: 'update', itemId, quantity: '1.5' },
      { intent: 'update', itemId, quantity: '99999999999' },
      { intent: 'update', quantity: '2' },
    ]
    for (const fields of cases) {
      const result = await post(fields, buyer.cookie)
      expect(result.status, JSON.stringify(fields)).toBe(400)
      expect(result.data, JSON.stringify(fields)).toMatchObject({ ok: false, message: 'cart.invalidRequest' })
      expect(await toastOf(result.headers)).toMatchObject({ type: 'error', title: 'cart.toast.error' })
    }
    expect((await readCart(buyer.cookie)).items).toEqual([
      expect.objectContaining({ id: itemId, quantity: 1 }),
    ])
  })
})
