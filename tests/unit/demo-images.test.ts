import { describe, expect, it } from 'vitest'
import { shapeFor } from '../../db/demo-images'

describe('demo photos', () => {
  it('draw what the listing is', () => {
    expect(shapeFor('clubs', 'Ping G430 Max Driver 10.5°')).toBe('driver')
    expect(shapeFor('clubs', 'Scotty Cameron Newport 2 Putter 34"')).toBe('putter')
    expect(shapeFor('clubs', 'TaylorMade P790 Irons 4-PW')).toBe('irons')
    expect(shapeFor('bags-trolleys', 'Motocaddy M5 GPS Electric Trolley')).toBe('trolley')
    expect(shapeFor('bags-trolleys', 'Ping Hoofer Lite Stand Bag')).toBe('bag')
    expect(shapeFor('accessories', 'Callaway Tour Authentic Umbrella 68"')).toBe('umbrella')
    expect(shapeFor('electronics', 'Garmin Approach S62 GPS Watch')).toBe('watch')
    expect(shapeFor('electronics', 'Bushnell Pro XE Laser Rangefinder')).toBe('rangefinder')
  })
})
