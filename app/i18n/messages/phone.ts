import { defineMessages } from '../define'

/** Issue #31 (tab bar, product actions, orders, cart, payment): keys are `phone.…`. */
export const phone = defineMessages(
  {
    'phone.tabs.label': 'Main sections',
  },
  {
    'phone.tabs.label': 'Secciones principales',
  },
)
