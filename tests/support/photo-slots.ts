import { EXTRA_PHOTO, type ImageSlot } from '~/catalog/condition/photo-slots'
import { photoSlotsOfForm } from '~/selling/listing-form'

/**
 * The guided slots (issue #28) a seller filling the wizard in order gives `images`: the first
 * photos fill the listing's slots in the order shown (the required ones come first), the rest are
 * extra photos.
 */
export function slotsInOrder(form: {
  subcategory: string
  brand: string
  specs?: { clubType?: string } | null
  images: readonly string[]
}): ImageSlot[] {
  const plan = photoSlotsOfForm(form)
  return form.images.map((_, index) => plan[index]?.slot ?? EXTRA_PHOTO)
}
