import { Mail } from 'lucide-react'
import { data, useLoaderData } from 'react-router'
import { INTL_LOCALE } from '~/i18n'
import { pageMeta } from '~/i18n/meta'
import { useLocale, useT } from '~/i18n/react'
import { readOutbox } from '~/platform/email/mailer.server'
import { env } from '~/platform/env.server'
import { Card } from '~/ui/card'
import { Container } from '~/ui/container'
import type { Route } from './+types/dev.mail'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'devMail.title' }),
  { name: 'robots', content: 'noindex' },
]

/** The local outbox, for developers: e-mails sent while SMTP_URL is not set. Off in production. */
export async function loader() {
  if (env().NODE_ENV === 'production') throw data(null, { status: 404 })
  return { messages: await readOutbox() }
}

export default function DevMail() {
  const t = useT()
  const locale = useLocale()
  const { messages } = useLoaderData<typeof loader>()
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  })
  return (
    <Container className="max-w-4xl space-y-6 py-10">
      <header>
        <h1 className="font-bold text-3xl text-slate-900">{t('devMail.title')}</h1>
        <p className="mt-2 text-slate-600">{t('devMail.subtitle')}</p>
      </header>
      {messages.length === 0 ? <p className="text-slate-600">{t('devMail.empty')}</p> : null}
      {messages.map((message) => (
        <Card key={message.id} className="p-5">
          <article>
            <header className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="flex items-center gap-2 font-semibold text-slate-900">
                <Mail className="size-4 text-brand-700" aria-hidden="true" />
                {message.subject}
              </h2>
              <time className="text-slate-500 text-xs" dateTime={message.createdAt}>
                {format.format(new Date(message.createdAt))}
              </time>
            </header>
            <p className="mt-1 text-slate-600 text-sm">
              {t('devMail.to')}: {message.to}
            </p>
            {message.links.length ? (
              <div className="mt-3">
                <p className="font-medium text-slate-700 text-sm">{t('devMail.links')}</p>
                <ul className="mt-1 space-y-1 text-sm">
                  {message.links.map((link) => (
                    <li key={link} className="break-all">
                      <a href={link} className="text-brand-700 underline">
                        {link}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <pre className="mt-3 whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-slate-700 text-xs">
              {message.text}
            </pre>
          </article>
        </Card>
      ))}
    </Container>
  )
}
