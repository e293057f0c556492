/**
 * SPEC §2/§5 "Contact seller": a mail link to the seller with a prefilled subject and body (not a
 * network call). Visitors who are not signed in are sent to sign in first (the route gives the
 * accounts domain's sign-in link, so the catalogue does not import accounts).
 */

/** A mailto: link; subject and body are percent-encoded (line breaks as %0A, spaces as %20). */
export function mailtoLink(email: string, { subject, body }: { subject: string; body: string }) {
  const params = [`subject=${encodeURIComponent(subject)}`, `body=${encodeURIComponent(body)}`].join('&')
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?${params}`
}

/** Where Contact Seller leads: the mail link for a signed-in visitor, `signInHref` otherwise. */
export function contactHref(
  signedIn: boolean,
  email: string | null,
  message: { subject: string; body: string },
  signInHref: string,
) {
  if (!signedIn) return signInHref
  return email ? mailtoLink(email, message) : null
}
