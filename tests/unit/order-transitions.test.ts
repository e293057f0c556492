import { describe, expect, it } from 'vitest'
import {
  type MoveVerdict,
  movesFor,
  moveVerdict,
  ORDER_MOVES,
  type OrderMove,
  type OrderParty,
  orderMoveSchema,
  partiesOf,
} from '~/orders/order-transitions'
import { validate } from '~/ui/form'
import { ORDER_STATUSES } from '../../db/schema'

const STATUSES = [...ORDER_STATUSES, 'on-hold'] as const
type Actor = 'buyer' | 'seller' | 'stranger'
const partiesOfActor: Record<Actor, OrderParty[]> = { buyer: ['buyer'], seller: ['seller'], stranger: [] }

/** The whole table, written out: every actor, every move, every status. */
const EXPECTED: Record<Actor, Record<OrderMove, Record<(typeof STATUSES)[number], MoveVerdict>>> = {
  seller: {
    accept: {
      pending: 'forbidden',
      confirmed: 'forbidden',
      shipped: 'forbidden',
      delivered: 'forbidden',
      cancelled: 'forbidden',
      completed: 'forbidden',
      disputed: 'forbidden',
      refunded: 'forbidden',
      'on-hold': 'forbidden',
    },
    report: {
      pending: 'forbidden',
      confirmed: 'forbidden',
      shipped: 'forbidden',
      delivered: 'forbidden',
      cancelled: 'forbidden',
      completed: 'forbidden',
      disputed: 'forbidden',
      refunded: 'forbidden',
      'on-hold': 'forbidden',
    },
    ship: {
      pending: 'conflict',
      confirmed: 'allowed',
      shipped: 'conflict',
      delivered: 'conflict',
      cancelled: 'conflict',
      completed: 'conflict',
      disputed: 'conflict',
      refunded: 'conflict',
      'on-hold': 'conflict',
    },
    deliver: {
      pending: 'forbidden',
      confirmed: 'forbidden',
      shipped: 'forbidden',
      delivered: 'forbidden',
      cancelled: 'forbidden',
      completed: 'forbidden',
      disputed: 'forbidden',
      refunded: 'forbidden',
      'on-hold': 'forbidden',
    },
    cancel: {
      pending: 'allowed',
      confirmed: 'allowed',
      shipped: 'conflict',
      delivered: 'conflict',
      cancelled: 'conflict',
      completed: 'conflict',
      disputed: 'conflict',
      refunded: 'conflict',
      'on-hold': 'conflict',
    },
  },
  buyer: {
    accept: {
      pending: 'conflict',
      confirmed: 'conflict',
      shipped: 'conflict',
      delivered: 'allowed',
      cancelled: 'conflict',
      completed: 'conflict',
      disputed: 'conflict',
      refunded: 'conflict',
      'on-hold': 'conflict',
    },
    report: {
      pending: 'conflict',
      confirmed: 'conflict',
      shipped: 'allowed',
      delivered: 'allowed',
      cancelled: 'conflict',
      completed: 'conflict',
      disputed: 'conflict',
      refunded: 'conflict',
      'on-hold': 'conflict',
    },
    ship: {
      pending: 'forbidden',
      confirmed: 'forbidden',
      shipped: 'forbidden',
      delivered: 'forbidden',
      cancelled: 'forbidden',
      completed: 'forbidden',
      disputed: 'forbidden',
      refunded: 'forbidden',
      'on-hold': 'forbidden',
    },
    deliver: {
      pending: 'conflict',
      confirmed: 'conflict',
      shipped: 'allowed',
      delivered: 'conflict',
      cancelled: 'conflict',
      completed: 'conflict',
      disputed: 'conflict',
      refunded: 'conflict',
      'on-hold': 'conflict',
    },
    cancel: {
      pending: 'allowed',
      confirmed: 'allowed',
      shipped: 'conflict',
      delivered: 'conflict',
      cancelled: 'conflict',
      completed: 'conflict',
      disputed: 'conflict',
      refunded: 'conflict',
      'on-hold': 'conflict',
    },
  },
  stranger: Object.fromEntries(
    ORDER_MOVES.map((move) => [move, Object.fromEntries(STATUSES.map((status) => [status, 'not-found']))]),
  ) as Record<OrderMove, Record<(typeof STATUSES)[number], MoveVerdict>>,
}

