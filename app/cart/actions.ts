/**
 * What the /cart action answers (isomorphic: the cart's fetcher forms read it). Every refusal has
 * ok: false and an HTTP status of 400 or more.
 */
import type { MessageKey } from '~/i18n'

export const CART_INTENTS = ['add', 'update', 'remove'] as const
export type CartIntent = (typeof CART_INTENTS)[number]

export function isCartIntent(value: unknown): value is CartIntent {
  return typeof value === 'string' && (CART_INTENTS as readonly string[]).includes(value)
}

export interface CartActionReply {
  ok: boolean
  intent: CartIntent | null
  /** Why the request was refused, as a dictionary key; null when it went through. */
  message: MessageKey | null
}

/** SPEC §8 "Shopping": the failure text of each intent (under the title 'Error'). */
export const CART_FAILURE_MESSAGE: Record<CartIntent, MessageKey> = {
  add: 'cart.toast.addFailed',
  update: 'cart.toast.updateFailed',
  remove: 'cart.toast.removeFailed',
}
