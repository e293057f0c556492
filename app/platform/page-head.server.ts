/**
 * A rendered page's scripts start loading after its first paint (issue #17, decisions 0040 and
 * 0042). The page is rendered on the server and its links and forms work before hydration, so
 * nothing but the stylesheet (first in <head>) needs to arrive before the first paint. React
 * Router writes a `modulepreload` per script into <head> and a module script that imports them at
 * the end of <body>; both start 20-40 downloads while the page is still being laid out, which
 * race the page on a slow first visit and which Lighthouse counts as blocking the paint (LCP
 * 2.7-3.0 s simulated on /browse, 1.1 s without).
 *
 * The preloads are taken out of <head>, and the module script becomes a small classic script
 * that, after the next frame has been painted, adds the preloads back (all at once, so there is
 * no import waterfall) and then the module script itself, with the same nonce.
 */
import { inlineScriptJson } from './inline-json.server'

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*\/>/g
const BOOTSTRAP = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/g
/** Only React Router's own bootstrap is moved (not, say, the development server's scripts). */
const BOOTSTRAP_MARK = 'window.__reactRouterRouteModules'

/**
 * Waits for a frame to be painted (requestAnimationFrame runs just before it, the timer just
 * after); a hidden tab gets no frames, so a timer starts the scripts anyway. `d` guards against
 * running twice. Browsers before the `nonce` property (Safari 15.3) still show the attribute.
 */
function deferredBootstrap(nonceAttribute: string, preloads: string[], bootstrap: string): string {
  return (
    `<script${nonceAttribute}>(function(s){var d=0;function go(){if(d)return;d=1;` +
    `${inlineScriptJson(preloads)}.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)});` +
    `var m=document.createElement("script");m.type="module";m.nonce=s.nonce||s.getAttribute("nonce");m.textContent=${inlineScriptJson(bootstrap)};document.body.appendChild(m)}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,document.visibilityState==="hidden"?0:1000)})(document.currentScript)</script>`
  )
}

/**
 * The page with its script preloads and React Router's module script deferred to after the first
 * paint; a page without exactly one such module script (a fragment, the development server's
 * pages) is returned unchanged.
 */
export function withScriptsAfterFirstPaint(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const html = page.toString('utf8')
  const headEnd = html.indexOf('</head>')
  if (headEnd === -1) return page
  const bootstraps = [...html.matchAll(BOOTSTRAP)].filter((match) => match[2]?.includes(BOOTSTRAP_MARK))
  if (bootstraps.length !== 1) return page
  const [bootstrap] = bootstraps as [RegExpExecArray]

  const head = html.slice(0, headEnd)
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string)
  const body = html.slice(head.length)
  const bootstrapAt = bootstrap.index - head.length
  return Buffer.from(
    head.replace(MODULE_PRELOAD, '') +
      body.slice(0, bootstrapAt) +
      deferredBootstrap(bootstrap[1] ?? '', preloads, bootstrap[2] ?? '') +
      body.slice(bootstrapAt + bootstrap[0].length),
  )
}
