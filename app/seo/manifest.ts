import { type Locale, translator } from '~/i18n'
import { localePath } from '~/i18n/paths'

/** The web app manifest in one language: installable with the site's icons, starting at home. */
export function webAppManifest(locale: Locale) {
  const t = translator(locale)
  return {
    id: '/',
    name: t('app.name'),
    short_name: t('app.name'),
    description: t('app.manifestDescription'),
    lang: locale,
    start_url: localePath('/', locale),
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#166341',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
    // Shown by the install dialog (issue #31); taken from the demo at 390×844 and 1280×800.
    screenshots: [
      {
        src: '/screenshot-phone.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: t('phoneBrowse.screenshotBrowse'),
      },
      {
        src: '/screenshot-wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: t('phoneBrowse.screenshotWide'),
      },
    ],
  }
}
