/**
 * The shell's static parts (./static-part.tsx, decision 0071): the footer's content rendered once
 * per language and year with the page's own components, kept as markup with the messages it
 * looked up (they travel with every page that shows it, app/i18n/page-messages.server.ts). A
 * member's cart or profile page rendered about 58 elements and 14 links of footer per request.
 */
import { createContext, type ReactNode, useContext } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import type { Locale, MessageKey } from '~/i18n'
import { recordingPageMessages } from '~/i18n/page-messages.server'
import { localePath } from '~/i18n/paths'
import { FooterContent } from './footer'
import type { StaticPartName } from './static-part'

export interface StaticParts {
  html: Record<StaticPartName, string>
  used: Set<MessageKey>
}

const PartContext = createContext<ReactNode>(null)

function Part() {
  return <>{useContext(PartContext)}</>
}

// One route with the root's id, so that the part reads the language as in the page (useLocale).
const handler = createStaticHandler([
  {
    id: 'root',
    path: '*',
    loader: ({ request }) => ({ locale: new URL(request.url).searchParams.get('locale'), viewer: null }),
    Component: Part,
  },
])

async function render(locale: Locale, part: ReactNode) {
  const request = new Request(`http://localhost${localePath('/', locale)}?locale=${locale}`)
  const context = await handler.query(request)
  if (context instanceof Response) throw new Error(`a static part answered ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return recordingPageMessages(() =>
    renderToString(
      <PartContext.Provider value={part}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PartContext.Provider>,
    ),
  )
}

/** Per language and year (the footer's copyright line). */
const kept = new Map<string, Promise<StaticParts>>()

/** The static parts of a page in `locale`, rendered on the first request that asks. */
export function staticParts(locale: Locale, year = new Date().getFullYear()): Promise<StaticParts> {
  const key = `${locale} ${year}`
  let parts = kept.get(key)
  if (!parts) {
    parts = render(locale, <FooterContent />).then(({ result, used }) => ({ html: { footer: result }, used }))
    kept.set(key, parts)
    parts.catch(() => kept.delete(key))
  }
  return parts
}
