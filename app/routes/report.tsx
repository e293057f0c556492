import { CheckCircle2, Flag } from 'lucide-react'
import { data, useActionData, useLoaderData, useNavigation } from 'react-router'
import { getViewer } from '~/accounts/viewer.server'
import { type MessageKey, translator } from '~/i18n'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import { CATEGORY_KEY, EXPLANATION_MAX, REPORT_CATEGORIES, REPORT_TEXT_FIELDS } from '~/moderation/reports'
import { findReportTarget, type ReportMail, submitReport } from '~/moderation/reports.server'
import { dataWithToast } from '~/platform/toast.server'
import { Button, ButtonLink } from '~/ui/button'
import { Card } from '~/ui/card'
import { Container } from '~/ui/container'
import { Field, FieldError, inputClass, Textarea } from '~/ui/field'
import type { FieldErrors } from '~/ui/form'
import { typedValues } from '~/ui/form'
import { Form } from '~/ui/link'
import { NoticePanel } from '~/ui/notice-panel'
import type { Route } from './+types/report'

/**
 * "Report this listing" / "Report this user" (issue #14, DSA Art. 16): open to visitors too, who
 * give the address where the answers go. /report/listing/{id} and /report/user/{id}.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const [target, viewer] = await Promise.all([
    findReportTarget(params.subject, params.id),
    getViewer(request),
  ])
  if (!target) throw data(null, { status: 404 })
  return { target, signedIn: Boolean(viewer), email: viewer?.email ?? null }
}

const SENT_TEXT = {
  acknowledgement: 'report.sentText',
  confirmation: 'report.sentConfirmText',
  none: 'report.sentNoMailText',
} as const satisfies Record<ReportMail, MessageKey>

type Values = Record<(typeof REPORT_TEXT_FIELDS)[number], string> & { goodFaith: boolean }
interface Reply {
  values?: Values
  errors?: FieldErrors
  /** A problem with the whole form (too many reports). */
  formError?: string
  sentTo?: string
  /** Which e-mail went to that address. */
  mail?: ReportMail
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const target = await findReportTarget(params.subject, params.id)
  if (!target) throw data(null, { status: 404 })
  const locale = requestLocale(request)
  const t = translator(locale)
  const formData = await request.formData().catch(() => new FormData())
  const values: Values = {
    ...typedValues(formData, REPORT_TEXT_FIELDS),
    goodFaith: formData.get('goodFaith') === 'on',
  }
  const viewer = await getViewer(request)
  const result = await submitReport(target, Object.fromEntries(formData), {
    viewer,
    clientIp: context.clientIp,
    locale,
  })
  if (!result.ok && result.status === 400) {
    return dataWithToast(
      { values, errors: result.errors } satisfies Reply,
      { type: 'error', title: 'report.error.title' },
      { status: 400 },
    )
  }
  if (!result.ok) {
    return data(
      {
        values,
        formError: t('report.error.tooMany', { minutes: Math.ceil(result.retryAfter / 60) }),
      } satisfies Reply,
      { status: 429, headers: { 'Retry-After': String(result.retryAfter) } },
    )
  }
  return dataWithToast({ sentTo: result.email, mail: result.mail } satisfies Reply, {
    type: 'success',
    title: 'report.sent',
  })
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'report.title' }),
  { name: 'robots', content: 'noindex' },
]

export default function ReportPage() {
  const { target, signedIn, email } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as Reply | undefined
  const navigation = useNavigation()
  const t = useT()
  const pending = navigation.state === 'submitting'
  const backTo = target.subject === 'listing' ? `/product/${target.id}` : `/seller/${target.id}`
  const errors = reply?.errors ?? {}
  const message = (field: string) => (errors[field] ? t(errors[field]) : undefined)

  if (reply?.sentTo) {
    return (
      <Container className="py-16">
        <NoticePanel
          icon={CheckCircle2}
          tone="success"
          title={t('report.sent')}
          text={t(SENT_TEXT[reply.mail ?? 'acknowledgement'], { email: reply.sentTo })}
          actions={<ButtonLink to={backTo}>{t('report.back')}</ButtonLink>}
        />
      </Container>
    )
  }

  return (
    <Container className="max-w-2xl py-10">
      <h1 className="flex items-center gap-2 font-bold text-2xl text-slate-900">
        <Flag className="size-6 text-red-600" aria-hidden="true" />
        {target.subject === 'listing' ? t('report.listingTitle') : t('report.userTitle')}
      </h1>
      <p className="mt-2 text-slate-600">
        {t(target.subject === 'listing' ? 'report.listingIntro' : 'report.userIntro', { name: target.name })}
      </p>
      <Card className="mt-6 p-6">
        {reply?.formError ? (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-red-700 text-sm">
            {reply.formError}
          </p>
        ) : null}
        <Form method="post" noValidate className="space-y-5">
          <fieldset aria-describedby={errors.category ? 'report-category-error' : undefined}>
            <legend className="mb-2 font-medium text-slate-700 text-sm">{t('report.categoryLabel')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {REPORT_CATEGORIES.map((category) => (
                <label
                  key={category}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="category"
                    value={category}
                    defaultChecked={reply?.values?.category === category}
                    className="accent-brand-700"
                  />
                  {t(CATEGORY_KEY[category])}
                </label>
              ))}
            </div>
            <FieldError id="report-category-error">{message('category')}</FieldError>
          </fieldset>
          <Field
            label={t('report.explanationLabel')}
            hint={t('report.explanationHint', { max: EXPLANATION_MAX })}
            error={message('explanation')}
            render={(props) => (
              <Textarea
                {...props}
                name="explanation"
                rows={5}
                maxLength={EXPLANATION_MAX}
                defaultValue={reply?.values?.explanation}
              />
            )}
          />
          {signedIn ? (
            <p className="text-slate-600 text-sm">{t('report.answersTo', { email: email ?? '' })}</p>
          ) : (
            <Field
              label={t('report.emailLabel')}
              hint={t('report.emailHint')}
              error={message('email')}
              render={(props) => (
                <input
                  {...props}
                  type="email"
                  name="email"
                  autoComplete="email"
                  className={inputClass}
                  defaultValue={reply?.values?.email}
                />
              )}
            />
          )}
          <div>
            <label className="flex items-start gap-2 text-slate-700 text-sm">
              <input
                type="checkbox"
                name="goodFaith"
                defaultChecked={reply?.values?.goodFaith}
                aria-invalid={errors.goodFaith ? true : undefined}
                aria-describedby={errors.goodFaith ? 'report-good-faith-error' : undefined}
                className="mt-0.5 accent-brand-700"
              />
              {t('report.goodFaithLabel')}
            </label>
            <FieldError id="report-good-faith-error">{message('goodFaith')}</FieldError>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={pending}>
              {pending ? t('report.sending') : t('report.submit')}
            </Button>
            <ButtonLink to={backTo} variant="ghost">
              {t('report.cancel')}
            </ButtonLink>
          </div>
        </Form>
      </Card>
    </Container>
  )
}
