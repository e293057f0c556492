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

/** Each city's English name (the one stored) and its Spanish one (issue #31: "Sevilla", "Múnich"). */
export const CITIES = [
  { name: 'Madrid', es: 'Madrid', areaCode: '+34' },
  { name: 'Barcelona', es: 'Barcelona', areaCode: '+34' },
  { name: 'Valencia', es: 'Valencia', areaCode: '+34' },
  { name: 'Seville', es: 'Sevilla', areaCode: '+34' },
  { name: 'Lisbon', es: 'Lisboa', areaCode: '+351' },
  { name: 'Porto', es: 'Oporto', areaCode: '+351' },
  { name: 'Paris', es: 'París', areaCode: '+33' },
  { name: 'Lyon', es: 'Lyon', areaCode: '+33' },
  { name: 'Berlin', es: 'Berlín', areaCode: '+49' },
  { name: 'Munich', es: 'Múnich', areaCode: '+49' },
  { name: 'Hamburg', es: 'Hamburgo', areaCode: '+49' },
  { name: 'Rome', es: 'Roma', areaCode: '+39' },
  { name: 'Milan', es: 'Milán', areaCode: '+39' },
  { name: 'Amsterdam', es: 'Ámsterdam', areaCode: '+31' },
  { name: 'Rotterdam', es: 'Róterdam', areaCode: '+31' },
  { name: 'Brussels', es: 'Bruselas', areaCode: '+32' },
  { name: 'Vienna', es: 'Viena', areaCode: '+43' },
  { name: 'Dublin', es: 'Dublín', areaCode: '+353' },
  { name: 'Stockholm', es: 'Estocolmo', areaCode: '+46' },
  { name: 'Copenhagen', es: 'Copenhague', areaCode: '+45' },
  { name: 'Warsaw', es: 'Varsovia', areaCode: '+48' },
] as const satisfies ReadonlyArray<{ name: string; es: string; areaCode: AreaCode }>

export type City = (typeof CITIES)[number]

export const CITY_SUGGESTIONS_FROM = 2
export const CITY_SUGGESTIONS_MAX = 8

/** Lower case without accents, so "sev" finds Seville and "malaga" would find Málaga. */
function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The city picker's suggestions: nothing below two characters, then the cities whose name in either
 * language contains the query ("Sevil" finds Seville/Sevilla, "Mún" Munich/Múnich), names starting
 * with it first, at most eight.
 */
export function suggestCities<C extends { name: string; es?: string }>(
  query: string,
  cities: readonly C[],
): C[]
export function suggestCities(query: string): City[]
export function suggestCities(query: string, cities: readonly { name: string; es?: string }[] = CITIES) {
  const folded = fold(query)
  if (folded.length < CITY_SUGGESTIONS_FROM) return []
  const names = (city: { name: string; es?: string }) => [
    fold(city.name),
    ...(city.es ? [fold(city.es)] : []),
  ]
  const matches = cities.filter((city) => names(city).some((name) => name.includes(folded)))
  const starts = matches.filter((city) => names(city).some((name) => name.startsWith(folded)))
  const rest = matches.filter((city) => !starts.includes(city))
  return [...starts, ...rest].slice(0, CITY_SUGGESTIONS_MAX)
}

/** The built-in city a name stands for, in either language ("sevilla", "Seville"), or undefined. */
export function knownCity(name: string | null | undefined): City | undefined {
  const folded = fold(name ?? '')
  if (!folded) return undefined
  return CITIES.find((city) => fold(city.name) === folded || fold(city.es) === folded)
}

/** A built-in city's name in the reader's language. */
export function cityLabel(city: City, locale: 'en' | 'es'): string {
  return locale === 'es' ? city.es : city.name
}

/**
 * A stored place ("Seville", "Munich, Bavaria", "Bilbao") in the reader's language: a built-in
 * city's name is translated (the rest after a comma stays), any other text is shown as written.
 */
export function placeName(location: string, locale: 'en' | 'es'): string {
  const [first = '', ...rest] = location.split(',')
  const city = knownCity(first)
  if (!city) return location
  return [cityLabel(city, locale), ...rest].join(',')
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
  const city = knownCity(location.split(',')[0])
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
