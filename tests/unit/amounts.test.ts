import { describe, expect, it } from 'vitest'
import { disputeMoveSchema, operatorDecisionSchema } from '~/disputes/disputes'
import { newPriceProblem, parseNewPrice } from '~/selling/listing-actions'
import { validate } from '~/ui/form'
import {
  AMOUNT_PATTERN,
  AMOUNT_PROBLEM_KEY,
  type AmountReading,
  MAX_AMOUNT_CENTS,
  parseAmount,
  readAmount,
} from '~/ui/money'

const cents = (value: number): AmountReading => ({ ok: true, cents: value })
const refused = (problem: 'invalid' | 'ambiguous' | 'tooLarge'): AmountReading => ({ ok: false, problem })

/** Issue #26 item 10: every euro field reads what people type, the site's own format first. */
const TABLE: Array<[string, AmountReading]> = [
  // The four forms the issue names.
  ['1.234,50', cents(123_450)],
  ['1234,50', cents(123_450)],
  ['1234.50', cents(123_450)],
  ['1234', cents(123_400)],
  // The site's own way of writing amounts, as formatEuros prints them.
  ['1.234,50 €', cents(123_450)],
  ['1.234,50\u00a0€', cents(123_450)],
  ['€ 249,50', cents(24_950)],
  ['249,50', cents(24_950)],
  ['249,5', cents(24_950)],
  ['249.05', cents(24_905)],
  ['  85  ', cents(8_500)],
  ['0,01', cents(1)],
  ['0', cents(0)],
  ['1234,', cents(123_400)],
  // Unambiguous groupings: the other mark for decimals, several groups, spaces.
  ['1,234.50', cents(123_450)],
  ['1.000.000', cents(MAX_AMOUNT_CENTS)],
  ['1,000,000', cents(MAX_AMOUNT_CENTS)],
  ['1 234,50', cents(123_450)],
  ['1\u202f234', cents(123_400)],
  ['12.345,6', cents(1_234_560)],
  ['1.000.000,00', cents(MAX_AMOUNT_CENTS)],
  // Ambiguous: one mark before exactly three digits is a thousands separator here and a decimal
  // point in English.
  ['1.234', refused('ambiguous')],
  ['1,234', refused('ambiguous')],
  ['12.345', refused('ambiguous')],
  ['999,000', refused('ambiguous')],
  [' 249.500 € ', refused('ambiguous')],
  // Invalid.
  ['', refused('invalid')],
  ['   ', refused('invalid')],
  ['abc', refused('invalid')],
  ['-5', refused('invalid')],
  ['+5', refused('invalid')],
  ['1e3', refused('invalid')],
  ['12,5 EUR', refused('invalid')],
  [',50', refused('invalid')],
  ['0.123', refused('invalid')],
  ['12345.678', refused('invalid')],
  ['1.23.4', refused('invalid')],
  ['1,234,50', refused('invalid')],
  ['1.234.5', refused('invalid')],
  ['1.234,567', refused('invalid')],
  ['12.34.567', refused('invalid')],
  ['1..5', refused('invalid')],
  ['1.,5', refused('invalid')],
  ['1 2', refused('invalid')],
  ['0.234', refused('invalid')],
  ['€', refused('invalid')],
  // Over the maximum (1.000.000,00 €).
  ['1.000.000,01', refused('tooLarge')],
  ['10000000', refused('tooLarge')],
  ['1.234.567', refused('tooLarge')],
  ['99999999999', refused('tooLarge')],
]

describe('amounts typed in euro fields (readAmount)', () => {
  it.each(TABLE)('reads %j', (text, expected) => {
    expect(readAmount(text)).toEqual(expected)
    expect(parseAmount(text)).toBe(expected.ok ? expected.cents : null)
  })

  it.each(TABLE)("the fields' pattern (checked by the browser) agrees on %j", (text, expected) => {
    // As the browser applies it: the whole value, with the v flag.
    const pattern = new RegExp(`^(?:${AMOUNT_PATTERN})$`, 'v')
    expect(pattern.test(text)).toBe(expected.ok || expected.problem === 'tooLarge')
  })

  it('has a translated message for each refusal', () => {
    expect(AMOUNT_PROBLEM_KEY).toEqual({
      invalid: 'amount.invalid',
      ambiguous: 'amount.ambiguous',
      tooLarge: 'amount.tooLarge',
    })
  })
})

describe('every euro field reads amounts the same way', () => {
  it('the seller dashboard price edit', () => {
    expect(parseNewPrice('1.234,50')).toBe(123_450)
    expect(parseNewPrice('1,234.50')).toBe(123_450)
    expect(parseNewPrice('1.234')).toBeNull()
    expect(newPriceProblem('1.234')).toBe('amount.ambiguous')
    expect(newPriceProblem('abc')).toBe('sellerDashboard.invalidPriceDescription')
  })

  it("the seller's partial refund offer in a dispute", () => {
    expect(validate(disputeMoveSchema, { intent: 'dispute-offer', amount: '1.234,50' })).toEqual({
      success: true,
      data: { intent: 'dispute-offer', amount: 123_450 },
    })
    expect(validate(disputeMoveSchema, { intent: 'dispute-offer', amount: '1.234' })).toEqual({
      success: false,
      errors: { amount: 'amount.ambiguous' },
    })
    expect(validate(disputeMoveSchema, { intent: 'dispute-offer', amount: '0' })).toEqual({
      success: false,
      errors: { amount: 'disputes.error.amount' },
    })
  })

  it("the operator's partial refund", () => {
    const decision = (amount: string) =>
      validate(operatorDecisionSchema, {
        outcome: 'partial-refund',
        amount,
        reason: 'Item damaged in transit',
      })
    expect(decision('1.234,50')).toMatchObject({ success: true, data: { amount: 123_450 } })
    expect(decision('60')).toMatchObject({ success: true, data: { amount: 6_000 } })
    expect(decision('1,234')).toEqual({ success: false, errors: { amount: 'amount.ambiguous' } })
    expect(decision('sixty')).toEqual({ success: false, errors: { amount: 'disputes.error.amount' } })
  })
})
