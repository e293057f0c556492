/**
 * The seller's single draft (SPEC §3 "Product draft", §7 product_drafts): the wizard's form as JSON
 * text and the step the seller was on. Save Draft upserts it, opening the wizard restores it,
 * publishing deletes it.
 */
import { eq } from 'drizzle-orm'
import { isUploadedImageKeyOf } from '~/catalog/image-keys'
import { type DatabaseOrTransaction, db } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import { productDrafts } from '../../db/schema'
import { isStepNumber, keepPhotos, type ListingForm, type StepNumber, toListingForm } from './listing-form'

export interface Draft {
  form: ListingForm
  /** The step the seller saved on (stored as step_completed). */
  step: StepNumber
  savedAt: string
}

/** Only photos this user uploaded may travel in their draft. */
function ownPhotosOnly(form: ListingForm, userId: string): ListingForm {
  return keepPhotos(form, (key) => isUploadedImageKeyOf(key, userId))
}

/** The user's draft, or null. A draft that cannot be read is logged and treated as none (SPEC §8). */
export async function loadDraft(userId: string): Promise<Draft | null> {
  try {
    const [row] = await db().select().from(productDrafts).where(eq(productDrafts.userId, userId))
    if (!row) return null
    return {
      form: ownPhotosOnly(toListingForm(JSON.parse(row.draftData)), userId),
      step: isStepNumber(row.stepCompleted) ? row.stepCompleted : 1,
      savedAt: row.updatedAt.toISOString(),
    }
  } catch (error) {
    log.warn('draft.load_failed', { error, userId })
    return null
  }
}

/** Creates or replaces the user's one draft. */
export async function saveDraft(userId: string, form: ListingForm, step: StepNumber) {
  const draftData = JSON.stringify(ownPhotosOnly(toListingForm(form), userId))
  await db()
    .insert(productDrafts)
    .values({ userId, draftData, stepCompleted: step })
    .onConflictDoUpdate({
      target: productDrafts.userId,
      set: { draftData, stepCompleted: step, updatedAt: new Date() },
    })
}

export async function deleteDraft(userId: string, database: DatabaseOrTransaction = db()) {
  await database.delete(productDrafts).where(eq(productDrafts.userId, userId))
}
