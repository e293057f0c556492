/**
 * SPEC §2/§8: when the browse page's data cannot be loaded on the server, the page shows a
 * translated error heading and "Error loading products". (A failed request after hydration keeps
 * the page shown instead, issue #26 and decision 0046: tests/e2e/browse.spec.ts.)
 */
import { renderToString } from 'react-dom/server'
import { createRoutesStub, Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Locale } from '~/i18n'
import { ErrorBoundary } from '~/routes/browse'
import { textOf } from '../support/render-page'

function Root() {
  return <Outlet />
}

function NoPage() {
  return null
}

function renderFailedBrowse(locale: Locale) {
  const url = locale === 'es' ? '/es/browse' : '/browse'
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Root,
      loader: () => ({ locale }),
      children: [{ id: 'page', path: url.slice(1), Component: NoPage, ErrorBoundary }],
    },
  ])
  return textOf(
    renderToString(
      <Stub
        initialEntries={[url]}
        hydrationData={{ loaderData: { root: { locale } }, errors: { page: new Error('database down') } }}
      />,
    ),
  )
}

describe('the browse page when its listings cannot be loaded', () => {
  it('shows the translated error heading and "Error loading products"', () => {
    const english = renderFailedBrowse('en')
    expect(english).toContain('We could not load the listings')
    expect(english).toContain('Error loading products')
    expect(english).not.toContain('database down')
    const spanish = renderFailedBrowse('es')
    expect(spanish).toContain('No hemos podido cargar los anuncios')
    expect(spanish).toContain('Error al cargar los productos')
  })
})
