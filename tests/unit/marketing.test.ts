import { describe, expect, it } from 'vitest'
import { isSubcategory } from '~/catalog/taxonomy'
import { HERO_ROTATION_MS, isRotating, stepSlide } from '~/marketing/carousel'
import { CATEGORY_TILES } from '~/marketing/category-tiles'
import { onboardingTarget } from '~/marketing/onboarding'

describe('hero carousel', () => {
  it('rotates every 4 seconds (SPEC §9)', () => {
    expect(HERO_ROTATION_MS).toBe(4000)
  })

  it('steps forward and wraps from the last slide to the first', () => {
    expect(stepSlide(0, 4)).toBe(1)
    expect(stepSlide(2, 4)).toBe(3)
    expect(stepSlide(3, 4)).toBe(0)
  })

  it('steps back and wraps from the first slide to the last', () => {
    expect(stepSlide(2, 4, -1)).toBe(1)
    expect(stepSlide(0, 4, -1)).toBe(3)
  })

  it('stays on slide 0 when there is nothing to show', () => {
    expect(stepSlide(0, 0)).toBe(0)
    expect(stepSlide(0, 1)).toBe(0)
  })

  it('rotates only while nothing holds it', () => {
    expect(isRotating({ paused: false, hovered: false, focused: false })).toBe(true)
    expect(isRotating({ paused: true, hovered: false, focused: false })).toBe(false)
    expect(isRotating({ paused: false, hovered: true, focused: false })).toBe(false)
    expect(isRotating({ paused: false, hovered: false, focused: true })).toBe(false)
  })
})

describe('Shop By Category tiles', () => {
  it('are the six marketing tiles of SPEC §2, each with its own browse address', () => {
    expect(CATEGORY_TILES.map((tile) => tile.id)).toEqual([
      'all-golf',
      'balls',
      'shoes',
      'clubs',
      'clothing',
      'equipment',
    ])
    expect(new Set(CATEGORY_TILES.map((tile) => tile.href)).size).toBe(CATEGORY_TILES.length)
  })

  it('only link to browse filters that exist', () => {
    for (const tile of CATEGORY_TILES) {
      const url = new URL(tile.href, 'http://localhost')
      expect(url.pathname, tile.id).toBe('/browse')
      const subcategory = url.searchParams.get('subcategory')
      if (subcategory !== null) expect(isSubcategory(subcategory), `${tile.id}: ${subcategory}`).toBe(true)
      const category = url.searchParams.get('category')
      if (category !== null) expect(category, tile.id).toBe('golf')
    }
  })
})

describe('onboarding cards', () => {
  it('send a visitor to sign in first, whatever they choose', () => {
    expect(onboardingTarget('buyer', false)).toBe('/auth')
    expect(onboardingTarget('seller', false)).toBe('/auth')
  })

  it('send a signed-in buyer to browse and a signed-in seller to the listing wizard', () => {
    expect(onboardingTarget('buyer', true)).toBe('/browse')
    expect(onboardingTarget('seller', true)).toBe('/list-product')
  })
})
