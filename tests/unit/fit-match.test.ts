import { describe, expect, it } from 'vitest'
import { type ListingFitSpecs, matchFit } from '~/catalog/fit/fit-match'
import type { FitSuggestion } from '~/catalog/fit/golfer-profile'

const golfer: FitSuggestion = { hand: 'right', flex: 'R', lengthDeltaIn: 0.5, lieDeltaDeg: 1 }
/** A right-handed regular 7-iron set, half an inch long and a degree upright: a fit. */
const irons: ListingFitSpecs = {
  clubType: 'iron-set',
  hand: 'right',
  flex: 'R',
  lengthIn: 37.5,
  lie: 63.5,
  pingDot: null,
}
const verdict = (listing: Partial<ListingFitSpecs>, suggestion: Partial<FitSuggestion> = {}) =>
  matchFit({ ...golfer, ...suggestion }, { ...irons, ...listing })
const point = (result: ReturnType<typeof matchFit>, spec: string) =>
  result.points.find((p) => p.spec === spec)?.result

describe('the fit rules (issue #30 item 2)', () => {
  it('fits when hand, flex, length and lie all match, and says so for each point', () => {
    const result = verdict({})
    expect(result.verdict).toBe('fits')
    expect(result.points).toEqual([
      { spec: 'hand', result: 'match' },
      { spec: 'flex', result: 'match' },
      { spec: 'length', result: 'match' },
      { spec: 'lie', result: 'match' },
    ])
  })

  it('hand must match: a left-handed club never fits, not even closely', () => {
    const result = verdict({ hand: 'left' })
    expect(point(result, 'hand')).toBe('miss')
    expect(result.verdict).toBe('no')
    expect(verdict({ hand: null }).verdict).toBe('no')
    expect(verdict({}, { hand: null }).verdict).toBe('no')
  })

  it('flex: one step either way fits, two steps is close, three is a miss; not stated does not fit', () => {
    expect(verdict({ flex: 'A' }).verdict).toBe('fits')
    expect(verdict({ flex: 'S' }).verdict).toBe('fits')
    expect(verdict({ flex: 'X' }).verdict).toBe('close')
    expect(verdict({ flex: 'L' }).verdict).toBe('close')
    expect(verdict({ flex: 'TX' }).verdict).toBe('no')
    expect(verdict({ flex: null }).verdict).toBe('no')
    expect(point(verdict({ flex: null }), 'flex')).toBe('unknown')
    // Putters are not fitted by flex.
    expect(point(verdict({ clubType: 'putter', flex: null }), 'flex')).toBeUndefined()
  })

  it('length: ±0.5 in of standard + delta fits, up to 1 in is close, beyond a miss; boundaries included', () => {
    // Target 37 + 0.5 = 37.5 in.
    expect(verdict({ lengthIn: 38 }).verdict).toBe('fits')
    expect(verdict({ lengthIn: 37 }).verdict).toBe('fits')
    expect(verdict({ lengthIn: 38.001 }).verdict).toBe('close')
    expect(verdict({ lengthIn: 38.5 }).verdict).toBe('close')
    expect(verdict({ lengthIn: 36.5 }).verdict).toBe('close')
    expect(verdict({ lengthIn: 38.501 }).verdict).toBe('no')
    // Not stated: unknown, and it does not count against.
    expect(point(verdict({ lengthIn: null }), 'length')).toBe('unknown')
    expect(verdict({ lengthIn: null }).verdict).toBe('fits')
    // A driver's standard is 45.5 in; a women's driver's 44.5 in.
    expect(verdict({ clubType: 'driver', lengthIn: 46, lie: null }).verdict).toBe('fits')
    expect(verdict({ clubType: 'driver', player: 'womens', lengthIn: 45, lie: null }).verdict).toBe('fits')
    expect(verdict({ clubType: 'driver', player: 'womens', lengthIn: 46, lie: null }).verdict).toBe('close')
  })

  it('lie: ±1° fits, up to 2° is close, beyond a miss; PING dots and "standard" are read; woods are not fitted by lie', () => {
    // Wanted: 1° upright of 62.5°.
    expect(verdict({ lie: 64.5 }).verdict).toBe('fits')
    expect(verdict({ lie: 62.5 }).verdict).toBe('fits')
    expect(verdict({ lie: 61.5 }).verdict).toBe('close')
    expect(verdict({ lie: 65.5 }).verdict).toBe('close')
    expect(verdict({ lie: 65.6 }).verdict).toBe('no')
    expect(verdict({ lie: null, pingDot: 'blue' }).verdict).toBe('fits')
    expect(verdict({ lie: null, pingDot: 'white' }).verdict).toBe('close')
    expect(verdict({ lie: null, pingDot: 'maroon' }).verdict).toBe('no')
    expect(verdict({ lie: null, lieLabel: 'standard' }).verdict).toBe('fits')
    expect(point(verdict({ lie: null }), 'lie')).toBe('unknown')
    // A wedge's degrees are read against a wedge's 64°.
    expect(verdict({ clubType: 'wedge', lie: 65, lengthIn: null }).verdict).toBe('fits')
    expect(point(verdict({ clubType: 'driver', lie: 50, lengthIn: null }), 'lie')).toBeUndefined()
  })

  it('close means exactly one value just outside: two close values, or a close and a miss, do not fit', () => {
    expect(verdict({ flex: 'X', lengthIn: 38.5 }).verdict).toBe('no')
    expect(verdict({ flex: 'X', lengthIn: 40 }).verdict).toBe('no')
    expect(verdict({ lengthIn: 38.5 }).verdict).toBe('close')
  })

  it('judges only what the golfer gave: without a length or lie suggestion, those points are left out', () => {
    const result = verdict({ lengthIn: 44, lie: 70 }, { lengthDeltaIn: null, lieDeltaDeg: null })
    expect(result.points.map((p) => p.spec)).toEqual(['hand', 'flex'])
    expect(result.verdict).toBe('fits')
  })
})
