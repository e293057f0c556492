/*
 * Fairway Market's service worker (issue #31, docs/decisions/0064-phone-browse.md). It keeps one
 * thing: the offline page in each language, shown when a page cannot be reached because the
 * network is gone. Pages themselves are never stored, so nothing personal (an inbox, an order, a
 * signed-in page) is ever kept on the device; every page still comes from the server.
 */
const CACHE = 'fairway-offline-v1'
const OFFLINE = { en: '/resources/offline?lang=en', es: '/resources/offline?lang=es' }

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(Object.values(OFFLINE)))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  // Only page loads; data requests, scripts and images go to the network as if there were no worker.
  if (request.mode !== 'navigate' || request.method !== 'GET') return
  event.respondWith(
    fetch(request).catch(async () => {
      const spanish = /^\/es(\/|$)/.test(new URL(request.url).pathname)
      const offline = await caches.match(spanish ? OFFLINE.es : OFFLINE.en)
      return offline || Response.error()
    }),
  )
})
