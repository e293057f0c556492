import { defineMessages } from '../define'

/** Issue #31 (filters sheet, skip link, card heart, language, offline page): keys are `phoneBrowse.…`. */
export const phoneBrowse = defineMessages(
  {
    'phoneBrowse.skipToResults': 'Skip to results',
  },
  {
    'phoneBrowse.skipToResults': 'Saltar a los resultados',
  },
)
