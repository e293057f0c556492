/**
 * The delivery rules (issue #26; app/catalog/delivery.ts, app/orders/order-transitions.ts,
 * app/orders/order-lifecycle.ts): which methods a buyer may choose, per seller, with nothing
 * chosen for them; what the seller must give when sending; and the protection window of an
 * untracked parcel.
 */
import { describe, expect, it } from 'vitest'
import {
  type DeliveryItem,
  deliveryCost,
  deliveryGroups,
  deliveryOptionsFor,
  inSameCountry,
  isInPerson,
  readDeliveryChoice,
} from '~/catalog/delivery'
import {
  isUntrackedShipment,
  PROTECTION_DAYS,
  protectionDaysFor,
  UNTRACKED_PROTECTION_DAYS,
} from '~/orders/order-lifecycle'
import { orderStatusBadge } from '~/orders/order-status'
import { orderMoveSchema, shipmentProblem } from '~/orders/order-transitions'
import { validate } from '~/ui/form'

const item = (
  productId: string,
  sellerId: string,
  offered: string[],
  sellerCountry: string | null = 'ES',
): DeliveryItem => ({
  productId,
  sellerId,
  offered,
  sellerCountry,
})

describe('which methods a buyer may choose', () => {
  it('costs come from SPEC §9: standard 3,99 €, express 6,99 €, collection and meet free', () => {
    expect([
      deliveryCost('standard'),
      deliveryCost('express'),
      deliveryCost('collection'),
      deliveryCost('meet'),
    ]).toEqual([399, 699, 0, 0])
  })

  it('same country only when both countries are known and equal', () => {
    expect(inSameCountry('ES', 'ES')).toBe(true)
    expect(inSameCountry('ES', 'DE')).toBe(false)
    expect(inSameCountry(null, 'ES')).toBe(false)
    expect(inSameCountry('ES', null)).toBe(false)
    expect(inSameCountry(null, null)).toBe(false)
  })

  it.each([
    [['standard', 'collection'], true, ['standard', 'collection']],
    [['standard', 'collection'], false, ['standard']],
    [['meet', 'express', 'standard'], true, ['standard', 'express', 'meet']],
    [['meet', 'collection'], false, []],
    [[], true, ['collection']],
    [[], false, []],
    [['teleport', 'express'], false, ['express']],
  ])('offered %j, same country %s → %j', (offered, same, expected) => {
    expect(deliveryOptionsFor(offered, same)).toEqual(expected)
  })

  it('collection and meet are in person; standard, express and an unknown (older) method are posted', () => {
    expect(['collection', 'meet', 'standard', 'express', null, ''].map(isInPerson)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ])
  })
})

describe('one choice per seller', () => {
  it('groups a seller’s items with the methods they share, and splits them when they share none', () => {
    const groups = deliveryGroups(
      [
        item('p1', 'anna', ['standard', 'express', 'collection']),
        item('p2', 'anna', ['express', 'collection']),
        item('p3', 'ben', ['standard'], 'DE'),
        item('p4', 'carl', ['express']),
        item('p5', 'carl', ['meet']),
      ],
      'ES',
    )
    expect(groups).toEqual([
      { key: 'anna', sellerId: 'anna', productIds: ['p1', 'p2'], options: ['express', 'collection'] },
      { key: 'ben', sellerId: 'ben', productIds: ['p3'], options: ['standard'] },
      { key: 'carl.p4', sellerId: 'carl', productIds: ['p4'], options: ['express'] },
      { key: 'carl.p5', sellerId: 'carl', productIds: ['p5'], options: ['meet'] },
    ])
  })

  it('a buyer abroad sees no collection; a collection-only listing has no method at all', () => {
    expect(deliveryGroups([item('p1', 'anna', ['collection'], 'DE')], 'ES')).toEqual([
      { key: 'anna', sellerId: 'anna', productIds: ['p1'], options: [] },
    ])
  })

  const groups = deliveryGroups(
    [
      item('p1', 'anna', ['standard', 'collection']),
      item('p2', 'anna', ['standard']),
      item('p3', 'ben', ['express']),
    ],
    'ES',
  )

  it('nothing is chosen for the buyer: every group needs a posted method', () => {
    expect(readDeliveryChoice(groups, {})).toMatchObject({ ok: false, reason: 'missing', groups })
    expect(readDeliveryChoice(groups, { anna: 'standard' })).toMatchObject({
      ok: false,
      reason: 'missing',
      groups: [{ key: 'ben' }],
    })
    expect(readDeliveryChoice(groups, { anna: 'standard', ben: '' })).toMatchObject({
      ok: false,
      reason: 'missing',
    })
  })

  it('a method the group does not allow is refused before a missing one', () => {
    expect(readDeliveryChoice(groups, { anna: 'collection' })).toMatchObject({
      ok: false,
      reason: 'not-offered',
      groups: [{ key: 'anna' }],
    })
    expect(readDeliveryChoice(groups, { anna: 'standard', ben: 'meet' })).toMatchObject({
      reason: 'not-offered',
    })
  })

  it('a group with no method is refused first', () => {
    const abroad = deliveryGroups([item('p1', 'anna', ['meet'], 'DE'), item('p2', 'ben', ['express'])], 'ES')
    expect(readDeliveryChoice(abroad, { anna: 'meet', ben: 'express' })).toMatchObject({
      ok: false,
      reason: 'not-deliverable',
      groups: [{ key: 'anna' }],
    })
  })

  it('a full choice gives each product its group’s method', () => {
    const choice = readDeliveryChoice(groups, { anna: 'standard', ben: 'express', other: 'meet' })
    expect(choice.ok).toBe(true)
    if (choice.ok) {
      expect(Object.fromEntries(choice.byProduct)).toEqual({ p1: 'standard', p2: 'standard', p3: 'express' })
    }
  })
})

