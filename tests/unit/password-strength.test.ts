import { describe, expect, it } from 'vitest'
import { checkPasswordStrength } from '~/accounts/password-strength.server'
import { dictionaries } from '~/i18n/messages'

describe('password strength (issue #10: zxcvbn-ts with English and Spanish word lists)', () => {
  it('refuses the passwords the attack got accepted, and common English and Spanish ones, with a translated reason', () => {
    for (const password of [
      '12345678',
      'password',
      '        ',
      'qwertyuiop',
      'contraseña',
      'barcelona1',
      'futbol2024',
      'iloveyou',
      'teamoteamo',
      'Password1!',
    ]) {
      const verdict = checkPasswordStrength(password)
      expect(verdict.strong, JSON.stringify(password)).toBe(false)
      if (verdict.strong) continue
      expect(dictionaries.en[verdict.warning]).toBeTruthy()
      expect(dictionaries.es[verdict.warning]).toBeTruthy()
      for (const suggestion of verdict.suggestions) expect(dictionaries.es[suggestion]).toBeTruthy()
    }
  })

  it('refuses a password made of the user’s own name or e-mail', () => {
    const verdict = checkPasswordStrength('garcialopez', ['Ana García López', 'ana.garcia@example.test'])
    expect(verdict.strong).toBe(false)
  })

  it('accepts long passphrases and random strings', () => {
    for (const password of [
      'correct-horse-battery-7',
      'a-brand-new-pass-9',
      'Tq8#mZ2!vLx9',
      'fairway-demo-2026',
      'fairway-e2e-buyer-2026',
      'first-password-123',
      'second-password-456',
    ]) {
      expect(checkPasswordStrength(password).strong, password).toBe(true)
    }
  })
})
