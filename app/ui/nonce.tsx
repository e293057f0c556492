import { createContext, useContext } from 'react'

const NonceContext = createContext<string | undefined>(undefined)

/** The Content-Security-Policy nonce of this response, for <Scripts> and friends. */
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
