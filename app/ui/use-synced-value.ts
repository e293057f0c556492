import { useEffect, useRef } from 'react'

/**
 * For an uncontrolled input whose value also comes from elsewhere (the address): when `value`
 * changes, the input shows it, unless the visitor is typing in it. Unlike re-mounting the input
 * with a new key, the input keeps its focus and the visitor's place.
 */
export function useSyncedValue<E extends HTMLInputElement>(value: string) {
  const ref = useRef<E>(null)
  useEffect(() => {
    const input = ref.current
    if (input && input !== document.activeElement) input.value = value
  }, [value])
  return ref
}
