// What server/app.ts passes to every loader and action besides the request.
declare module 'react-router' {
  interface AppLoadContext {
    /** Per-request nonce of the Content-Security-Policy, for inline scripts. */
    cspNonce: string
    /**
     * The client's address as Express sees it (X-Forwarded-For only when TRUST_PROXY is set),
     * for abuse limits and session records.
     */
    clientIp: string
    /**
     * A product page request of a visitor who is not signed in, whose view was already counted
     * (or not) in front of the page cache (server/app.ts): the loader leaves it alone.
     */
    productVisitCounted?: boolean
  }
}

export {}
