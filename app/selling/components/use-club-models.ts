import { useEffect, useState } from 'react'
import type { ClubModel } from '~/catalog/passport/club-model'

type ClubModels = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; models: ClubModel[] }

/** Each brand's catalogue is asked for once per page (the wizard goes back and forth between steps). */
const cache = new Map<string, Promise<ClubModel[]>>()

function fetchModels(brand: string): Promise<ClubModel[]> {
  const key = brand.trim().toLowerCase()
  let models = cache.get(key)
  if (!models) {
    models = fetch(`/resources/club-models?brand=${encodeURIComponent(brand.trim())}`)
      .then((response) => {
        if (!response.ok) throw new Error(`club models: ${response.status}`)
        return response.json() as Promise<{ models: ClubModel[] }>
      })
      .then((body) => body.models)
    // A failure is not kept: the next look-up tries again.
    models.catch(() => cache.delete(key))
    cache.set(key, models)
  }
  return models
}

/** The club model catalogue of a brand (app/routes/resources.club-models.ts), cached per brand. */
export function useClubModels(brand: string): ClubModels {
  const [result, setResult] = useState<ClubModels>({ state: 'idle' })
  useEffect(() => {
    if (!brand.trim()) {
      setResult({ state: 'idle' })
      return
    }
    let current = true
    setResult({ state: 'loading' })
    // Typing a brand: wait for a pause before asking.
    const timer = setTimeout(() => {
      fetchModels(brand).then(
        (models) => current && setResult({ state: 'ready', models }),
        () => current && setResult({ state: 'failed' }),
      )
    }, 250)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [brand])
  return result
}
