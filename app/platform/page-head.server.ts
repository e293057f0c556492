/**
 * A rendered page's scripts start loading after its first paint (issue #17, decisions 0040 and
 * 0042). The page is rendered on the server and its links and forms work before hydration, so
 * nothing but the stylesheet (first in <head>) needs to arrive before the first paint. React
 * Router writes a `modulepreload` per script into <head> and a module script that imports them at
 * the end of <body>; both start 20-40 downloads while the page is still being laid out, which
 * race the page on a slow first visit and which Lighthouse counts as blocking the paint (LCP
 * 2.7-3.0 s simulated on /browse, 1.1 s without).
 *
 * The preloads are made inert where they are (a `<link>` without `rel` loads nothing), and the
 * module script becomes a small classic script that, after the next frame has been painted, adds
 * the preloads to <head> (all at once, so there is
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
 * React 18.3's stream renderer writes its whole 2 KB buffer when the next character does not fit
 * in it, unfilled bytes included: a multi-byte character (an "ú" of a Spanish page) that falls on
 * the boundary comes out with one to three 0x00 bytes before it. UTF-8 never uses 0x00 inside a
 * character and React escapes none into a page, so dropping them gives back exactly the page
 * rendered (decision 0072).
 */
export function withoutStrayNulBytes(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  if (page.indexOf(0) === -1) return page
  return Buffer.from(page.filter((byte) => byte !== 0))
}

/**
 * The page with its script preloads and React Router's module script deferred to after the first
 * paint; a page without exactly one such module script (a fragment, the development server's
 * pages) is returned unchanged.
 */
export function withScriptsAfterFirstPaint(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const rendered = page.toString('utf8')
  if (!rendered.includes('</head>')) return page
  // React 18 leaves the preloads where React Router's <Scripts> renders them, just before the
  // module script in <body> (React 19 hoisted them into <head>), and hydrates them as elements
  // there: each stays a <link>, so hydration finds the document it rendered (a missing element
  // would make React 18 throw the page away and render it again on the client).
  const preloads: string[] = []
  const html = rendered.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href)
    return `<link data-after-paint="" href="${href}"/>`
  })
  const bootstraps = [...html.matchAll(BOOTSTRAP)].filter((match) => match[2]?.includes(BOOTSTRAP_MARK))
  if (bootstraps.length !== 1) return page
  const [bootstrap] = bootstraps as [RegExpExecArray]
  return Buffer.from(
    html.slice(0, bootstrap.index) +
      deferredBootstrap(bootstrap[1] ?? '', preloads, bootstrap[2] ?? '') +
      html.slice(bootstrap.index + bootstrap[0].length),
  )
}
