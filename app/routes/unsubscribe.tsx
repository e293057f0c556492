import { MailCheck, MailX } from 'lucide-react'
import { data, useLoaderData } from 'react-router'
import { alertPreferences, disableAlertKind } from '~/alerts/preferences.server'
import { verifyUnsubscribe } from '~/alerts/unsubscribe.server'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { Container } from '~/ui/container'
import { Form, Link } from '~/ui/link'
import { NoticePanel } from '~/ui/notice-panel'
import type { Route } from './+types/unsubscribe'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: 'alerts.unsubscribe.title',
    description: 'alerts.unsubscribe.metaDescription',
  }),
  { name: 'robots', content: 'noindex' },
]

/**
 * The unsubscribe link of an alert e-mail. Opening it only asks (link checkers open links); the
 * button, or the mail provider's one-click POST (RFC 8058, `List-Unsubscribe=One-Click`), switches
 * that kind off. No session is needed: the signed token in the address says who, what, and under
 * which version of the preferences it was sent. A link whose token is not ours is a 400; a link
 * older than a later change of the preferences is a 409 ('stale'); neither changes anything.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const subject = verifyUnsubscribe(new URL(request.url).searchParams)
  if (!subject) return data({ state: 'invalid' as const, kind: null }, { status: 400 })
  if ((await alertPreferences(subject.userId)).version !== subject.version)
    return data({ state: 'stale' as const, kind: subject.kind }, { status: 409 })
  return { state: 'ask' as const, kind: subject.kind }
}

export async function action({ request }: Route.ActionArgs) {
  const subject = verifyUnsubscribe(new URL(request.url).searchParams)
  const result = subject ? await disableAlertKind(subject.userId, subject.kind, subject.version) : null
  if (!subject || !result || result === 'unknown-user')
    return data({ state: 'invalid' as const, kind: null }, { status: 400 })
  if (result === 'stale') return data({ state: 'stale' as const, kind: subject.kind }, { status: 409 })
  return { state: 'done' as const, kind: subject.kind }
}

export default function UnsubscribePage({ actionData }: Route.ComponentProps) {
  const loaded = useLoaderData<typeof loader>()
  const t = useT()
  const result = actionData ?? loaded
  if (result.state === 'invalid' || !result.kind) {
    return (
      <Container className="py-16">
        <NoticePanel
          icon={MailX}
          tone="warning"
          className="mx-auto max-w-lg"
          title={t('alerts.unsubscribe.invalid')}
          text={t('alerts.unsubscribe.invalidText')}
        />
      </Container>
    )
  }
  const kind = t(`alerts.kind.${result.kind}`)
  if (result.state === 'stale') {
    return (
      <Container className="py-16">
        <NoticePanel
          icon={MailX}
          tone="warning"
          className="mx-auto max-w-lg"
          title={t('alerts.unsubscribe.stale')}
          text={t('alerts.unsubscribe.staleText', { kind })}
          actions={
            <Link to="/alert-preferences" className="text-brand-700 underline">
              {t('alerts.unsubscribe.preferences')}
            </Link>
          }
        />
      </Container>
    )
  }
  if (result.state === 'done') {
    return (
      <Container className="py-16">
        <NoticePanel
          icon={MailCheck}
          tone="success"
          className="mx-auto max-w-lg"
          title={t('alerts.unsubscribe.done')}
          text={t('alerts.unsubscribe.doneText', { kind })}
          actions={
            <Link to="/alert-preferences" className="text-brand-700 underline">
              {t('alerts.unsubscribe.preferences')}
            </Link>
          }
        />
      </Container>
    )
  }
  return (
    <Container className="py-16">
      <NoticePanel
        icon={MailX}
        className="mx-auto max-w-lg"
        title={t('alerts.unsubscribe.title')}
        text={t('alerts.unsubscribe.question', { kind })}
        actions={
          <Form method="post">
            <button type="submit" className={buttonClass('primary', 'md')}>
              {t('alerts.unsubscribe.confirm')}
            </button>
          </Form>
        }
      />
    </Container>
  )
}
