/**
 * Issue #31 items 5 and 9: the language a browser asks for, city names in the reader's language,
 * the installable app's manifest and offline page.
 */
import { describe, expect, it } from 'vitest'
import { knownCity, placeName, suggestCitiesInEitherLanguage as suggestCities } from '~/accounts/city-names'
import { suggestCities as suggestEnglish } from '~/accounts/locations'
import { acceptedLocale } from '~/i18n/accept-language'
import { offlinePage } from '~/routes/resources.offline'
import { webAppManifest } from '~/seo/manifest'

describe('Accept-Language', () => {
  it('names our language the browser wants first, by order and weight', () => {
    expect(acceptedLocale('es-ES,es;q=0.9,en;q=0.8')).toBe('es')
    expect(acceptedLocale('es-MX')).toBe('es')
    expect(acceptedLocale('en-GB,en;q=0.9,es;q=0.8')).toBe('en')
    expect(acceptedLocale('fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4')).toBe('es')
    expect(acceptedLocale('en;q=0.3,ES;q=0.7')).toBe('es')
  })

  it('names none for another language, a refused one, a wildcard or no header', () => {
    expect(acceptedLocale('fr-FR,fr;q=0.9')).toBeNull()
    expect(acceptedLocale('es;q=0')).toBeNull()
    expect(acceptedLocale('*')).toBeNull()
    expect(acceptedLocale('')).toBeNull()
    expect(acceptedLocale(null)).toBeNull()
    expect(acceptedLocale('es;q=abc')).toBeNull()
  })
})

describe('cities in the reader’s language', () => {
  it('the picker finds Sevilla, Múnich and Lisboa, and still the English names', () => {
    expect(suggestCities('Sevil').map((city) => city.name)).toEqual(['Seville'])
    expect(suggestCities('Múnich').map((city) => city.name)).toEqual(['Munich'])
    expect(suggestCities('munich').map((city) => city.name)).toEqual(['Munich'])
    expect(suggestCities('Lisboa').map((city) => city.name)).toEqual(['Lisbon'])
    expect(suggestCities('Lisb').map((city) => city.name)).toEqual(['Lisbon'])
    expect(suggestCities('s').map((city) => city.name)).toEqual([])
  })

  it('shows a stored place in the reader’s language and leaves unknown ones as written', () => {
    expect(placeName('Seville', 'es')).toBe('Sevilla')
    expect(placeName('Sevilla', 'en')).toBe('Seville')
    expect(placeName('Munich, Bavaria', 'es')).toBe('Múnich, Bavaria')
    expect(placeName('Lisbon', 'en')).toBe('Lisbon')
    expect(placeName('Bilbao', 'es')).toBe('Bilbao')
    expect(knownCity('  múnich ')?.name).toBe('Munich')
    expect(knownCity('Lisboa')?.areaCode).toBe('+351')
    expect(suggestEnglish('Sevil').map((city) => city.name)).toEqual(['Seville'])
  })
})

describe('the installable app', () => {
  it('has PNG icons and a phone and a wide screenshot, labelled in each language', () => {
    for (const locale of ['en', 'es'] as const) {
      const manifest = webAppManifest(locale)
      expect(manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes)).toContain(
        '512x512',
      )
      expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide'])
      for (const shot of manifest.screenshots) expect(shot.label).not.toMatch(/^phoneBrowse\./)
    }
    expect(webAppManifest('es').screenshots[0]?.label).toBe('Material de golf en el móvil')
  })

  it('has an offline page in each language that needs nothing else to show', () => {
    const es = offlinePage('es')
    expect(es).toContain('<html lang="es">')
    expect(es).toContain('Sin conexión')
    expect(es).not.toMatch(/<script|<link|src=/)
    expect(offlinePage('en')).toContain('You are offline')
  })
})
