import { defineMessages } from '../define'

/** Issue #29: keys are `pricingHelp.…`. */
export const pricingHelp = defineMessages({}, {})
