import { env } from '~/platform/env.server'
import { sitemapFile, sitemapIndex } from '~/seo/sitemap.server'
import type { Route } from './+types/sitemap'

const xml = (body: string) =>
  new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })

/** /sitemap.xml (the index) and its files /sitemaps/{name} (app/seo/sitemap.server.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  const origin = env().publicUrl
  if (!params.file) return xml(await sitemapIndex(origin))
  const body = await sitemapFile(origin, params.file)
  if (body === null)
    throw new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  return xml(body)
}
