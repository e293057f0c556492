import { createContext, useContext } from 'react'

// The page's Content-Security-Policy nonce (server.ts), so that its scripts may run.
const NonceContext = createContext<string | undefined>(undefined)
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
