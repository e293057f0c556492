/**
 * Where users live (SPEC §3 "Enumerations", §5 "Profile completion", §9): the 27 EU countries with
 * their dialling codes, and the 21 built-in cities the city picker suggests, each with its code.
 * Isomorphic: the profile forms, their zod schemas and the tests share these.
 */
import type { MessageKey } from '~/i18n'

export const AREA_CODES = [
  { country: 'AT', code: '+43' },
  { country: 'BE', code: '+32' },
  { country: 'BG', code: '+359' },
  { country: 'HR', code: '+385' },
  { country: 'CY', code: '+357' },
  { country: 'CZ', code: '+420' },
  { country: 'DK', code: '+45' },
  { country: 'EE', code: '+372' },
  { country: 'FI', code: '+358' },
  { country: 'FR', code: '+33' },
  { country: 'DE', code: '+49' },
  { country: 'GR', code: '+30' },
  { country: 'HU', code: '+36' },
  { country: 'IE', code: '+353' },
  { country: 'IT', code: '+39' },
  { country: 'LV', code: '+371' },
  { country: 'LT', code: '+370' },
  { country: 'LU', code: '+352' },
  { country: 'MT', code: '+356' },
  { country: 'NL', code: '+31' },
  { country: 'PL', code: '+48' },
  { country: 'PT', code: '+351' },
  { country: 'RO', code: '+40' },
  { country: 'SK', code: '+421' },
  { country: 'SI', code: '+386' },
  { country: 'ES', code: '+34' },
  { country: 'SE', code: '+46' },
] as const

export type Country = (typeof AREA_CODES)[number]['country']
export type AreaCode = (typeof AREA_CODES)[number]['code']

export const COUNTRY_NAME_KEY = Object.fromEntries(
  AREA_CODES.map(({ country }) => [country, `accounts.country.${country}`]),
) as Record<Country, MessageKey>

/** SPEC §5: an area code starts with + (and, here, is one of the 27 listed). */
export function isAreaCode(value: string): value is AreaCode {
  return value.startsWith('+') && AREA_CODES.some((a) => a.code === value)
}

/** English names, the ones stored; their Spanish names are in ./city-names.ts (issue #31). */
export const CITIES = [
  { name: 'Madrid', areaCode: '+34' },
  { name: 'Barcelona', areaCode: '+34' },
  { name: 'Valencia', areaCode: '+34' },
  { name: 'Seville', areaCode: '+34' },
  { name: 'Lisbon', areaCode: '+351' },
  { name: 'Porto', areaCode: '+351' },
  { name: 'Paris', areaCode: '+33' },
  { name: 'Lyon', areaCode: '+33' },
  { name: 'Berlin', areaCode: '+49' },
  { name: 'Munich', areaCode: '+49' },
  { name: 'Hamburg', areaCode: '+49' },
  { name: 'Rome', areaCode: '+39' },
  { name: 'Milan', areaCode: '+39' },
  { name: 'Amsterdam', areaCode: '+31' },
  { name: 'Rotterdam', areaCode: '+31' },
  { name: 'Brussels', areaCode: '+32' },
  { name: 'Vienna', areaCode: '+43' },
  { name: 'Dublin', areaCode: '+353' },
  { name: 'Stockholm', areaCode: '+46' },
  { name: 'Copenhagen', areaCode: '+45' },
  { name: 'Warsaw', areaCode: '+48' },
] as const satisfies ReadonlyArray<{ name: string; areaCode: AreaCode }>

export type City = (typeof CITIES)[number]

export const CITY_SUGGESTIONS_FROM = 2
export const CITY_SUGGESTIONS_MAX = 8

/** Lower case without accents, so "sev" finds Seville and "malaga" would find Málaga. */
export function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The city picker's suggestions: nothing below two characters, then the cities whose name contains
 * the query (names starting with it first), at most eight.
 */
export function suggestCities<C extends { name: string }>(query: string, cities: readonly C[]): C[]
export function suggestCities(query: string): City[]
export function suggestCities(query: string, cities: readonly { name: string }[] = CITIES) {
  const folded = fold(query)
  if (folded.length < CITY_SUGGESTIONS_FROM) return []
  const matches = cities.filter((city) => fold(city.name).includes(folded))
  const starts = matches.filter((city) => fold(city.name).startsWith(folded))
  const rest = matches.filter((city) => !fold(city.name).startsWith(folded))
  return [...starts, ...rest].slice(0, CITY_SUGGESTIONS_MAX)
}

/** SPEC §5: non-digits are stripped from the phone number while typing (and again on the server). */
export function phoneDigits(value: string) {
  return value.replace(/\D/g, '')
}

export const PHONE_DIGITS_MIN = 6
export const PHONE_DIGITS_MAX = 15

// Where a listing ships from (issue #28 "signs of a fake", docs/decisions/0058-signs-of-a-fake.md).

/** The country of an area code of AREA_CODES (the profile's phone prefix), or null. */
export function countryOfAreaCode(areaCode: string | null | undefined): Country | null {
  return AREA_CODES.find((area) => area.code === areaCode)?.country ?? null
}

/**
 * The country of a listing's location when it names one of the built-in cities (the city picker's
 * suggestions): "Munich" or "Munich, Bavaria" is Germany. Null for a city the list does not hold.
 */
export function countryOfCity(location: string | null | undefined): Country | null {
  if (!location) return null
  const first = fold(location.split(',')[0] ?? '')
  if (!first) return null
  const city = CITIES.find((c) => fold(c.name) === first)
  return city ? countryOfAreaCode(city.areaCode) : null
}

/**
 * "Ships from …": the country of the listing's city when it is a known one, otherwise the seller's
 * country (their profile's area code, what browse's "seller's country" filter reads); null when
 * neither is known, and the listing then says nothing rather than guess.
 */
export function shipsFromCountry(
  location: string | null | undefined,
  sellerCountry: string | null | undefined,
): Country | null {
  return (
    countryOfCity(location) ??
    (AREA_CODES.find((area) => area.country === sellerCountry)?.country as Country | undefined) ??
    null
  )
}
