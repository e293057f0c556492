import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * For a <details> menu: closes it after a navigation, on a click outside and on Escape (which
 * returns focus to its summary), as a menu should.
 */
export function useAutoClose<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null)
  const location = useLocation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation.
  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [location.key])

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current
      if (details?.open && !details.contains(event.target as Node)) details.open = false
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current
      if (event.key !== 'Escape' || !details?.open) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [])
  return ref
}
