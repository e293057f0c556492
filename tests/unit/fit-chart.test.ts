/** The fitting chart and the golfer profile form (issue #30 item 1, docs/decisions/0060). */
import { describe, expect, it } from 'vitest'
import {
  explainFit,
  flexForSpeed,
  lengthDeltaFromHeight,
  lengthDeltaFromWristToFloor,
  lieDeltaFromChart,
  nearestPingDot,
  speedFromCarry,
  suggestFit,
} from '~/catalog/fit/fit-chart'
import { EMPTY_GOLFER_PROFILE, type GolferProfile } from '~/catalog/fit/golfer-profile'
import { formValuesOfProfile, parseGolferProfileForm } from '~/catalog/fit/golfer-profile-form'
import {
  parseCarryM,
  parseClubLengthIn,
  parseHandicap,
  parseHeightCm,
  parsePingDot,
  parseSpeedMph,
  parseWristToFloorCm,
} from '~/catalog/fit/units'

const cm = (inches: number) => inches * 2.54
const profile = (over: Partial<GolferProfile>): GolferProfile => ({ ...EMPTY_GOLFER_PROFILE, ...over })

describe('length from height (half an inch per 3 in, standard 5\'9"-6\'0")', () => {
  it.each([
    [cm(70.5), 0],
    [cm(69.5), 0],
    [cm(71.5), 0],
    [cm(73.5), 0.5],
    [cm(76.5), 1],
    [cm(79.5), 1.5],
    [cm(82.5), 2],
    [cm(86), 2], // capped
    [cm(67.5), -0.5],
    [cm(64.5), -1],
    [cm(61.5), -1.5],
    [cm(58.5), -2],
    [cm(52), -2], // capped
  ])('%f cm -> %f in', (height, delta) => {
    expect(lengthDeltaFromHeight(height)).toBe(delta)
  })
})

describe('length from wrist-to-floor (half an inch per 1.5 in from 35 in)', () => {
  it.each([
    [cm(35), 0],
    [cm(34.5), 0],
    [cm(36.5), 0.5],
    [cm(38), 1],
    [cm(33.5), -0.5],
    [cm(32), -1],
    [cm(44), 2],
  ])('%f cm -> %f in', (wrist, delta) => {
    expect(lengthDeltaFromWristToFloor(wrist)).toBe(delta)
  })
})

describe('lie in PING colour steps', () => {
  it('is standard (black) for a standard build', () => {
    expect(lieDeltaFromChart(cm(70.5), cm(35))).toBe(0)
    expect(nearestPingDot(0)).toBe('black')
  })
  it('goes upright for a taller golfer of the same build, and with shorter arms (higher wrists)', () => {
    expect(lieDeltaFromChart(cm(74.5), cm(37))).toBe(1.5) // two steps: yellow
    expect(nearestPingDot(1.5)).toBe('yellow')
    expect(lieDeltaFromChart(cm(70.5), cm(37))).toBe(1.5) // same height, wrists 2 in higher
  })
  it('goes flat for a shorter golfer and for longer arms', () => {
    expect(lieDeltaFromChart(cm(66.5), cm(33))).toBe(-1.5)
    expect(lieDeltaFromChart(cm(70.5), cm(34))).toBe(-0.75)
    expect(nearestPingDot(-0.75)).toBe('red')
  })
  it('stays within maroon and gold', () => {
    expect(lieDeltaFromChart(cm(86), cm(44))).toBe(4.5)
    expect(lieDeltaFromChart(cm(50), cm(24))).toBe(-3.75)
  })
  it('reads height alone when wrist-to-floor is not given', () => {
    expect(lieDeltaFromChart(cm(74.5), null)).toBe(1.5)
  })
})

describe('flex from driver clubhead speed', () => {
  it.each([
    [60, 'L'],
    [69.9, 'L'],
    [70, 'A'],
    [80, 'R'],
    [94, 'R'],
    [95, 'S'],
    [109, 'S'],
    [110, 'X'],
    [120, 'TX'],
  ] as const)('%f mph -> %s', (mph, flex) => {
    expect(flexForSpeed(mph)).toBe(flex)
  })
  it('reads a carry at 2.3 yards per mph', () => {
    // 230 yards = 210.3 m -> 100 mph
    expect(speedFromCarry(230 * 0.9144)).toBe(100)
  })
})

