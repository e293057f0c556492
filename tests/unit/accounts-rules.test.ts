import { describe, expect, it } from 'vitest'
import { isProfileComplete } from '~/accounts/completeness'
import {
  AREA_CODES,
  CITIES,
  CITY_SUGGESTIONS_MAX,
  isAreaCode,
  phoneDigits,
  suggestCities,
} from '~/accounts/locations'
import { profileStatistics } from '~/accounts/profile-stats'
import { isProtectedPath } from '~/accounts/protected-paths'
import { USER_TYPES } from '~/accounts/user-types'
import { USER_TYPES as STORED_USER_TYPES } from '../../db/schema'

const complete = {
  name: 'Ana',
  surname: 'García',
  email: 'ana@example.test',
  areaCode: '+34',
  phoneNumber: '612345678',
  userType: 'buyer',
}

describe('profile completeness (SPEC §4)', () => {
  it('is complete only with name, surname, email, area code, phone number and user type', () => {
    expect(isProfileComplete(complete)).toBe(true)
    for (const field of Object.keys(complete) as Array<keyof typeof complete>) {
      expect(isProfileComplete({ ...complete, [field]: null }), `${field} missing`).toBe(false)
      expect(isProfileComplete({ ...complete, [field]: '  ' }), `${field} blank`).toBe(false)
    }
  })

  it('ignores the fields it does not need and treats no profile as incomplete', () => {
    expect(isProfileComplete({ ...complete, city: null } as typeof complete)).toBe(true)
    expect(isProfileComplete(null)).toBe(false)
    expect(isProfileComplete(undefined)).toBe(false)
  })
})

describe('phone numbers', () => {
  it('keep digits only', () => {
    expect(phoneDigits('+34 (612) 34-56 78')).toBe('34612345678')
    expect(phoneDigits('abc')).toBe('')
  })
})

describe('area codes', () => {
  it('lists the 27 EU countries once each, every code starting with +', () => {
    expect(AREA_CODES).toHaveLength(27)
    expect(new Set(AREA_CODES.map((a) => a.country)).size).toBe(27)
    expect(new Set(AREA_CODES.map((a) => a.code)).size).toBe(27)
    for (const { code } of AREA_CODES) expect(code).toMatch(/^\+\d{2,3}$/)
  })

  it('accepts only listed codes that start with +', () => {
    expect(isAreaCode('+34')).toBe(true)
    expect(isAreaCode('+353')).toBe(true)
    expect(isAreaCode('34')).toBe(false)
    expect(isAreaCode('+1')).toBe(false)
    expect(isAreaCode('')).toBe(false)
  })
})

describe('city suggestions', () => {
  it('has 21 built-in cities, each with a listed area code', () => {
    expect(CITIES).toHaveLength(21)
    for (const city of CITIES) expect(isAreaCode(city.areaCode), city.name).toBe(true)
  })

  it('suggests nothing below two characters', () => {
    expect(suggestCities('')).toEqual([])
    expect(suggestCities('m')).toEqual([])
    expect(suggestCities(' m ')).toEqual([])
  })

  it('suggests matching cities with their area code, names starting with the text first', () => {
    expect(suggestCities('ma')).toEqual([{ name: 'Madrid', areaCode: '+34' }])
    expect(suggestCities('MUN')).toEqual([{ name: 'Munich', areaCode: '+49' }])
    const withAn = suggestCities('am').map((c) => c.name)
    expect(withAn[0]).toBe('Amsterdam')
    expect(withAn).toContain('Hamburg')
  })

  it('shows at most eight', () => {
    const villages = Array.from({ length: 12 }, (_, i) => ({ name: `Santa ${String.fromCharCode(65 + i)}` }))
    expect(suggestCities('sa', villages)).toHaveLength(CITY_SUGGESTIONS_MAX)
    expect(suggestCities('santa b', villages)).toEqual([{ name: 'Santa B' }])
  })

  it('ignores case and accents', () => {
    expect(suggestCities('SÉV')).toEqual([{ name: 'Seville', areaCode: '+34' }])
  })
})

describe('user types', () => {
  it('are the ones the database accepts', () => {
    expect([...USER_TYPES]).toEqual([...STORED_USER_TYPES])
  })
})

describe('profile statistics (SPEC §9)', () => {
  it('has no response figures before a conversation, and no rating before the first review', () => {
    expect(profileStatistics({ total: 0, active: 0, sold: 0 }, null)).toEqual({
      total: 0,
      active: 0,
      sold: 0,
      responseRate: null,
      responseSeconds: null,
      rating: null,
    })
  })

  it('shows the real rating (issue #16) and the measured response figures (issue #15), nothing random', () => {
    const counts = { total: 3, active: 2, sold: 1 }
    const rating = { average: 4.8, count: 12 }
    expect(profileStatistics(counts, rating)).toMatchObject({
      responseRate: null,
      responseSeconds: null,
      rating,
    })
    expect(profileStatistics(counts, null, { rate: 75, typicalSeconds: 5400 })).toMatchObject({
      responseRate: 75,
      responseSeconds: 5400,
      rating: null,
    })
    expect(profileStatistics({ total: 0, active: 0, sold: 0 }, rating)).toMatchObject({ rating })
  })
})

describe('protected paths (SPEC §6)', () => {
  it('are the five login-required pages', () => {
    for (const path of [
      '/profile',
      '/seller/dashboard',
      '/buyer/dashboard',
      '/seller/registration',
      '/seller/account-creation',
    ]) {
      expect(isProtectedPath(path), path).toBe(true)
    }
    for (const path of ['/', '/cart', '/checkout', '/seller/123', '/list-product']) {
      expect(isProtectedPath(path), path).toBe(false)
    }
  })
})
