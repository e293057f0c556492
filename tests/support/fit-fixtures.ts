/**
 * fit-match.spec.ts (issue #30 items 2 and 3), per attempt: a golfer without a golfer profile (the
 * journey enters it on /profile/fit: right-handed, a regular flex), a seller with three drivers already listed (one fits, one is a
 * close fit, one is left-handed) who publishes a fitting driver later in the wizard.
 */
import { encodeProductImage, storeProductImage } from '../../app/catalog/product-images.server'
import type { Database } from '../../app/platform/db.server'
import { drawProductImage } from '../../db/demo-images'
import { addProductSpecs, createProduct, createSeller } from '../../db/factories'

export const FIT_PASSWORD = 'fairway-e2e-fit-2026'
/** A word of every listing of one attempt, so that its search finds only them. */
const WORDS = ['Fitalpha', 'Fitbravo', 'Fitcharlie']
export const FIT_JOURNEYS = WORDS.map((word, attempt) => ({
  word,
  golfer: { email: `fit.golfer${attempt}@e2e.fairway.test`, name: 'Gabriela', surname: 'Swing' },
  seller: { email: `fit.seller${attempt}@e2e.fairway.test`, name: 'Fermín', surname: 'Palo' },
  listings: {
    fits: `${word} Driver Stiff`,
    close: `${word} Driver Extra Stiff`,
    left: `${word} Driver Lefty`,
  },
  /** What the seller publishes later: a right-handed stiff driver, which fits. */
  later: `${word} Cobra Driver Stiff`,
}))

export async function loadFitFixtures(db: Database) {
  const photo = await storeProductImage(await encodeProductImage(await drawProductImage('driver', 3)))
  for (const journey of FIT_JOURNEYS) {
    await createSeller(db, {
      email: journey.golfer.email,
      name: `${journey.golfer.name} ${journey.golfer.surname}`,
      password: FIT_PASSWORD,
      profile: { name: journey.golfer.name, surname: journey.golfer.surname, email: journey.golfer.email },
    })
    const { user: seller } = await createSeller(db, {
      email: journey.seller.email,
      name: `${journey.seller.name} ${journey.seller.surname}`,
      password: FIT_PASSWORD,
      profile: {
        name: journey.seller.name,
        surname: journey.seller.surname,
        email: journey.seller.email,
        city: 'Bilbao',
      },
    })
    const drivers = [
      [journey.listings.fits, 'right', 'S'],
      [journey.listings.close, 'right', 'X'],
      [journey.listings.left, 'left', 'R'],
    ] as const
    for (const [name, hand, flex] of drivers) {
      const product = await createProduct(db, {
        sellerId: seller.id,
        name,
        brand: 'Cobra',
        subcategory: 'clubs',
        size: null,
        condition: 'Good',
        price: 14_000,
        images: [photo],
      })
      await addProductSpecs(db, product.id, { clubType: 'driver', hand, player: 'mens', flex })
    }
  }
}