describe('order moves (who may move which status to which)', () => {
  for (const actor of ['buyer', 'seller', 'stranger'] as const) {
    for (const move of ORDER_MOVES) {
      it(`${actor} × ${move}`, () => {
        for (const status of STATUSES) {
          expect(moveVerdict(move, partiesOfActor[actor], status), `${actor} ${move} from ${status}`).toBe(
            EXPECTED[actor][move][status],
          )
        }
      })
    }
  }

  it('offers each party exactly its allowed moves', () => {
    expect(movesFor('seller', 'confirmed')).toEqual(['ship', 'cancel'])
    expect(movesFor('seller', 'pending')).toEqual(['cancel'])
    expect(movesFor('seller', 'shipped')).toEqual([])
    expect(movesFor('buyer', 'confirmed')).toEqual(['cancel'])
    expect(movesFor('buyer', 'pending')).toEqual(['cancel'])
    expect(movesFor('buyer', 'shipped')).toEqual(['deliver', 'report'])
    expect(movesFor('buyer', 'delivered')).toEqual(['accept', 'report'])
    expect(movesFor('seller', 'delivered')).toEqual([])
    for (const party of ['buyer', 'seller'] as const) {
      expect(movesFor(party, 'cancelled')).toEqual([])
      expect(movesFor(party, 'something-else')).toEqual([])
    }
  })

  it('knows the parties of an order from its buyer and seller ids', () => {
    const order = { buyerId: 'b', sellerId: 's' }
    expect(partiesOf(order, 'b')).toEqual(['buyer'])
    expect(partiesOf(order, 's')).toEqual(['seller'])
    expect(partiesOf(order, 'x')).toEqual([])
    expect(partiesOf({ buyerId: null, sellerId: null }, 'x')).toEqual([])
  })
})

describe('the order move form', () => {
  it('reads ship with a trimmed tracking number (empty means none), deliver and cancel', () => {
    expect(validate(orderMoveSchema, { intent: 'ship', trackingNumber: '  1Z999AA1  ' })).toEqual({
      success: true,
      data: { intent: 'ship', trackingNumber: '1Z999AA1', carrier: null, untracked: false },
    })
    expect(validate(orderMoveSchema, { intent: 'ship', trackingNumber: '   ' })).toEqual({
      success: true,
      data: { intent: 'ship', trackingNumber: null, carrier: null, untracked: false },
    })
    expect(validate(orderMoveSchema, { intent: 'ship' })).toEqual({
      success: true,
      data: { intent: 'ship', trackingNumber: null, carrier: null, untracked: false },
    })
    expect(validate(orderMoveSchema, { intent: 'deliver', trackingNumber: 'ignored' })).toEqual({
      success: true,
      data: { intent: 'deliver' },
    })
    expect(validate(orderMoveSchema, { intent: 'cancel' })).toEqual({
      success: true,
      data: { intent: 'cancel' },
    })
  })

  it('refuses a tracking number over 64 characters and unknown intents, with dictionary keys', () => {
    expect(validate(orderMoveSchema, { intent: 'ship', trackingNumber: 'x'.repeat(64) }).success).toBe(true)
    expect(validate(orderMoveSchema, { intent: 'ship', trackingNumber: 'x'.repeat(65) })).toEqual({
      success: false,
      errors: { trackingNumber: 'orders.error.trackingTooLong' },
    })
    for (const intent of ['refund', '', null, 'SHIP']) {
      const result = validate(orderMoveSchema, { intent })
      expect(result.success, String(intent)).toBe(false)
      if (!result.success) expect(Object.values(result.errors)).toEqual(['orders.error.badIntent'])
    }
  })
})