describe('suggestFit', () => {
  it('suggests nothing but the hand for an empty profile', () => {
    expect(suggestFit(profile({ hand: 'left' }))).toEqual({
      hand: 'left',
      lengthDeltaIn: null,
      flex: null,
      lieDeltaDeg: null,
    })
  })

  it('reads height, wrist-to-floor and swing speed', () => {
    const tall = profile({ hand: 'right', heightCm: cm(76.5), wristToFloorCm: cm(38), swingSpeedMph: 100 })
    expect(suggestFit(tall)).toEqual({ hand: 'right', lengthDeltaIn: 1, flex: 'S', lieDeltaDeg: 2.25 })
    const explained = explainFit(tall)
    expect(explained.lengthDeltaIn.source).toBe('chart')
    expect(explained.lengthDeltaIn.reasons[0]?.key).toBe('golferProfile.reason.lengthBoth')
    expect(explained.pingDot).toBe('green')
  })

  it('takes the mean of height and wrist-to-floor to a quarter inch', () => {
    // height says +0.5, wrist-to-floor says 0: +0.25
    expect(suggestFit(profile({ heightCm: cm(73.5), wristToFloorCm: cm(35) })).lengthDeltaIn).toBe(0.25)
  })

  it('falls back to the current clubs for flex and lie', () => {
    expect(suggestFit(profile({ currentFlex: 'R', lieDeg: 64 }))).toMatchObject({
      flex: 'R',
      lieDeltaDeg: 1.5,
    })
    expect(suggestFit(profile({ pingDot: 'blue' })).lieDeltaDeg).toBe(0.75)
    expect(explainFit(profile({ currentFlex: 'R' })).flex.source).toBe('current')
  })

  it('lets every value be overridden, keeping the estimate to show', () => {
    const chosen = profile({
      heightCm: cm(76.5),
      swingSpeedMph: 100,
      lengthOverrideIn: 37.5,
      flexOverride: 'R',
      lieOverrideDeg: 61,
    })
    expect(suggestFit(chosen)).toMatchObject({ lengthDeltaIn: 0.5, flex: 'R', lieDeltaDeg: -1.5 })
    const explained = explainFit(chosen)
    expect(explained.lengthDeltaIn).toMatchObject({ value: 0.5, estimate: 1, source: 'override' })
    expect(explained.flex).toMatchObject({ value: 'R', estimate: 'S', source: 'override' })
    expect(explained.lieDeltaDeg).toMatchObject({ value: -1.5, source: 'override' })
  })
})

describe('measurements as typed', () => {
  it.each([
    ['1,78 m', 178],
    ['1.78', 178],
    ['178 cm', 178],
    ['178', 178],
    ['5 ft 10 in', 177.8],
    ['5 ft 10', 177.8],
    ['5\'10"', 177.8],
    ['5’10', 177.8],
    ['5 pies 10 pulgadas', 177.8],
    ['70 in', 177.8],
    ['6 ft', 182.9],
  ])('height %s -> %f cm', (input, expected) => {
    expect(parseHeightCm(input)).toBe(expected)
  })

  it('refuses what is not a height', () => {
    for (const input of ['tall', '5 ft 13 in', '1,78 km', '', '-178 cm'])
      expect(parseHeightCm(input)).toBeNull()
  })

  it('reads wrist-to-floor in cm, m or inches', () => {
    expect(parseWristToFloorCm('86 cm')).toBe(86)
    expect(parseWristToFloorCm('0,86 m')).toBe(86)
    expect(parseWristToFloorCm('34 in')).toBe(86.4)
    expect(parseWristToFloorCm('34')).toBe(86.4)
    expect(parseWristToFloorCm('86')).toBe(86)
  })

  it('reads speeds in mph or km/h and carries in metres or yards', () => {
    expect(parseSpeedMph('95 mph', 'kmh')).toBe(95)
    expect(parseSpeedMph('153 km/h', 'mph')).toBe(95.1)
    expect(parseSpeedMph('153', 'kmh')).toBe(95.1)
    expect(parseSpeedMph('95', 'mph')).toBe(95)
    expect(parseCarryM('230 m', 'yd')).toBe(230)
    expect(parseCarryM('250 yardas', 'm')).toBe(228.6)
    expect(parseCarryM('250', 'yd')).toBe(228.6)
  })

  it('reads PING colours in both languages, club lengths and handicaps', () => {
    expect(parsePingDot('Azul')).toBe('blue')
    expect(parsePingDot('punto marrón')).toBe('brown')
    expect(parsePingDot('black dot')).toBe('black')
    expect(parsePingDot('pink')).toBeNull()
    expect(parseClubLengthIn('37,5 in')).toBe(37.5)
    expect(parseClubLengthIn('95 cm')).toBe(37.4)
    expect(parseHandicap('12,4')).toBe(12.4)
    expect(parseHandicap('+2')).toBe(-2)
  })
})

describe('the profile form', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields)

  it('reads a Spanish golfer in metric units', () => {
    const parsed = parseGolferProfileForm(
      form({ hand: 'right', height: '1,78 m', wristToFloor: '86 cm', swingSpeed: '153', lie: 'azul' }),
      'es',
    )
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.profile).toMatchObject({
      hand: 'right',
      heightCm: 178,
      wristToFloorCm: 86,
      swingSpeedMph: 95.1,
      pingDot: 'blue',
      lieDeg: null,
    })
  })

  it('answers a translated error per field that is not a value in range, keeping what was typed', () => {
    const parsed = parseGolferProfileForm(
      form({ hand: 'both', height: '3 m', swingSpeed: '300 mph', lie: '90°', handicap: 'low' }),
      'en',
    )
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors).toEqual({
      hand: 'golferProfile.error.hand',
      height: 'golferProfile.error.height',
      swingSpeed: 'golferProfile.error.swingSpeed',
      lie: 'golferProfile.error.lie',
      handicap: 'golferProfile.error.handicap',
    })
    expect(parsed.values.height).toBe('3 m')
  })

  it('shows a saved profile so that saving it again keeps it', () => {
    for (const locale of ['en', 'es'] as const) {
      const saved = profile({
        hand: 'left',
        heightCm: 178,
        wristToFloorCm: 86,
        swingSpeedMph: 95,
        currentFlex: 'S',
        lieDeg: 63.25,
        handicap: -2,
        lengthOverrideIn: 37.5,
        flexOverride: 'R',
        lieOverrideDeg: 61.75,
      })
      const values = formValuesOfProfile(saved, locale)
      const again = parseGolferProfileForm(form(values), locale)
      expect(again.ok).toBe(true)
      if (!again.ok) return
      expect(again.profile).toMatchObject({ ...saved, swingSpeedMph: expect.closeTo(95, 0) })
    }
  })
})
