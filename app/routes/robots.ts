import { env } from '~/platform/env.server'
import { robotsTxt } from '~/seo/robots'

export function loader() {
  return new Response(robotsTxt(env().publicUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
