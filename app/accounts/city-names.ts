/**
 * The built-in cities in the reader's language (issue #31, docs/decisions/0064): "Sevilla",
 * "Múnich", "Lisboa" on Spanish pages, found by the city picker in either language. Kept apart from
 * ./locations.ts, which browse's first load ships, so that only the pages that show or pick cities
 * carry the Spanish names.
 */
import type { Locale } from '~/i18n'
import { CITIES, CITY_SUGGESTIONS_FROM, CITY_SUGGESTIONS_MAX, type City, fold } from './locations'

export const SPANISH_CITY_NAME: Record<City['name'], string> = {
  Madrid: 'Madrid',
  Barcelona: 'Barcelona',
  Valencia: 'Valencia',
  Seville: 'Sevilla',
  Lisbon: 'Lisboa',
  Porto: 'Oporto',
  Paris: 'París',
  Lyon: 'Lyon',
  Berlin: 'Berlín',
  Munich: 'Múnich',
  Hamburg: 'Hamburgo',
  Rome: 'Roma',
  Milan: 'Milán',
  Amsterdam: 'Ámsterdam',
  Rotterdam: 'Róterdam',
  Brussels: 'Bruselas',
  Vienna: 'Viena',
  Dublin: 'Dublín',
  Stockholm: 'Estocolmo',
  Copenhagen: 'Copenhague',
  Warsaw: 'Varsovia',
}

/**
 * The picker's suggestions for a query in either language ("Sevil", "Múnich", "Lisb"): like
 * suggestCities, nothing below two characters, names starting with the query first, at most eight.
 */
export function suggestCitiesInEitherLanguage(query: string): City[] {
  const folded = fold(query)
  if (folded.length < CITY_SUGGESTIONS_FROM) return []
  const names = (city: City) => [fold(city.name), fold(SPANISH_CITY_NAME[city.name])]
  const matches = CITIES.filter((city) => names(city).some((name) => name.includes(folded)))
  const starts = matches.filter((city) => names(city).some((name) => name.startsWith(folded)))
  const rest = matches.filter((city) => !starts.includes(city))
  return [...starts, ...rest].slice(0, CITY_SUGGESTIONS_MAX)
}

/** The built-in city a name stands for, in either language ("sevilla", "Seville"), or undefined. */
export function knownCity(name: string | null | undefined): City | undefined {
  const folded = fold(name ?? '')
  if (!folded) return undefined
  return CITIES.find((city) => fold(city.name) === folded || fold(SPANISH_CITY_NAME[city.name]) === folded)
}

/** A built-in city's name in the reader's language. */
export function cityLabel(city: City, locale: Locale): string {
  return locale === 'es' ? SPANISH_CITY_NAME[city.name] : city.name
}

/**
 * A stored place ("Seville", "Munich, Bavaria", "Bilbao") in the reader's language: a built-in
 * city's name is translated (the rest after a comma stays), any other text is shown as written.
 */
export function placeName(location: string, locale: Locale): string {
  const [first = '', ...rest] = location.split(',')
  const city = knownCity(first)
  if (!city) return location
  return [cityLabel(city, locale), ...rest].join(',')
}
