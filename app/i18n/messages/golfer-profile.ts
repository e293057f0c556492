import { defineMessages } from '../define'

/** Issue #30 (golfer profile, fitting chart, data export): keys are `golferProfile.…`. */
export const golferProfile = defineMessages(
  {
    'golferProfile.title': 'Your golf fit',
  },
  {
    'golferProfile.title': 'Tu perfil de golfista',
  },
)
