import { defineMessages } from '../define'

/** Issue #28: keys are `conditionTrust.…`. */
export const conditionTrust = defineMessages({}, {})
