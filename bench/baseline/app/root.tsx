import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import { useNonce } from './nonce'

/** A minimal document: no shell, no viewer, no translations. */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function Root() {
  return <Outlet />
}
