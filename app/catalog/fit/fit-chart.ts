/**
 * The fitting chart (issue #30 item 1): from height, wrist-to-floor and swing speed (or carry) to
 * a suggested length, flex and lie. An estimate; the chart and its sources are cited in
 * docs/decisions/0060-golfer-profile-and-fitting-chart.md. Every value can be overridden by the golfer.
 */
import type { FitSuggestion, GolferProfile } from './golfer-profile'

/** The suggestion for this profile, with the golfer's overrides applied. */
export function suggestFit(profile: GolferProfile): FitSuggestion {
  // Filled in by the golfer-profile work (helper A).
  return {
    hand: profile.hand,
    lengthDeltaIn: null,
    flex: profile.flexOverride ?? profile.currentFlex,
    lieDeltaDeg: null,
  }
}
