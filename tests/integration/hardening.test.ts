/**
 * Issue #10 findings 4 and 8 through the routes themselves: the reported redirect bypasses, and
 * 40-megapixel photos uploaded in parallel.
 */
import { describe, expect, it } from 'vitest'
import { imageWorkPending } from '~/catalog/product-images.server'
import { loader as signInLoader } from '~/routes/auth'
import { action as localeAction } from '~/routes/resources.locale'
import { action as uploadAction } from '~/routes/resources.product-photos'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { photoPng, pngBomb } from '../support/images'
import { formRequest, getRequest, runRoute, TEST_ORIGIN } from '../support/routes'

describe('redirects (finding 4)', () => {
  const db = useTestDatabase()

  it('a signed-in user sent to /auth with a hostile redirectTo stays on this site', async () => {
    const { cookie } = await createSignedInUser(db())
    for (const target of [
      '%2F.%2F%2Fevil.example%2Fphish',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%5Cevil.example',
    ]) {
      const reply = await runRoute(signInLoader, getRequest(`/auth?redirectTo=${target}`, { cookie }))
      expect(reply.status, target).toBe(302)
      expect(reply.location, target).toBe('/')
    }
    const honest = await runRoute(signInLoader, getRequest('/auth?redirectTo=%2Fcart', { cookie }))
    expect(honest.location).toBe('/cart')
  })

  it('the language switch never redirects off the site', async () => {
    for (const target of ['/\\evil.example', '//evil.example', '/.//evil.example']) {
      const reply = await runRoute(
        localeAction,
        formRequest('/resources/locale', { locale: 'es', redirectTo: target }),
      )
      expect(reply.location, target).toBeNull()
      expect(reply.headers.get('Set-Cookie')).toContain('lang=es')
    }
    const back = await runRoute(
      localeAction,
      formRequest('/resources/locale', { locale: 'es', redirectTo: '/browse?q=a' }),
    )
    expect(back.location).toBe('/browse?q=a')
  })
})

describe('photo processing (finding 8)', () => {
  const db = useTestDatabase()

  const upload = (file: Buffer, cookie: string) => {
    const body = new FormData()
    body.append('photo', new File([new Uint8Array(file)], 'photo.png', { type: 'image/png' }))
    const request = new Request(`${TEST_ORIGIN}/resources/product-photos`, {
      method: 'POST',
      body,
      headers: { origin: TEST_ORIGIN, cookie },
    })
    return uploadAction({ request, params: {}, context: {} } as never) as Promise<Response>
  }

  it('refuses 40-megapixel PNGs from their header, and decodes parallel uploads one at a time', async () => {
    const { cookie } = await createSignedInUser(db())
    const huge = pngBomb(8000, 5000)
    const refused = await Promise.all(Array.from({ length: 8 }, () => upload(huge, cookie)))
    for (const response of refused) {
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ problem: 'too-many-pixels' })
    }

    const other = await createSignedInUser(db())
    const photo = await photoPng(1600, 1200)
    let mostAtOnce = 0
    const sampler = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, imageWorkPending().running)
    }, 2)
    const accepted = await Promise.all(Array.from({ length: 4 }, () => upload(photo, other.cookie)))
    clearInterval(sampler)
    expect(accepted.map((response) => response.status)).toEqual([201, 201, 201, 201])
    expect(mostAtOnce).toBe(1)
  })
})
