import { describe, expect, it } from 'vitest'
import { interpolate, translator } from '~/i18n'
import { messageModules } from '~/i18n/messages'

describe('dictionaries', () => {
  for (const [name, module] of Object.entries(messageModules)) {
    it(`${name}: English and Spanish have exactly the same keys`, () => {
      const en = Object.keys(module.en).sort()
      const es = Object.keys(module.es).sort()
      expect(
        es.filter((k) => !en.includes(k)),
        'only in Spanish',
      ).toEqual([])
      expect(
        en.filter((k) => !es.includes(k)),
        'only in English',
      ).toEqual([])
    })

    it(`${name}: no text is empty and placeholders match`, () => {
      for (const key of Object.keys(module.en) as Array<keyof typeof module.en>) {
        const english = module.en[key] as string
        const spanish = (module.es as Record<string, string>)[key as string] as string
        expect(english.trim(), `en ${String(key)}`).not.toBe('')
        expect(spanish.trim(), `es ${String(key)}`).not.toBe('')
        const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
        expect(placeholders(spanish), `placeholders of ${String(key)}`).toEqual(placeholders(english))
      }
    })
  }

  it('keys are unique across modules', () => {
    const seen = new Map<string, string>()
    for (const [name, module] of Object.entries(messageModules)) {
      for (const key of Object.keys(module.en)) {
        expect(seen.get(key), `${key} is defined in ${seen.get(key)} and ${name}`).toBeUndefined()
        seen.set(key, name)
      }
    }
  })
})

describe('translator', () => {
  it('translates into the chosen language and fills placeholders', () => {
    expect(translator('en')('nav.signIn')).toBe('Sign In')
    expect(translator('es')('nav.signIn')).toBe('Iniciar sesión')
    expect(translator('es')('common.page', { page: 2, pages: 5 })).toBe('Página 2 de 5')
  })

  it('leaves unknown placeholders visible', () => {
    expect(interpolate('Hello {name} {missing}', { name: 'Ana' })).toBe('Hello Ana {missing}')
  })
})
