/** Set completion's pure rules (issue #30 item 4): which clubs a listing holds, the match and its order, the form. */
import { describe, expect, it } from 'vitest'
import { clubsOfListing, type ListingClubs, matchRank, parseWantedForm, wantedMatch } from '~/catalog/wanted'

const MODEL = '11111111-1111-4111-8111-111111111111'
const HEADS = [
  { club: '6' as const, loft: 27 },
  { club: '7' as const, loft: 30.5 },
  { club: '8' as const, loft: 34.5 },
  { club: 'AW' as const, loft: 49 },
]
const listing = (change: Partial<ListingClubs>): ListingClubs => ({
  clubModelId: MODEL,
  clubType: 'iron',
  setClubs: null,
  loft: null,
  hand: 'right',
  shaftMaterial: 'steel',
  shaftModel: 'Dynamic Gold 105',
  flex: 'S',
  name: 'P790',
  ...change,
})
const request = {
  clubModelId: MODEL,
  missingClubs: ['7' as const, 'GW' as const],
  shaftMaterial: 'steel' as const,
  shaftModel: 'dynamic gold  105',
  flex: 'S' as const,
  hand: 'right' as const,
}

describe('clubsOfListing', () => {
  it('reads a set from its make-up and a single club from its loft, within 1°', () => {
    expect(clubsOfListing(listing({ clubType: 'iron-set', setClubs: ['5', '6', '7'] }), HEADS)).toEqual({
      kind: 'set',
      clubs: ['5', '6', '7'],
    })
    expect(clubsOfListing(listing({ loft: 31 }), HEADS)).toEqual({ kind: 'single', clubs: ['7'] })
    expect(clubsOfListing(listing({ loft: 33.6 }), HEADS)).toEqual({ kind: 'single', clubs: ['8'] })
    expect(clubsOfListing(listing({ loft: 40 }), HEADS)).toBeNull()
  })

  it('falls back on the title: "7-iron", "hierro 7", "PW", a split set’s "– 7"', () => {
    expect(clubsOfListing(listing({ name: 'P790 7-iron' }), HEADS)?.clubs).toEqual(['7'])
    expect(clubsOfListing(listing({ name: 'Hierro 7 P790' }), HEADS)?.clubs).toEqual(['7'])
    expect(clubsOfListing(listing({ name: 'P790 PW' }), HEADS)?.clubs).toEqual(['PW'])
    expect(clubsOfListing(listing({ name: 'P790 irons – 9' }), HEADS)?.clubs).toEqual(['9'])
    expect(clubsOfListing(listing({ name: 'P790 iron' }), HEADS)).toBeNull()
  })
})

describe('wantedMatch', () => {
  it('needs the model, the hand and a missing club; AW, GW and UW are one slot', () => {
    expect(wantedMatch(request, listing({ loft: 30.5 }), HEADS)).toEqual({
      kind: 'single',
      clubs: ['7'],
      sameShaft: true,
    })
    expect(wantedMatch(request, listing({ loft: 49 }), HEADS)?.clubs).toEqual(['AW'])
    expect(wantedMatch(request, listing({ loft: 34.5 }), HEADS)).toBeNull()
    expect(wantedMatch(request, listing({ loft: 30.5, hand: 'left' }), HEADS)).toBeNull()
    expect(wantedMatch(request, listing({ loft: 30.5, clubModelId: null }), HEADS)).toBeNull()
  })

  it('orders single clubs of the same shaft and flex first, then other singles, then sets', () => {
    const same = wantedMatch(request, listing({ loft: 30.5 }), HEADS)!
    const otherFlex = wantedMatch(request, listing({ loft: 30.5, flex: 'R' }), HEADS)!
    const otherShaft = wantedMatch(request, listing({ loft: 30.5, shaftModel: 'KBS Tour' }), HEADS)!
    const set = wantedMatch(request, listing({ clubType: 'iron-set', setClubs: ['6', '7', '8'] }), HEADS)!
    expect([set, otherFlex, same].sort((a, b) => matchRank(a) - matchRank(b))).toEqual([same, otherFlex, set])
    expect(otherShaft.sameShaft).toBe(false)
  })
})

describe('parseWantedForm', () => {
  const form = {
    clubModelId: MODEL,
    setClubs: ['4', '5', '6', '7'],
    missingClubs: ['7'],
    shaftMaterial: 'steel',
    shaftModel: '  KBS   Tour ',
    flex: 'S',
    hand: '',
  }
  it('keeps a valid request, adding the missing clubs to the set', () => {
    expect(parseWantedForm({ ...form, setClubs: ['4'] })).toEqual({
      ok: true,
      input: {
        clubModelId: MODEL,
        setClubs: ['4', '7'],
        missingClubs: ['7'],
        shaftMaterial: 'steel',
        shaftModel: 'KBS Tour',
        flex: 'S',
        hand: null,
      },
    })
  })
  it('names each bad field', () => {
    const result = parseWantedForm({
      ...form,
      clubModelId: 'x',
      missingClubs: ['7', '11'],
      flex: 'Z',
      hand: 'both',
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        clubModelId: 'wanted.error.model',
        missingClubs: 'wanted.error.missing',
        flex: 'wanted.error.flex',
        hand: 'wanted.error.hand',
      },
    })
  })
})
