import { pageMeta } from '~/i18n/meta'
import type { Route } from './+types/onboarding'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, {})

export default function Page() {
  return <h1 className="p-8 text-2xl">onboarding — Discover Golf Gear</h1>
}
