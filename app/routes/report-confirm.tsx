import { MailCheck, MailX } from 'lucide-react'
import { data, useActionData, useLoaderData } from 'react-router'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import { checkReportConfirmation, confirmReportEmail } from '~/moderation/reports.server'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { Form } from '~/ui/link'
import { NoticePanel } from '~/ui/notice-panel'
import type { Route } from './+types/report-confirm'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'report.confirm.title' }),
  { name: 'robots', content: 'noindex' },
]

const linkOf = (request: Request) => {
  const params = new URL(request.url).searchParams
  return { reportId: params.get('r') ?? '', token: params.get('t') ?? '' }
}

/**
 * The link of a visitor's report confirmation e-mail (issue #26): opening it only asks (a GET
 * changes nothing, and mail scanners open links); the button confirms the address, and the
 * acknowledgement follows. A link that is not ours is a 400.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { reportId, token } = linkOf(request)
  const found = await checkReportConfirmation(reportId, token)
  return data(found, { status: found.state === 'invalid' ? 400 : 200 })
}

export async function action({ request }: Route.ActionArgs) {
  const { reportId, token } = linkOf(request)
  const result = await confirmReportEmail(reportId, token)
  if (result === 'invalid') return data({ state: 'invalid' as const }, { status: 400 })
  return { state: 'confirmed' as const }
}

export default function ReportConfirmPage() {
  const loaded = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  const t = useT()
  const state = done?.state ?? loaded.state
  if (state === 'invalid' || !loaded.email) {
    return (
      <Container className="py-16">
        <NoticePanel
          icon={MailX}
          tone="warning"
          className="mx-auto max-w-lg"
          title={t('report.confirm.invalid')}
          text={t('report.confirm.invalidText')}
        />
      </Container>
    )
  }
  if (state === 'confirmed' || state === 'already') {
    return (
      <Container className="py-16">
        <NoticePanel
          icon={MailCheck}
          tone="success"
          className="mx-auto max-w-lg"
          title={t('report.confirm.done')}
          text={t('report.confirm.doneText', { email: loaded.email })}
        />
      </Container>
    )
  }
  return (
    <Container className="py-16">
      <NoticePanel
        icon={MailCheck}
        className="mx-auto max-w-lg"
        title={t('report.confirm.title')}
        text={t('report.confirm.text', { email: loaded.email })}
        actions={
          <Form method="post">
            <Button type="submit">{t('report.confirm.button')}</Button>
          </Form>
        }
      />
    </Container>
  )
}
