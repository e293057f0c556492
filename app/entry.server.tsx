import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { appendPageMessages, recordingPageMessages } from '~/i18n/page-messages.server'
import { localeOfPath } from '~/i18n/paths'
import { withScriptsAfterFirstPaint } from '~/platform/page-head.server'
import { ROOT_MESSAGES } from '~/shell/root-messages'
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
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let abortTimer: ReturnType<typeof setTimeout> | undefined
    // The whole document is rendered, collected and answered in one piece (issue #17): the server
    // compresses it once (app/platform/request-handler.server.ts), and no page streams deferred
    // data. Collecting here skips the Node-to-web stream hops a streamed body went through.
    const { result, used } = recordingPageMessages(() =>
      renderToPipeableStream(
        <NonceProvider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>,
        {
          nonce,
          onShellReady() {
            shellRendered = true
          },
          onAllReady() {
            const chunks: Buffer[] = []
            const collected = new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(chunk)
                done()
              },
            })
            collected.on('finish', () => {
              clearTimeout(abortTimer)
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              const page = withScriptsAfterFirstPaint(Buffer.concat(chunks))
              resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }))
            })
            collected.on('error', reject)
            // The messages this page looks up travel with it (app/i18n/page-messages.server.ts).
            const withMessages = appendPageMessages(localeOfPath(new URL(request.url).pathname), used, nonce)
            withMessages.pipe(collected)
            result.pipe(withMessages)
          },
          onShellError(error: unknown) {
            clearTimeout(abortTimer)
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
    // The root's own messages travel with every page, rendered or not (app/shell/root-messages.ts).
    for (const key of ROOT_MESSAGES) used.add(key)
    abortTimer = setTimeout(result.abort, streamTimeout + 1000)
  })
}
