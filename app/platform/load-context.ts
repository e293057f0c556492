// What server/app.ts passes to every loader and action besides the request.
declare module 'react-router' {
  interface AppLoadContext {
    /** Per-request nonce of the Content-Security-Policy, for inline scripts. */
    cspNonce: string
  }
}

export {}
