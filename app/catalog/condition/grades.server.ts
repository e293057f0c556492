/**
 * Storing and reading a club's grades (issue #28): `product_specs.grade_head/_shaft/_grip`, written
 * inside the listing's own transaction after its passport (a club always has a passport row: its
 * type and hand are required), and the product page's view of them, in the page's language.
 */
import { eq, inArray } from 'drizzle-orm'
import { cardImageUrl, fullImageUrl } from '~/catalog/image-urls.server'
import type { ClubType } from '~/catalog/passport/facet-values'
import { CONDITION_KEY, type Condition } from '~/catalog/taxonomy'
import type { MessageKey, Translate } from '~/i18n'
import type { DatabaseOrTransaction } from '~/platform/db.server'
import { db } from '~/platform/db.server'
import { productSpecs, products } from '../../../db/schema'
import { componentNameKey, GRADED_COMPONENTS, type Grades, gradeDefinitionKey, gradesOf } from './grades'
import { gradesSummary } from './grades-form'
import type { ProductGradesView } from './grades-view'
import { type PhotoSlot, slotOfComponent } from './photo-slots'

/** Writes (or clears, with null) a listing's grades; its passport row must be saved first. */
export async function saveGrades(tx: DatabaseOrTransaction, productId: string, grades: Grades | null) {
  await tx
    .update(productSpecs)
    .set({
      gradeHead: grades?.head ?? null,
      gradeShaft: grades?.shaft ?? null,
      gradeGrip: grades?.grip ?? null,
    })
    .where(eq(productSpecs.productId, productId))
}

/** The three grades of a product_specs row, or null unless all three are stored. */
export function gradesOfRow(row: {
  gradeHead: number | null
  gradeShaft: number | null
  gradeGrip: number | null
}): Grades | null {
  return gradesOf({ head: row.gradeHead, shaft: row.gradeShaft, grip: row.gradeGrip })
}

const gradeColumns = {
  productId: productSpecs.productId,
  gradeHead: productSpecs.gradeHead,
  gradeShaft: productSpecs.gradeShaft,
  gradeGrip: productSpecs.gradeGrip,
}

/** Some listings' grades (listings without all three are absent from the map). */
export async function loadGradesOf(
  productIds: string[],
  database: DatabaseOrTransaction = db(),
): Promise<Map<string, Grades>> {
  const result = new Map<string, Grades>()
  if (productIds.length === 0) return result
  const rows = await database
    .select(gradeColumns)
    .from(productSpecs)
    .where(inArray(productSpecs.productId, productIds))
  for (const row of rows) {
    const grades = gradesOfRow(row)
    if (grades) result.set(row.productId, grades)
  }
  return result
}

/** One listing's grades, or null when it was not graded. */
export async function loadGrades(productId: string, database: DatabaseOrTransaction = db()) {
  return (await loadGradesOf([productId], database)).get(productId) ?? null
}

/**
 * The product page's "Head 8 · Shaft 9 · Grip 6" with what each grade means and the photo of each
 * component's slot beside it, in the page's language; null for a listing that was not graded.
 */
export async function productGradesView(
  productId: string,
  condition: Condition,
  t: Translate,
): Promise<ProductGradesView | null> {
  const [row] = await db()
    .select({
      ...gradeColumns,
      clubType: productSpecs.clubType,
      images: products.images,
      imageSlots: products.imageSlots,
    })
    .from(productSpecs)
    .innerJoin(products, eq(products.id, productSpecs.productId))
    .where(eq(productSpecs.productId, productId))
  const grades = row ? gradesOfRow(row) : null
  if (!row || !grades) return null
  return {
    title: t('conditionGrades.product.title'),
    intro: t('conditionGrades.product.intro', { condition: t(CONDITION_KEY[condition]) }),
    summary: gradesSummary(grades, t),
    components: GRADED_COMPONENTS.map((component) => {
      const slot = slotOfComponent(row.clubType as ClubType | null, component)
      const image = slot ? row.images[row.imageSlots.indexOf(slot)] : undefined
      const url = image ? fullImageUrl(image) : null
      return {
        component,
        name: t(componentNameKey(component)),
        grade: grades[component],
        outOf: t('conditionGrades.product.outOf', { grade: grades[component] }),
        definition: t(gradeDefinitionKey(component, grades[component])),
        photo:
          slot && image && url
            ? {
                url,
                thumbUrl: cardImageUrl(image) ?? url,
                alt: t('conditionGrades.product.photoOf', {
                  slot: t(SLOT_WORD[slot] ?? componentNameKey(component)),
                }),
              }
            : null,
      }
    }),
  }
}

/** How the product page names the photo of each slot a graded component can be in. */
const SLOT_WORD: Partial<Record<PhotoSlot, MessageKey>> = {
  face: 'conditionGrades.slot.face',
  'shaft-label': 'conditionGrades.slot.shaft-label',
  grip: 'conditionGrades.slot.grip',
  'face-7-iron': 'conditionGrades.slot.face-7-iron',
  'face-grooves': 'conditionGrades.slot.face-grooves',
}
