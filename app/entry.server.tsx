import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { appendPageMessages, recordingPageMessages } from '~/i18n/page-messages.server'
import { localeOfPath } from '~/i18n/paths'
import { NonceProvider } from '~/ui/nonce'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined
  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and SPA-mode builds wait for everything; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    // The messages this page looks up travel with it (app/i18n/page-messages.server.ts).
    const { result, used } = recordingPageMessages(() =>
      renderToPipeableStream(
        <NonceProvider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>,
        {
          nonce,
          [readyOption]() {
            shellRendered = true
            const body = new PassThrough()
            const stream = createReadableStreamFromReadable(body)
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
            const withMessages = appendPageMessages(localeOfPath(new URL(request.url).pathname), used, nonce)
            withMessages.pipe(body)
            result.pipe(withMessages)
          },
          onShellError(error: unknown) {
            reject(error)
          },
          onError(error: unknown) {
            responseStatusCode = 500
            // Errors after the shell are also reported by the error boundary; log those from the shell only.
            if (shellRendered) console.error(error)
          },
        },
      ),
    )
    setTimeout(result.abort, streamTimeout + 1000)
  })
}
