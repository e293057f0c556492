/** SPEC §9 "hero carousel 4 s": how long a slide stays before the next one shows. */
export const HERO_ROTATION_MS = 4000

/** The slide `step` places away from `current`, wrapping around both ends. */
export function stepSlide(current: number, count: number, step: 1 | -1 = 1): number {
  if (count <= 0) return 0
  return (((current + step) % count) + count) % count
}

/** Why the carousel may be standing still; it rotates only when none of them holds. */
export interface RotationHolds {
  /** The visitor pressed pause (or prefers reduced motion and has not pressed play). */
  paused: boolean
  hovered: boolean
  focused: boolean
}

export function isRotating({ paused, hovered, focused }: RotationHolds): boolean {
  return !paused && !hovered && !focused
}
