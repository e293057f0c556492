import { type ComponentProps, lazy, Suspense, useEffect } from 'react'
import type { ExternalToast } from 'sonner'

/**
 * Toasts without sonner in a page's first load (issue #17: about 10 KB gzip on every page, for
 * a message most visits never show). The Toaster is rendered on the server as before and its
 * code loads after hydration; a toast asked for before it has mounted waits for it. Import the
 * Toaster and `toast` from here, not from sonner.
 */
const loadSonner = () => import('sonner')
const SonnerToaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })))

let markToasterMounted: () => void = () => {}
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve
})

/** In the Toaster's Suspense boundary, so its effect runs once the Toaster itself has mounted. */
function ToasterMounted() {
  useEffect(() => markToasterMounted(), [])
  return null
}

export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
      <ToasterMounted />
    </Suspense>
  )
}

type ToastKind = 'success' | 'error' | 'info' | 'warning'

function shows(kind: ToastKind) {
  return (message: string, options?: ExternalToast) => {
    void toasterMounted.then(loadSonner).then((sonner) => sonner.toast[kind](message, options))
  }
}

export const toast = {
  success: shows('success'),
  error: shows('error'),
  info: shows('info'),
  warning: shows('warning'),
}
