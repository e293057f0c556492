import { defineMessages } from '../define'

/** Issue #30 (Fits you badges, the fit filter, fit-only alerts): keys are `fit.…`. */
export const fit = defineMessages(
  {
    'fit.badge.fits': 'Fits you',
  },
  {
    'fit.badge.fits': 'Te encaja',
  },
)
