/**
 * The jobs of conversations and offers (issue #15): the e-mail notice of a new message or offer,
 * the 48-hour expiry of an offer, the 24-hour end of a reservation, and closing the offers of a
 * listing that sold. Deadlines re-check their row against the injected clock.
 */
import { clock } from '~/platform/clock.server'
import { db } from '~/platform/db.server'
import { defineJobs } from '~/platform/jobs/registry'
import { queueConversationNotice } from './mails.server'
import type { ConversationEventKind } from './notify.server'
import { closeOffersOfSoldListing, expireOfferIfDue, lapseReservationIfDue } from './offers.server'

declare module '~/platform/jobs/registry' {
  interface JobPayloads {
    /** Tell a party of a conversation that something new is waiting (one e-mail, no addresses). */
    'messages.notice': { conversationId: string; recipientId: string; kind: ConversationEventKind }
    /** The 48 hours of an open offer are over. */
    'messages.offer-expire': { offerId: string }
    /** The 24 hours of a reservation are over. */
    'messages.reservation-lapse': { offerId: string }
    /** The listing sold: its other offers are declined. */
    'messages.listing-sold': { productId: string }
  }
}

export const messageJobs = defineJobs({
  'messages.notice': {
    handler: ({ conversationId, recipientId, kind }) =>
      db().transaction((tx) => queueConversationNotice(tx, { conversationId, recipientId, kind })),
  },
  'messages.offer-expire': {
    handler: async ({ offerId }) => {
      await expireOfferIfDue(offerId, clock.now())
    },
  },
  'messages.reservation-lapse': {
    handler: async ({ offerId }) => {
      await lapseReservationIfDue(offerId, clock.now())
    },
  },
  'messages.listing-sold': {
    handler: async ({ productId }) => {
      await closeOffersOfSoldListing(productId, clock.now())
    },
  },
})
