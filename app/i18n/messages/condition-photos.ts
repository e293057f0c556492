import { defineMessages } from '../define'

/** Issue #28: keys are `conditionPhotos.…`. */
export const conditionPhotos = defineMessages({}, {})
