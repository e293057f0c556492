/**
 * What buyers see of the golf passport on the real database (issue #27): the product page's
 * Passport table against the catalogue model's stock specs, its JSON-LD, "Specs not given", the
 * Spanish page, and the club type, hand and flex on listing cards.
 */
import { eq } from 'drizzle-orm'
import { useLoaderData } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ProductCardData } from '~/catalog/browse'
import { invalidateBrowseCache } from '~/catalog/browse.server'
import { ProductCard } from '~/catalog/components/product-card'
import { clubModelSlug } from '~/catalog/passport/club-model-keys'
import type { PassportView } from '~/catalog/passport/stock-comparison'
import { sellerListingCards } from '~/catalog/seller-page.server'
import { loader as browseLoader } from '~/routes/browse'
import ProductPage, { loader as productLoader } from '~/routes/product'
import { addProductSpecs, createProduct, createSeller } from '../../db/factories'
import { clubModels } from '../../db/schema'
import { useTestDatabase } from '../support/db'
import { renderPage, textOf } from '../support/render-page'
import { getRequest, runRoute } from '../support/routes'

/** One card on a page of its own, its listing as the page's data. */
function CardPage() {
  return <ProductCard product={useLoaderData() as ProductCardData} />
}

type ProductPageData = {
  product: { id: string } | null
  passport: PassportView | null
  jsonLd: { additionalProperty?: Array<Record<string, unknown>> }
  related: { fromSeller: ProductCardData[]; similar: ProductCardData[] }
}

