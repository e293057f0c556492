/**
 * Issue #28: the wizard asks a Scotty Cameron putter's seller outright whether the certificate of
 * authenticity comes with it (the passport's `certificate` field), instead of the "included"
 * checkbox every other club keeps.
 */
import { useLoaderData } from 'react-router'
import { describe, expect, it } from 'vitest'
import { EMPTY_SPECS_FORM } from '~/catalog/passport/passport'
import type { Locale } from '~/i18n'
import { ClubPassport } from '~/selling/components/club-passport'
import { EMPTY_LISTING_FORM, type ListingForm } from '~/selling/listing-form'
import { renderPage, textOf } from '../support/render-page'

/** The wizard's passport part, rendered with the listing form its loader data holds. */
function PassportPart() {
  const form = useLoaderData() as ListingForm
  return <ClubPassport form={form} update={() => {}} errors={{}} />
}

function wizardPart(brand: string, clubType: string, certificate: boolean, locale: Locale = 'en') {
  const form: ListingForm = {
    ...EMPTY_LISTING_FORM,
    subcategory: 'clubs',
    brand,
    specs: { ...EMPTY_SPECS_FORM, clubType, certificate },
  }
  const html = renderPage(PassportPart, { pattern: '/sell', url: '/sell', locale, loaderData: form })
  return { html, text: textOf(html) }
}

describe('the certificate question', () => {
  it('is asked for a Scotty Cameron putter, with the answer checked, and not as an extra', () => {
    const { html, text } = wizardPart('Scotty Cameron', 'putter', true)
    expect(text).toContain('Does it come with its Scotty Cameron certificate of authenticity?')
    expect(html).toContain('data-testid="certificate-question"')
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*\/?>\s*(<!-- -->)?Yes, with the certificate/)
    expect(text).not.toContain('Certificate of authenticity Headcover')
    expect(text.match(/Certificate of authenticity/g) ?? []).toHaveLength(0)
  })

  it('is in Spanish on the Spanish wizard', () => {
    expect(wizardPart('Scotty Cameron', 'putter', false, 'es').text).toContain(
      '¿Incluye su certificado de autenticidad de Scotty Cameron?',
    )
  })

  it('other putters and other Scotty Cameron clubs keep the checkbox among the extras', () => {
    for (const [brand, type] of [
      ['Odyssey', 'putter'],
      ['Scotty Cameron', 'wedge'],
    ] as const) {
      const { html, text } = wizardPart(brand, type, false)
      expect(html).not.toContain('data-testid="certificate-question"')
      expect(text).toContain('Certificate of authenticity')
    }
  })
})
