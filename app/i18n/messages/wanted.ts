import { defineMessages } from '../define'

/** Issue #30 (set completion, wanted alerts, splitting a set): keys are `wanted.…`. */
export const wanted = defineMessages(
  {
    'wanted.title': 'Complete your set',
  },
  {
    'wanted.title': 'Completa tu juego',
  },
)
