/**
 * A route's page rendered to HTML on the server with the data its loader answered (and its action,
 * after a form posted without script), in a language, the way the server renders it (no browser):
 * for tests of what a page shows.
 */
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, Outlet } from 'react-router'
import type { Locale } from '~/i18n'

export function renderPage(
  Page: ComponentType,
  {
    pattern,
    url,
    locale,
    loaderData,
    actionData,
  }: { pattern: string; url: string; locale: Locale; loaderData: unknown; actionData?: unknown },
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => <Outlet />,
      loader: () => ({ locale }),
      children: [{ id: 'page', path: pattern.replace(/^\//, ''), Component: Page, loader: () => loaderData }],
    },
  ])
  return renderToString(
    <Stub
      initialEntries={[url]}
      hydrationData={{
        loaderData: { root: { locale }, page: loaderData },
        actionData: actionData === undefined ? undefined : { page: actionData },
      }}
    />,
  )
}

/** The words of some HTML, without tags and with single spaces (no-break spaces as spaces). */
export function textOf(html: string) {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
}
