import { describe, expect, it } from 'vitest'
import { safeRedirectTo, signInPath } from '~/accounts/redirect-to'

describe('redirectTo safety', () => {
  it('keeps paths on this site with their query and hash', () => {
    expect(safeRedirectTo('/profile')).toBe('/profile')
    expect(safeRedirectTo('/profile?tab=orders')).toBe('/profile?tab=orders')
    expect(safeRedirectTo('/news/x#top')).toBe('/news/x#top')
  })

  it('refuses other origins and tricks that browsers read as one', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'profile',
      '',
      null,
      undefined,
      42,
    ]) {
      expect(safeRedirectTo(value), String(value)).toBe('/')
    }
  })

  it('never sends back to an auth screen or the auth API', () => {
    expect(safeRedirectTo('/auth?redirectTo=/x')).toBe('/')
    expect(safeRedirectTo('/signup')).toBe('/')
    expect(safeRedirectTo('/api/auth/sign-out')).toBe('/')
    expect(safeRedirectTo('/auth/sign-out', '/home')).toBe('/home')
  })

  it('builds the sign-in address that comes back', () => {
    expect(signInPath('/profile?tab=orders')).toBe('/auth?redirectTo=%2Fprofile%3Ftab%3Dorders')
    expect(signInPath('/')).toBe('/auth')
    expect(signInPath('//evil.example')).toBe('/auth')
  })
})
