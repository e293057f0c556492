import { defineMessages } from '../define'

/** Issue #28: keys are `conditionGrades.…`. */
export const conditionGrades = defineMessages({}, {})