describe('what the seller gives when sending', () => {
  const none = { carrier: null, trackingNumber: null, untracked: false }
  it.each([
    [false, none, 'delivery.error.carrierRequired'],
    [false, { ...none, trackingNumber: 'AB123456' }, 'delivery.error.carrierRequired'],
    [false, { ...none, carrier: 'dhl' }, 'delivery.error.trackingRequired'],
    [false, { ...none, carrier: 'dhl', trackingNumber: 'AB123456' }, null],
    [false, { ...none, untracked: true }, null],
    [
      false,
      { carrier: 'dhl', trackingNumber: null, untracked: true },
      'delivery.error.untrackedWithTracking',
    ],
    [
      false,
      { carrier: null, trackingNumber: 'AB123456', untracked: true },
      'delivery.error.untrackedWithTracking',
    ],
    [true, none, null],
    [true, { carrier: 'dhl', trackingNumber: 'AB123456', untracked: false }, null],
  ])('in person %s, %j → %s', (inPerson, input, expected) => {
    expect(shipmentProblem(inPerson, input)).toBe(expected)
  })

  it('reads the untracked box and checks the tracking number’s form', () => {
    expect(validate(orderMoveSchema, { intent: 'ship', untracked: '1' })).toEqual({
      success: true,
      data: { intent: 'ship', trackingNumber: null, carrier: null, untracked: true },
    })
    expect(
      validate(orderMoveSchema, { intent: 'ship', carrier: 'gls', trackingNumber: ' 0034 0434-12 ' }),
    ).toEqual({
      success: true,
      data: { intent: 'ship', trackingNumber: '0034 0434-12', carrier: 'gls', untracked: false },
    })
    for (const bad of ['12', 'AB<1234>', '-1234', 'ÄB12345', '1234 ']) {
      const trimmed = validate(orderMoveSchema, { intent: 'ship', trackingNumber: bad })
      if (bad === '1234 ') expect(trimmed.success).toBe(true)
      else
        expect(trimmed, bad).toEqual({
          success: false,
          errors: { trackingNumber: 'delivery.error.trackingInvalid' },
        })
    }
  })
})

describe('untracked and the protection window', () => {
  it('an untracked parcel delivered by the clock gets the longer window; a buyer’s confirmation the usual one', () => {
    expect(UNTRACKED_PROTECTION_DAYS).toBeGreaterThan(PROTECTION_DAYS)
    expect(protectionDaysFor({ untracked: true, confirmedByBuyer: false })).toBe(UNTRACKED_PROTECTION_DAYS)
    expect(protectionDaysFor({ untracked: true, confirmedByBuyer: true })).toBe(PROTECTION_DAYS)
    expect(protectionDaysFor({ untracked: false, confirmedByBuyer: false })).toBe(PROTECTION_DAYS)
  })

  it('only a posted parcel without a number is untracked; a hand-over never is', () => {
    const at = new Date()
    expect(isUntrackedShipment({ inPerson: false, shippedAt: at, trackingNumber: null })).toBe(true)
    expect(isUntrackedShipment({ inPerson: false, shippedAt: at, trackingNumber: 'AB1234' })).toBe(false)
    expect(isUntrackedShipment({ inPerson: true, shippedAt: at, trackingNumber: null })).toBe(false)
    expect(isUntrackedShipment({ inPerson: false, shippedAt: null, trackingNumber: null })).toBe(false)
  })

  it('a collection or meeting that left the seller shows "Handed over", a parcel "Shipped"', () => {
    expect(orderStatusBadge('shipped', 'collection').label).toBe('delivery.status.handedOver')
    expect(orderStatusBadge('shipped', 'meet').label).toBe('delivery.status.handedOver')
    expect(orderStatusBadge('shipped', 'express').label).toBe('orders.status.shipped')
    expect(orderStatusBadge('shipped').label).toBe('orders.status.shipped')
    expect(orderStatusBadge('delivered', 'collection').label).toBe('orders.status.delivered')
  })
})
