/**
 * Who may move an order from which status to which (SPEC §4 says only "transitions not shown"; this
 * is what a marketplace needs). Isomorphic: the buttons ask it what to offer, the server asks it
 * why a refused write was refused, and tests/unit/order-transitions.test.ts checks every case.
 */
import { z } from 'zod'
import type { MessageKey } from '~/i18n'
import { key } from '~/ui/form'
import { CARRIERS } from './carriers'

export const ORDER_MOVES = ['ship', 'deliver', 'accept', 'report', 'cancel'] as const
export type OrderMove = (typeof ORDER_MOVES)[number]

/** The two parties of an order; anyone else may not even see it. */
export type OrderParty = 'buyer' | 'seller'

interface MoveRule {
  from: readonly string[]
  to: 'shipped' | 'delivered' | 'completed' | 'disputed' | 'cancelled'
  by: readonly OrderParty[]
}

export const ORDER_MOVE_RULES: Record<OrderMove, MoveRule> = {
  // The seller sends what was paid for.
  ship: { from: ['confirmed'], to: 'shipped', by: ['seller'] },
  // Only the buyer knows the parcel arrived (or 14 days after shipping, the deadline job).
  deliver: { from: ['shipped'], to: 'delivered', by: ['buyer'] },
  // "All good": the buyer ends the protection window at once, and the seller is paid.
  accept: { from: ['delivered'], to: 'completed', by: ['buyer'] },
  // "Report a problem": a dispute (app/disputes, posted as intent=dispute-open) freezes the order.
  report: { from: ['shipped', 'delivered'], to: 'disputed', by: ['buyer'] },
  // Either side may call it off until the parcel leaves; after that it is a return, not a cancel.
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled', by: ['buyer', 'seller'] },
}

export function isOrderMove(value: unknown): value is OrderMove {
  return ORDER_MOVES.includes(value as OrderMove)
}

/** The parties `userId` is in an order (none for a stranger; both only if someone bought their own item). */
export function partiesOf(
  order: { buyerId: string | null; sellerId: string | null },
  userId: string,
): OrderParty[] {
  const parties: OrderParty[] = []
  if (order.buyerId === userId) parties.push('buyer')
  if (order.sellerId === userId) parties.push('seller')
  return parties
}

export type MoveVerdict = 'allowed' | 'not-found' | 'forbidden' | 'conflict'

/**
 * Whether `parties` may make `move` on an order in `status`: a stranger does not see the order
 * (not-found), a party without the right role may not (forbidden), and the right party at the wrong
 * status is too late or too early (conflict).
 */
export function moveVerdict(move: OrderMove, parties: readonly OrderParty[], status: string): MoveVerdict {
  if (parties.length === 0) return 'not-found'
  const rule = ORDER_MOVE_RULES[move]
  if (!parties.some((party) => rule.by.includes(party))) return 'forbidden'
  return rule.from.includes(status) ? 'allowed' : 'conflict'
}

/** The moves a party can make now, in the order the buttons show. */
export function movesFor(party: OrderParty, status: string): OrderMove[] {
  return ORDER_MOVES.filter((move) => moveVerdict(move, [party], status) === 'allowed')
}

export const TRACKING_NUMBER_MAX = 64
export const TRACKING_NUMBER_MIN = 4
/** Letters and digits, with the spaces and hyphens carriers print between groups. */
const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/

/** What the order form posts to /orders/{id} (a report is the disputes domain's). Messages are dictionary keys. */
export const orderMoveSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('ship'),
      trackingNumber: z
        .string()
        .trim()
        .max(TRACKING_NUMBER_MAX, key('orders.error.trackingTooLong'))
        .refine(
          (value) =>
            value === '' || (value.length >= TRACKING_NUMBER_MIN && TRACKING_NUMBER_PATTERN.test(value)),
          key('delivery.error.trackingInvalid'),
        )
        .optional()
        .transform((value) => value || null),
      carrier: z
        .union([z.enum(CARRIERS, { error: () => key('orders.error.badCarrier') }), z.literal('')])
        .optional()
        .transform((value) => value || null),
      /** "Sent untracked": the seller's explicit choice to ship without a tracking number. */
      untracked: z
        .union([z.literal('1'), z.literal('on'), z.literal(''), z.literal('0')])
        .optional()
        .transform((value) => value === '1' || value === 'on'),
    }),
    z.object({ intent: z.literal('deliver') }),
    z.object({ intent: z.literal('accept') }),
    z.object({ intent: z.literal('cancel') }),
  ],
  { error: () => key('orders.error.badIntent') },
)
export type OrderMoveInput = z.output<typeof orderMoveSchema>

/**
 * What the seller must say when marking an order sent, by its delivery method (issue #26;
 * docs/decisions/0045-delivery-methods-and-untracked-shipping.md): a collection or a meeting is
 * handed over, with nothing to track; a parcel needs its carrier and tracking number, or the
 * explicit "sent untracked". Null when the shipment may be recorded.
 */
export function shipmentProblem(
  inPerson: boolean,
  input: { carrier: string | null; trackingNumber: string | null; untracked: boolean },
): MessageKey | null {
  if (inPerson) return null
  if (input.untracked) {
    return input.carrier || input.trackingNumber ? 'delivery.error.untrackedWithTracking' : null
  }
  if (!input.carrier) return 'delivery.error.carrierRequired'
  if (!input.trackingNumber) return 'delivery.error.trackingRequired'
  return null
}

/** The toast after each move. */
export const ORDER_MOVE_DONE: Record<OrderMove | 'handOver', MessageKey> = {
  handOver: 'delivery.moved.handOver',
  ship: 'orders.moved.ship',
  deliver: 'orders.moved.deliver',
  accept: 'orders.moved.accept',
  report: 'orders.moved.report',
  cancel: 'orders.moved.cancel',
}

/** The reply of /orders/{id} when it refuses (a success redirects instead). */
export interface OrderMoveRefusal {
  ok: false
  /** Already translated into the reader's language. */
  message: string
}
