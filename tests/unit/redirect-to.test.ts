import { describe, expect, it } from 'vitest'
import { safeRedirectTo, signInPath, signUpPath, withRedirectTo } from '~/accounts/redirect-to'

/**
 * Every value an attacker may put in `redirectTo`, `returnTo` or the language switch's target
 * (issue #10 "Redirects"): each must give the fallback, never an address a browser would read as
 * another origin.
 */
const HOSTILE = [
  // Other origins, plainly
  'https://evil.example',
  'http://evil.example/phish',
  'HTTPS://EVIL.EXAMPLE',
  'ftp://evil.example',
  '//evil.example',
  '//evil.example/phish',
  '///evil.example',
  '////evil.example',
  // Backslashes, which browsers read as slashes
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '%5C%5Cevil.example',
  // Dot segments that leave "//" once resolved (the reported bypasses)
  '/.//evil.example/phish',
  '%2F.%2F%2Fevil.example%2Fphish',
  '/..//evil.example',
  '/../evil.example/..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/./\\evil.example',
  '/a/../..//evil.example',
  '/a/%2e%2e/%2e%2e//evil.example',
  // Encoded slashes, once or twice
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '%252F%252Fevil.example',
  '/%2f/evil.example',
  // Control characters and whitespace that URL parsers drop
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0a/evil.example',
  ' //evil.example',
  '/ /evil.example',
  '/\u0000/evil.example',
  '/%00/evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  // Schemes
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '/javascript:alert(1)//%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Not a path at all
  'profile',
  'evil.example',
  './/evil.example',
  '@evil.example',
  '?next=//evil.example',
  '#//evil.example',
  // Invalid encodings
  '/%',
  '/%zz',
  '/%E0%A4%A',
  '/%FF',
  '/%C0%AF',
  // Auth screens and the auth API (loops), in any spelling
  '/auth',
  '/auth/',
  '/auth?redirectTo=/x',
  '/signup',
  '/%61uth',
  '/es/auth',
  '/forgot-password',
  '/reset-password?token=x',
  '/api/auth/sign-out',
  '/auth/sign-out',
  // Not strings, empty, too long
  '',
  null,
  undefined,
  42,
  ['/profile'],
  { toString: () => '/profile' },
  `/${'a'.repeat(3000)}`,
]

describe('redirect targets', () => {
  it(`refuses every one of ${HOSTILE.length} hostile values`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(50)
    for (const value of HOSTILE) {
      expect(safeRedirectTo(value, '/fallback'), JSON.stringify(String(value))).toBe('/fallback')
    }
  })

  it('never answers anything a browser reads as another origin, whatever the input', () => {
    const pieces = ['/', '\\', '.', '%2e', '%2f', '%5c', '//', 'evil.example', '%252f', '..', '\t', '@', ':']
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const target = safeRedirectTo(`/${a}${b}${c}`, '/fallback')
          expect(target.startsWith('/'), target).toBe(true)
          expect(target.startsWith('//') || target.includes('\\'), target).toBe(false)
          expect(new URL(target, 'https://shop.example').origin).toBe('https://shop.example')
        }
  })

  it('keeps paths on this site with their query and hash', () => {
    expect(safeRedirectTo('/profile')).toBe('/profile')
    expect(safeRedirectTo('/profile?tab=orders')).toBe('/profile?tab=orders')
    expect(safeRedirectTo('/news/x#top')).toBe('/news/x#top')
    expect(safeRedirectTo('/browse?q=a%26b&page=2')).toBe('/browse?q=a%26b&page=2')
    expect(safeRedirectTo('/a/./b/../c')).toBe('/a/c')
    expect(safeRedirectTo('/es/browse')).toBe('/es/browse')
  })

  it('lets the language switch come back to the sign-in screens', () => {
    expect(safeRedirectTo('/auth?redirectTo=%2Fcart', '', { allowAuthScreens: true })).toBe(
      '/auth?redirectTo=%2Fcart',
    )
    expect(safeRedirectTo('/.//evil.example', '', { allowAuthScreens: true })).toBe('')
  })

  it('builds the sign-in address that comes back', () => {
    expect(signInPath('/profile?tab=orders')).toBe('/auth?redirectTo=%2Fprofile%3Ftab%3Dorders')
    expect(signInPath('/')).toBe('/auth')
    expect(signInPath('//evil.example')).toBe('/auth')
    expect(signInPath('/.//evil.example')).toBe('/auth')
  })

  it('carries the return address through every hop of signing up (issue #26), never a hostile one', () => {
    expect(signUpPath('/product/p1')).toBe('/signup?redirectTo=%2Fproduct%2Fp1')
    expect(signUpPath('/es/product/p1')).toBe('/signup?redirectTo=%2Fes%2Fproduct%2Fp1')
    expect(signUpPath('/')).toBe('/signup')
    expect(withRedirectTo('/complete-profile?new=1', '/product/p1?from=cart#buy')).toBe(
      '/complete-profile?new=1&redirectTo=%2Fproduct%2Fp1%3Ffrom%3Dcart%23buy',
    )
    expect(withRedirectTo('/auth/email-verified', '/es/product/p1')).toBe(
      '/auth/email-verified?redirectTo=%2Fes%2Fproduct%2Fp1',
    )
    expect(withRedirectTo('/complete-profile?new=1', null)).toBe('/complete-profile?new=1')
    // An auth screen as the target would loop.
    expect(signUpPath('/auth?redirectTo=/cart')).toBe('/signup')
    for (const value of HOSTILE) {
      expect(withRedirectTo('/complete-profile?new=1', value), String(value)).toBe('/complete-profile?new=1')
      if (typeof value === 'string') expect(signUpPath(value), value).toBe('/signup')
    }
  })
})
