/**
 * The dispute evidence model (issue #28 item 4; docs/decisions/0057-dispute-evidence.md): what the
 * listing promised about the thing the buyer says is not as described, read from the listing
 * frozen with the order at payment (`orders.listing_snapshot`), so that the seller's and the
 * operator's pages put the promise beside the buyer's photos.
 *
 * - A graded component (head, shaft, grip): the listing's photo of that component's slot
 *   (`slotOfComponent`: the face for a driver's head, the shaft label, the grip) and its grade.
 * - Not genuine: the serial-number photo and the main photo, the passport (model, certificate).
 * - Wrong spec: the shaft-label photo and the passport values promised.
 * - Missing item: every photo of the listing and the passport (set make-up, headcover, tool).
 *
 * Pure and isomorphic: the buyer's form offers the same subjects the server accepts.
 */
import { GRADED_COMPONENTS, type Grade, type GradedComponent } from '~/catalog/condition/grades'
import type { ListingSnapshot } from '~/catalog/condition/listing-snapshot'
import { type ImageSlot, type PhotoSlot, slotOfComponent } from '~/catalog/condition/photo-slots'
import { DISPUTE_SUBJECTS, type DisputeReason, type DisputeSubject } from './dispute-rules'

export const isDisputeSubject = (value: unknown): value is DisputeSubject =>
  DISPUTE_SUBJECTS.includes(value as DisputeSubject)

export const isGradedComponent = (value: unknown): value is GradedComponent =>
  GRADED_COMPONENTS.includes(value as GradedComponent)

/** The reasons that ask the buyer to pick a subject. */
export function needsSubject(reason: DisputeReason | string | null | undefined) {
  return reason === 'not-as-described'
}

/**
 * What a buyer can say is not as described about this order's item: each component the item was
 * graded on, then not genuine, wrong spec, missing item. An order paid before snapshots existed (or
 * an ungraded item) has no component to pick.
 */
export function offeredSubjects(snapshot: ListingSnapshot | null): DisputeSubject[] {
  const components: DisputeSubject[] = snapshot?.grades ? [...GRADED_COMPONENTS] : []
  return [...components, 'not-genuine', 'wrong-spec', 'missing-item']
}

/** One photo of the listing as it was paid for. */
export interface PromisedPhoto {
  /** Storage key of the listing photo (kept as long as the order exists). */
  key: string
  /** The slot it filled ('' for an extra photo). */
  slot: ImageSlot
  /** True when the listing had no photo of the slot asked for and this is its main photo instead. */
  instead: boolean
}

/** One grade the listing promised, with the key of its written definition. */
export interface PromisedGrade {
  component: GradedComponent
  grade: Grade
}

export interface DisputeEvidence {
  /** What the dispute is about: the buyer's pick, or "not genuine" for a counterfeit report. */
  subject: DisputeSubject | null
  /** The slot the buyer's photos are compared with (null when the subject has no single slot). */
  slot: PhotoSlot | null
  /** The listing's photos to show beside the buyer's, in order. */
  photos: PromisedPhoto[]
  /** The grades promised: the one in question for a component, else every grade given. */
  grades: PromisedGrade[]
  /** Whether the passport values are part of the promise (shown with it). */
  showPassport: boolean
  /** The listing's headline facts as paid for. */
  name: string
  condition: ListingSnapshot['condition']
  price: number
  takenAt: string
}

/** The slot whose photo shows each subject's promise (components: per club type). */
export function slotOfSubject(subject: DisputeSubject, snapshot: ListingSnapshot): PhotoSlot | null {
  if (isGradedComponent(subject)) return slotOfComponent(snapshot.specs?.clubType ?? null, subject)
  if (subject === 'not-genuine') return 'serial'
  if (subject === 'wrong-spec') return 'shaft-label'
  return null
}

function photosOfSlot(snapshot: ListingSnapshot, slot: PhotoSlot): PromisedPhoto[] {
  return snapshot.images.flatMap((key, index) =>
    snapshot.imageSlots[index] === slot ? [{ key, slot, instead: false }] : [],
  )
}

function mainPhoto(snapshot: ListingSnapshot, instead: boolean): PromisedPhoto[] {
  const key = snapshot.images[0]
  return key ? [{ key, slot: snapshot.imageSlots[0] ?? '', instead }] : []
}

function allPhotos(snapshot: ListingSnapshot): PromisedPhoto[] {
  return snapshot.images.map((key, index) => ({
    key,
    slot: snapshot.imageSlots[index] ?? '',
    instead: false,
  }))
}

/**
 * The evidence a dispute is judged on, or null when the order has no frozen listing (paid before
 * issue #28). `subject` is the buyer's pick; a counterfeit report is about "not genuine"; the other
 * reasons (not received, damaged, something else) compare against the whole listing.
 */
export function disputeEvidence(
  snapshot: ListingSnapshot | null,
  reason: DisputeReason,
  subject: DisputeSubject | null,
): DisputeEvidence | null {
  if (!snapshot) return null
  const about: DisputeSubject | null = subject ?? (reason === 'counterfeit' ? 'not-genuine' : null)
  const everyGrade: PromisedGrade[] = snapshot.grades
    ? GRADED_COMPONENTS.map((component) => ({ component, grade: snapshot.grades![component] }))
    : []
  const base = {
    subject: about,
    name: snapshot.name,
    condition: snapshot.condition,
    price: snapshot.price,
    takenAt: snapshot.takenAt,
  }
  if (!about) {
    return { ...base, slot: null, photos: allPhotos(snapshot), grades: everyGrade, showPassport: false }
  }
  if (about === 'missing-item') {
    return { ...base, slot: null, photos: allPhotos(snapshot), grades: [], showPassport: true }
  }
  const slot = slotOfSubject(about, snapshot)
  const ofSlot = slot ? photosOfSlot(snapshot, slot) : []
  if (isGradedComponent(about)) {
    const grade = snapshot.grades?.[about]
    return {
      ...base,
      slot,
      photos: ofSlot.length ? ofSlot : mainPhoto(snapshot, true),
      grades: grade ? [{ component: about, grade }] : [],
      showPassport: false,
    }
  }
  // Not genuine: the serial photo and the main photo; wrong spec: the shaft label and the main photo.
  const main = mainPhoto(snapshot, ofSlot.length === 0)
  const photos = [...ofSlot, ...main.filter((photo) => !ofSlot.some((own) => own.key === photo.key))]
  return { ...base, slot, photos, grades: [], showPassport: true }
}
