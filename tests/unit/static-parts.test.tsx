/**
 * The footer as markup kept per language (decision 0071): the server puts in exactly what the
 * page's own rendering of the footer gives (so the browser hydrates it as it was), and the page
 * carries the messages the footer looked up.
 */
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Locale } from '~/i18n'
import { Footer } from '~/shell/footer'
import { StaticPart, StaticPartsContext } from '~/shell/static-part'
import { staticParts } from '~/shell/static-parts.server'
import { renderPage } from '../support/render-page'

const rendered = (locale: Locale) => {
  const url = locale === 'es' ? '/es/faq' : '/faq'
  return renderPage(Footer, { pattern: url, url, locale, loaderData: null })
}

describe('static parts of the shell', () => {
  it.each(['en', 'es'] as const)(
    'keeps the footer as the page renders it, with its messages (%s)',
    async (locale) => {
      const parts = await staticParts(locale)
      expect(rendered(locale)).toBe(
        `<footer class="mt-16 bg-brand-950 text-brand-100">${parts.html.footer}</footer>`,
      )
      expect(parts.html.footer).toContain(locale === 'es' ? 'href="/es/faq"' : 'href="/faq"')
      expect(parts.used).toContain('footer.faq')
      expect(parts.used).toContain('footer.rights')
      // One rendering per language and year, shared by every request.
      expect(await staticParts(locale)).toBe(parts)
    },
  )

  it('puts the kept markup in on the server, and renders the components without it (the browser)', () => {
    const part = (
      <StaticPart name="footer" as="footer" className="x">
        <b>rendered</b>
      </StaticPart>
    )
    expect(renderToString(part)).toBe('<footer class="x"><b>rendered</b></footer>')
    expect(
      renderToString(
        <StaticPartsContext.Provider value={{ footer: '<i>kept</i>' }}>{part}</StaticPartsContext.Provider>,
      ),
    ).toBe('<footer class="x"><i>kept</i></footer>')
  })
})
