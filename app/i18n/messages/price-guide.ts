import { defineMessages } from '../define'

/** Issue #29: keys are `priceGuide.…`. */
export const priceGuide = defineMessages({}, {})
