/**
 * Issue #28 "Must hold": the dispute evidence model. What the buyer can say is not as described,
 * and which of the listing's photos, grades and passport values the dispute is judged against.
 */
import { describe, expect, it } from 'vitest'
import type { ListingSnapshot } from '~/catalog/condition/listing-snapshot'
import { EMPTY_SPECS } from '~/catalog/passport/passport'
import { disputeEvidence, needsSubject, offeredSubjects, slotOfSubject } from '~/disputes/dispute-evidence'
import { openDisputeSchema } from '~/disputes/disputes'

const driver: ListingSnapshot = {
  version: 1,
  takenAt: '2026-11-20T10:00:00.000Z',
  productId: '00000000-0000-4000-8000-000000000001',
  name: 'TaylorMade Stealth 2 Driver 10.5°',
  brand: 'TaylorMade',
  subcategory: 'clubs',
  condition: 'Good',
  description: 'Light marks on the crown.',
  price: 24_900,
  images: [
    'products/u/sole.webp',
    'products/u/face.webp',
    'products/u/crown.webp',
    'products/u/serial.webp',
    'products/u/grip.webp',
    'products/u/extra.webp',
  ],
  imageSlots: ['sole', 'face', 'crown', 'serial', 'grip', ''],
  grades: { head: 8, shaft: 9, grip: 6 },
  specs: { ...EMPTY_SPECS, clubType: 'driver', hand: 'right', flex: 'S', loft: 10.5 },
  clubModel: {
    slug: 'taylormade-stealth-2-driver',
    brand: 'TaylorMade',
    model: 'Stealth 2',
    releaseYear: 2023,
  },
  location: 'Madrid',
}

describe('what the buyer can pick', () => {
  it('offers the graded components first, then not genuine, wrong spec and missing item', () => {
    expect(offeredSubjects(driver)).toEqual([
      'head',
      'shaft',
      'grip',
      'not-genuine',
      'wrong-spec',
      'missing-item',
    ])
  })

  it('offers no component for an item that was not graded or an order paid before snapshots', () => {
    expect(offeredSubjects({ ...driver, grades: null })).toEqual([
      'not-genuine',
      'wrong-spec',
      'missing-item',
    ])
    expect(offeredSubjects(null)).toEqual(['not-genuine', 'wrong-spec', 'missing-item'])
  })

  it('asks for a subject only for "not as described"', () => {
    expect(needsSubject('not-as-described')).toBe(true)
    for (const reason of ['not-received', 'damaged', 'counterfeit', 'other'] as const)
      expect(needsSubject(reason)).toBe(false)
  })

  it('the form refuses "not as described" without a subject and drops a subject for other reasons', () => {
    const base = { description: 'The face has a deep chip.', photos: [] }
    const missing = openDisputeSchema.safeParse({ ...base, reason: 'not-as-described' })
    expect(missing.success).toBe(false)
    expect(missing.error?.issues[0]?.path).toEqual(['subject'])
    const unknown = openDisputeSchema.safeParse({ ...base, reason: 'not-as-described', subject: 'sole' })
    expect(unknown.success).toBe(false)
    expect(openDisputeSchema.parse({ ...base, reason: 'not-as-described', subject: 'head' }).subject).toBe(
      'head',
    )
    expect(openDisputeSchema.parse({ ...base, reason: 'damaged', subject: 'head' }).subject).toBeNull()
  })
})

describe('the evidence of a dispute', () => {
  it('a head dispute shows the listing photo of the face slot and the head grade promised', () => {
    const evidence = disputeEvidence(driver, 'not-as-described', 'head')
    expect(evidence).toMatchObject({
      subject: 'head',
      slot: 'face',
      photos: [{ key: 'products/u/face.webp', slot: 'face', instead: false }],
      grades: [{ component: 'head', grade: 8 }],
      showPassport: false,
      condition: 'Good',
      price: 24_900,
    })
  })

  it('the component photo follows the club type (a wedge head is its face-and-grooves photo)', () => {
    const wedge: ListingSnapshot = {
      ...driver,
      images: ['products/u/grooves.webp', 'products/u/sole.webp'],
      imageSlots: ['face-grooves', 'sole'],
      specs: { ...EMPTY_SPECS, clubType: 'wedge' },
    }
    expect(slotOfSubject('head', wedge)).toBe('face-grooves')
    expect(disputeEvidence(wedge, 'not-as-described', 'head')?.photos.map((photo) => photo.key)).toEqual([
      'products/u/grooves.webp',
    ])
  })

  it('a grip dispute shows the grip photo and the grip grade only', () => {
    const evidence = disputeEvidence(driver, 'not-as-described', 'grip')
    expect(evidence?.photos.map((photo) => photo.key)).toEqual(['products/u/grip.webp'])
    expect(evidence?.grades).toEqual([{ component: 'grip', grade: 6 }])
  })

  it('without a photo of the slot, the main photo stands in and says so', () => {
    const evidence = disputeEvidence(driver, 'not-as-described', 'shaft')
    expect(evidence?.slot).toBe('shaft-label')
    expect(evidence?.photos).toEqual([{ key: 'products/u/sole.webp', slot: 'sole', instead: true }])
    expect(evidence?.grades).toEqual([{ component: 'shaft', grade: 9 }])
  })

  it('not genuine: the serial-number photo, then the main photo, with the passport', () => {
    const evidence = disputeEvidence(driver, 'not-as-described', 'not-genuine')
    expect(evidence?.photos.map((photo) => [photo.key, photo.instead])).toEqual([
      ['products/u/serial.webp', false],
      ['products/u/sole.webp', false],
    ])
    expect(evidence?.showPassport).toBe(true)
    expect(evidence?.grades).toEqual([])
  })

  it('a counterfeit report is judged as "not genuine"', () => {
    expect(disputeEvidence(driver, 'counterfeit', null)?.subject).toBe('not-genuine')
  })

  it('wrong spec shows the passport promised; missing item every photo of the listing', () => {
    expect(disputeEvidence(driver, 'not-as-described', 'wrong-spec')).toMatchObject({
      slot: 'shaft-label',
      showPassport: true,
    })
    const missing = disputeEvidence(driver, 'not-as-described', 'missing-item')
    expect(missing?.photos).toHaveLength(6)
    expect(missing?.showPassport).toBe(true)
  })

  it('another reason compares with the whole listing and every grade', () => {
    const evidence = disputeEvidence(driver, 'damaged', null)
    expect(evidence?.subject).toBeNull()
    expect(evidence?.photos).toHaveLength(6)
    expect(evidence?.grades.map((grade) => grade.component)).toEqual(['head', 'shaft', 'grip'])
  })

  it('an order paid before snapshots has no evidence; a listing without photos has none to show', () => {
    expect(disputeEvidence(null, 'not-as-described', 'head')).toBeNull()
    const bare = { ...driver, images: [], imageSlots: [] }
    expect(disputeEvidence(bare, 'not-as-described', 'head')?.photos).toEqual([])
  })
})