describe('the passport on the product page and the cards', () => {
  const db = useTestDatabase()

  async function stealth2() {
    const [model] = await db()
      .select()
      .from(clubModels)
      .where(eq(clubModels.slug, clubModelSlug('TaylorMade', 'Stealth 2', 'driver')))
    if (!model) throw new Error('the catalogue has no TaylorMade Stealth 2 driver')
    return model
  }

  async function refittedDriver() {
    const model = await stealth2()
    const { user: seller } = await createSeller(db(), { profile: { name: 'Ana', surname: 'García' } })
    const product = await createProduct(db(), {
      sellerId: seller.id,
      name: 'TaylorMade Stealth 2 Driver 10.5° Stiff',
      brand: 'TaylorMade',
      subcategory: 'clubs',
      size: 'Right-Handed',
    })
    await addProductSpecs(db(), product.id, {
      clubModelId: model.id,
      clubType: 'driver',
      hand: 'right',
      player: 'mens',
      loft: 10.5,
      lengthIn: 45.25,
      shaftModel: 'Fujikura Ventus Blue 6',
      shaftMaterial: 'graphite',
      flex: 'S',
      headcover: true,
      modifications: [
        { kind: 'shaft-replaced', amount: null, detail: 'Fujikura Ventus Blue 6 S' },
        { kind: 'shaft-cut', amount: 0.5, detail: null },
      ],
    })
    return { product, seller, model }
  }

  async function page(id: string, locale: 'en' | 'es' = 'en') {
    const path = `${locale === 'es' ? '/es' : ''}/product/${id}`
    const result = await runRoute<ProductPageData>(productLoader, getRequest(path), { params: { id } })
    const html = renderPage(ProductPage, {
      pattern: '/product/:id',
      url: `/product/${id}`,
      locale,
      loaderData: result.data,
    })
    return { result, html, text: textOf(html) }
  }

  it('shows each spec against the stock model, its source and the declared modifications', async () => {
    const { product, model } = await refittedDriver()
    const { result, html, text } = await page(product.id)
    expect(result.status).toBe(200)
    expect(result.data.passport?.rows[0]).toMatchObject({ field: 'model', value: 'TaylorMade Stealth 2' })

    expect(html).toMatch(/<caption[^>]*>.*Passport.*<\/caption>/s)
    expect(html).toContain('<th scope="row"')
    expect(text).toContain('Model TaylorMade Stealth 2')
    expect(text).toContain(`Specs from ${model.sourceTitle}`)
    expect(html).toContain(`href="${model.sourceUrl}"`)
    expect(text).toContain('Loft 10.5° one of the stock options (9°, 10.5°, 12°)')
    expect(text).toContain('Length 45.25 in stock 45.75 in: −0.5 in')
    expect(text).toContain('Shaft Fujikura Ventus Blue 6 replaced (stock Fujikura Ventus TR Red 5)')
    expect(text).toContain('Flex Stiff (S)')
    expect(text).toContain('Included Headcover')
    expect(text).toContain('Modifications Shaft replaced: Fujikura Ventus Blue 6 S Shaft cut 0.5 in')

    expect(result.data.jsonLd.additionalProperty).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@type': 'PropertyValue', name: 'Length', value: 45.25, unitCode: 'INH' }),
        expect.objectContaining({ name: 'Loft', value: 10.5, unitCode: 'DD' }),
        {
          '@type': 'PropertyValue',
          name: 'Modifications',
          value: 'Shaft replaced: Fujikura Ventus Blue 6 S; Shaft cut 0.5 in',
        },
      ]),
    )
  })

  it('shows the Spanish page in Spanish, with comma decimals', async () => {
    const { product } = await refittedDriver()
    const { result, text } = await page(product.id, 'es')
    expect(text).toContain('Pasaporte')
    expect(text).toContain('Loft 10,5° una de las opciones de serie (9°, 10,5°, 12°)')
    expect(text).toContain('Longitud 45,25 in de serie 45,75 in: −0,5 in')
    expect(text).toContain('Flex Rígido (S)')
    expect(text).toContain(
      'Modificaciones Varilla cambiada: Fujikura Ventus Blue 6 S Varilla recortada 0,5 in',
    )
    expect(result.data.jsonLd.additionalProperty).toContainEqual(
      expect.objectContaining({ name: 'Longitud', value: 45.25, unitCode: 'INH' }),
    )
  })

  it('says Unmodified for a passport that declares no change, and shows a model typed by hand as such', async () => {
    const { user: seller } = await createSeller(db())
    const product = await createProduct(db(), { sellerId: seller.id, subcategory: 'clubs', brand: 'Wilson' })
    await addProductSpecs(db(), product.id, {
      modelName: 'Wilson Staff Junior Set',
      clubType: 'complete-set',
      hand: 'right',
      player: 'junior',
      setClubs: ['D', '5H', '7', '9', 'SW', 'P'],
    })
    const { text } = await page(product.id)
    expect(text).toContain('Model Wilson Staff Junior Set (typed by the seller, not in our catalogue)')
    expect(text).toContain('Set make-up D + 5H + 7 + 9 + SW + P')
    expect(text).toContain('Modifications Unmodified')
    expect(text).not.toContain('Specs from')
  })

  it('says "Specs not given" for a listing without a passport, and puts no passport in its JSON-LD', async () => {
    const { user: seller } = await createSeller(db())
    const product = await createProduct(db(), { sellerId: seller.id, subcategory: 'clubs' })
    const { result, text } = await page(product.id)
    expect(result.data.passport).toBeNull()
    expect(text).toContain('Passport Specs not given')
    expect(JSON.parse(JSON.stringify(result.data.jsonLd))).not.toHaveProperty('additionalProperty')
    const spanish = await page(product.id, 'es')
    expect(spanish.text).toContain('Pasaporte Especificaciones no indicadas')
  })

  it('gives cards the club type, hand and flex, falling back to the legacy size for the hand', async () => {
    const { product: driver, seller } = await refittedDriver()
    const legacy = await createProduct(db(), {
      sellerId: seller.id,
      subcategory: 'clubs',
      name: 'Old left-handed putter',
      size: 'Left-Handed',
    })
    const men = await createProduct(db(), {
      sellerId: seller.id,
      subcategory: 'clubs',
      name: 'Irons',
      size: "Men's",
    })
    const shoes = await createProduct(db(), {
      sellerId: seller.id,
      subcategory: 'shoes',
      name: 'Shoes',
      size: '9',
    })
    await addProductSpecs(db(), shoes.id, { shoeSizeEu: 43 })
    invalidateBrowseCache()

    const browse = await runRoute<{ items: ProductCardData[] }>(browseLoader, getRequest('/browse'))
    const golfOf = (items: ProductCardData[], id: string) => items.find((item) => item.id === id)?.golf
    expect(golfOf(browse.data.items, driver.id)).toEqual({ clubType: 'driver', hand: 'right', flex: 'S' })
    expect(golfOf(browse.data.items, legacy.id)).toEqual({ clubType: null, hand: 'left', flex: null })
    expect(golfOf(browse.data.items, men.id)).toBeNull()
    expect(golfOf(browse.data.items, shoes.id)).toBeNull()

    // The seller page and the profile's listings, and the related listings of a product page.
    const cards = await sellerListingCards({ id: seller.id, name: 'Ana G.', rating: null }, 'active')
    expect(golfOf(cards, driver.id)).toEqual({ clubType: 'driver', hand: 'right', flex: 'S' })
    const { result } = await page(legacy.id)
    expect(golfOf(result.data.related.fromSeller, driver.id)).toEqual({
      clubType: 'driver',
      hand: 'right',
      flex: 'S',
    })

    // What the card shows: short for the eye, in full words for a screen reader, in either language.
    const card = browse.data.items.find((item) => item.id === driver.id)!
    const english = textOf(renderPage(CardPage, { pattern: '/', url: '/', locale: 'en', loaderData: card }))
    expect(english).toContain('Driver · RH · Stiff Driver, Right-handed, Stiff (S)')
    const spanish = textOf(renderPage(CardPage, { pattern: '/', url: '/', locale: 'es', loaderData: card }))
    expect(spanish).toContain('Driver · Diestro · Rígido Driver, Diestro, Rígido (S)')
  })
})
