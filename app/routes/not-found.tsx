import { data } from 'react-router'
import { pageMeta } from '~/i18n/meta'
import { NotFoundPage } from '~/shell/not-found-page'
import type { Route } from './+types/not-found'

// Every unknown address renders the 404 page with HTTP status 404.
export function loader() {
  return data(null, { status: 404 })
}

export function action() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'notFound.title' })

export default function NotFound() {
  return <NotFoundPage />
}
