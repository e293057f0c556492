import { describe, expect, it } from 'vitest'
import { isCartIntent } from '~/cart/actions'
import {
  canCheckout,
  cartSummary,
  chargedOnceHint,
  isAvailable,
  parseQuantity,
  steppedQuantity,
} from '~/cart/cart'

const line = (price: number, status = 'active', sellerId: string | null = 'seller-1') => ({
  price,
  status,
  sellerId,
})

describe('cart summary (each listing charged once)', () => {
  it('is empty for an empty cart', () => {
    expect(cartSummary([])).toEqual({ itemCount: 0, subtotal: 0, unavailableCount: 0 })
  })

  it('adds each available listing’s price once, whatever its quantity', () => {
    const items = [
      { ...line(24_900), quantity: 3 },
      { ...line(8_550), quantity: 1 },
    ]
    expect(cartSummary(items)).toEqual({ itemCount: 2, subtotal: 33_450, unavailableCount: 0 })
  })

  it('counts but does not charge sold, pending, inactive or seller-less listings', () => {
    const items = [
      line(10_000),
      line(20_000, 'sold'),
      line(30_000, 'pending'),
      line(40_000, 'inactive'),
      line(50_000, 'active', null),
    ]
    expect(cartSummary(items)).toEqual({ itemCount: 5, subtotal: 10_000, unavailableCount: 4 })
  })

  it('allows checkout only with something to buy and nothing unavailable', () => {
    expect(canCheckout(cartSummary([]))).toBe(false)
    expect(canCheckout(cartSummary([line(100)]))).toBe(true)
    expect(canCheckout(cartSummary([line(100), line(200, 'sold')]))).toBe(false)
  })
})

describe('cart lines', () => {
  it('are available only when active and the seller still exists', () => {
    expect(isAvailable({ status: 'active', sellerId: 's' })).toBe(true)
    expect(isAvailable({ status: 'sold', sellerId: 's' })).toBe(false)
    expect(isAvailable({ status: 'pending', sellerId: 's' })).toBe(false)
    expect(isAvailable({ status: 'active', sellerId: null })).toBe(false)
  })

  it('show the charged-once hint above quantity 1', () => {
    expect(chargedOnceHint({ quantity: 1 })).toBe(false)
    expect(chargedOnceHint({ quantity: 2 })).toBe(true)
  })

  it('step by 1 up to one (a used item is one of a kind); − at 1 gives 0, which removes', () => {
    expect(steppedQuantity(1, 1)).toBe(1)
    expect(steppedQuantity(0, 1)).toBe(1)
    expect(steppedQuantity(2, -1)).toBe(1)
    expect(steppedQuantity(1, -1)).toBe(0)
  })
})

describe('form input', () => {
  it('reads whole-number quantities, including 0 and negatives (they remove)', () => {
    expect(parseQuantity('3')).toBe(3)
    expect(parseQuantity(' 0 ')).toBe(0)
    expect(parseQuantity('-2')).toBe(-2)
    expect(parseQuantity('2147483647')).toBe(2_147_483_647)
  })

  it('refuses anything else', () => {
    for (const value of ['', '1.5', 'abc', '1e3', '0x10', '2147483648', '99999999999', null, undefined, 2]) {
      expect(parseQuantity(value), String(value)).toBeNull()
    }
  })

  it('knows the three intents', () => {
    expect(['add', 'update', 'remove'].every(isCartIntent)).toBe(true)
    expect(isCartIntent('delete')).toBe(false)
    expect(isCartIntent(null)).toBe(false)
  })
})
