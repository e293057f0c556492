import { CreditCard, LockKeyhole, LogIn, MapPin, ShoppingCart, TriangleAlert, Truck } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { data, redirect, useActionData, useFetcher, useLoaderData } from 'react-router'
import { requireUser } from '~/accounts/guards.server'
import { COUNTRY_NAME_KEY, type Country } from '~/accounts/locations'
import { getAccountProfile } from '~/accounts/profiles.server'
import { consumeRateLimit } from '~/accounts/rate-limit.server'
import { signInPath } from '~/accounts/redirect-to'
import { getViewer } from '~/accounts/viewer.server'
import { DELIVERY_FIELD_PREFIX, deliveryCost, deliveryFieldName, isShippingOption } from '~/catalog/delivery'
import { SHIPPING_OPTION_DETAILS, type ShippingOption } from '~/catalog/taxonomy'
import {
  commissionOf,
  DEFAULT_COUNTRY,
  MAX_CHECKOUT_ITEMS,
  SHIPPING_FIELDS,
  type ShippingField,
  shippingAddressSchema,
} from '~/checkout/checkout'
import { type DeliveryGroupView, getCheckoutPreview, startCheckout } from '~/checkout/checkout.server'
import { type MessageKey, translator } from '~/i18n'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import { activePaymentProvider } from '~/platform/payments/index.server'
import { Button, ButtonLink } from '~/ui/button'
import { Card } from '~/ui/card'
import { Container } from '~/ui/container'
import { Field, Input } from '~/ui/field'
import { type FieldErrors, typedValues, validate } from '~/ui/form'
import { Form, Link } from '~/ui/link'
import { LoadErrorPanel } from '~/ui/load-error-panel'
import { formatEuros } from '~/ui/money'
import { NoticePanel } from '~/ui/notice-panel'
import { toast } from '~/ui/toast'
import type { Route } from './+types/checkout'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'checkout.title', description: 'checkout.metaDescription' }),
  { name: 'robots', content: 'noindex' },
]

type AddressValues = Record<ShippingField, string>

/**
 * SPEC §2 "Checkout": shipping address, payment note and summary. Everyone may open it (SPEC §6);
 * visitors see a sign-in prompt. The summary is the cart as the database has it now.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request)
  // "Buy now" (issue #31): ?item= checks out this listing alone; the cart stays as it is.
  const item = new URL(request.url).searchParams.get('item') ?? undefined
  if (!viewer) return { kind: 'visitor' as const, item: item ?? null }
  const [preview, account] = await Promise.all([
    getCheckoutPreview(viewer.id, item),
    getAccountProfile(viewer.id),
  ])
  if (preview.items.length === 0) return { kind: 'empty' as const }
  const profile = account?.profile
  // The country follows the profile's area code, in the reader's language (else the spec's default).
  const countryKey = profile?.country ? COUNTRY_NAME_KEY[profile.country as Country] : undefined
  const t = translator(requestLocale(request))
  const values: AddressValues = {
    fullName: [profile?.name, profile?.surname].filter(Boolean).join(' ') || (account?.accountName ?? ''),
    address: '',
    city: profile?.city ?? '',
    postalCode: profile?.postalCode ?? '',
    country: countryKey ? t(countryKey) : DEFAULT_COUNTRY,
  }
  return {
    kind: 'checkout' as const,
    ...preview,
    values,
    testMode: activePaymentProvider().name === 'test',
    item: item ?? null,
  }
}

export interface CheckoutReply {
  url?: string
  error?: MessageKey
  /** The provider's message, or names of the items that stopped the checkout. */
  detail?: string
  errors?: FieldErrors
  values?: AddressValues
}

/**
 * Creates the payment session from the database (never from prices the browser sends) and answers
 * its URL. The page's script asks with js=1 and sends this tab to the URL; without script the form
 * posts normally and is redirected to the provider, in this tab too (docs/spec-deviations.md
 * "Payment tab").
 */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request)
  const formData = await request.formData()
  const values = typedValues(formData, SHIPPING_FIELDS)
  const fromScript = formData.get('js') === '1'
  const item = formData.get('item')
  const address = validate(shippingAddressSchema, values)
  if (!address.success) {
    return data<CheckoutReply>(
      { error: 'checkout.fillAllFields', errors: address.errors, values },
      { status: 400 },
    )
  }
  const limit = await consumeRateLimit('checkoutStartsPerUser', viewer.id)
  if (!limit.allowed) {
    return data<CheckoutReply>(
      { error: 'checkout.tooManyAttempts', values },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } },
    )
  }
  // Only the names of the chosen methods are read; their costs come from the server's table.
  const deliveryChoices: Record<string, string> = {}
  for (const [name, value] of formData) {
    if (name.startsWith(DELIVERY_FIELD_PREFIX) && typeof value === 'string') {
      deliveryChoices[name.slice(DELIVERY_FIELD_PREFIX.length)] = value
    }
  }
  const result = await startCheckout({
    buyer: { id: viewer.id, email: viewer.email },
    address: address.data,
    deliveryChoices,
    locale: requestLocale(request),
    only: typeof item === 'string' && item ? item : undefined,
  })
  if (!result.ok) {
    return data<CheckoutReply>(
      { error: result.error, detail: result.detail ?? result.items?.join(', '), values },
      { status: result.status },
    )
  }
  if (!fromScript) throw redirect(result.url)
  return data<CheckoutReply>({ url: result.url })
}

export default function Checkout() {
  const loaderData = useLoaderData<typeof loader>()
  const t = useT()
  if (loaderData.kind === 'visitor') {
    return (
      <Container className="py-16">
        <NoticePanel
          icon={LogIn}
          title={t('checkout.signInTitle')}
          text={t('checkout.signInText')}
          actions={
            <ButtonLink to={signInPath(loaderData.item ? `/checkout?item=${loaderData.item}` : '/checkout')}>
              {t('checkout.signIn')}
            </ButtonLink>
          }
        />
      </Container>
    )
  }
  if (loaderData.kind === 'empty') {
    return (
      <Container className="py-16">
        <NoticePanel
          icon={ShoppingCart}
          title={t('checkout.emptyTitle')}
          text={t('checkout.emptyText')}
          actions={<ButtonLink to="/browse">{t('checkout.browse')}</ButtonLink>}
        />
      </Container>
    )
  }
  return <CheckoutForm {...loaderData} />
}

type CheckoutData = Extract<Awaited<ReturnType<typeof loader>>, { kind: 'checkout' }>

/** A payment that could not start (none for a refusal that a toast or a field explains). */
function startFailure(reply: CheckoutReply | undefined, t: ReturnType<typeof useT>) {
  if (!reply || reply.url || (reply.error && reply.error !== 'checkout.errorCreating')) return null
  return {
    title: t('phone.pay.failedTitle'),
    detail: reply.error ? reply.detail || t('checkout.tryLater') : t('checkout.noUrl'),
  }
}

function CheckoutForm({ items, groups, total, values: initialValues, testMode, item }: CheckoutData) {
  const t = useT()
  // Before hydration the form posts natively: a failed start comes back as the action's data.
  const posted = useActionData<typeof action>()
  /** A payment that could not start: shown by the Pay button, with a retry (issue #31). */
  const [failure, setFailure] = useState<{ title: string; detail: string } | null>(() =>
    startFailure(posted, t),
  )
  const failureRef = useRef<HTMLDivElement>(null)
  const fetcher = useFetcher<CheckoutReply>()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors>(posted?.errors ?? {})
  /** Groups whose delivery method is still to be chosen, after a submit tried without one. */
  const [unchosen, setUnchosen] = useState<string[]>([])
  const pending = fetcher.state !== 'idle'
  const blocked = items.some((item) => !item.available) || groups.some((group) => group.options.length === 0)
  const values = fetcher.data?.values ?? posted?.values ?? initialValues
  // The radios are the form's own (uncontrolled): a choice made before hydration stays. This state
  // only follows them for the totals, read from the form once hydrated and on every change.
  const [chosen, setChosen] = useState<Record<string, ShippingOption>>({})
  const readChoices = useCallback(() => {
    const form = formRef.current
    if (!form) return
    const next: Record<string, ShippingOption> = {}
    for (const group of groups) {
      const checked = form.querySelector<HTMLInputElement>(
        `input[name="${CSS.escape(deliveryFieldName(group.key))}"]:checked`,
      )
      if (checked && isShippingOption(checked.value)) next[group.key] = checked.value
    }
    setChosen(next)
    setUnchosen((current) => current.filter((key) => !next[key]))
  }, [groups])
  useEffect(readChoices, [readChoices])
  const allChosen = groups.every((group) => chosen[group.key])
  const shippingTotal = groups.reduce((sum, group) => {
    const option = chosen[group.key]
    return sum + (option ? deliveryCost(option) * group.productIds.length : 0)
  }, 0)

  // The action's answer: this tab goes to the provider's page (on every screen: both providers
  // allow it, and their return addresses bring the buyer back here), or the error is reported.
  useEffect(() => {
    const reply = fetcher.data
    if (fetcher.state !== 'idle' || !reply) return
    if (reply.url) {
      toast.success(t('checkout.redirecting'))
      window.location.assign(reply.url)
      return
    }
    setErrors(reply.errors ?? {})
    const failed = startFailure(reply, t)
    // Where the buyer is, by the Pay button, with a retry.
    if (failed) setFailure(failed)
    else if (reply.error) toast.error(t(reply.error, { items: reply.detail ?? '', max: MAX_CHECKOUT_ITEMS }))
  }, [fetcher.data, fetcher.state, t])
  useEffect(() => {
    if (failure) failureRef.current?.focus()
  }, [failure])

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const formData = new FormData(form)
    const check = validate(shippingAddressSchema, Object.fromEntries(formData))
    if (!check.success) {
      setErrors(check.errors)
      toast.error(t('checkout.fillAllFields'))
      const first = SHIPPING_FIELDS.find((field) => check.errors[field])
      if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
      return
    }
    setErrors({})
    // The buyer chooses every seller's delivery method: none is chosen for them.
    const missing = groups.filter((group) => !formData.get(deliveryFieldName(group.key)))
    setUnchosen(missing.map((group) => group.key))
    if (missing.length) {
      const names = missing.flatMap((group) =>
        items.filter((item) => group.productIds.includes(item.productId)).map((item) => item.name),
      )
      toast.error(t('checkout.chooseDelivery', { items: names.join(', ') }))
      form
        .querySelector<HTMLInputElement>(
          `input[name="${CSS.escape(deliveryFieldName(missing[0]?.key ?? ''))}"]`,
        )
        ?.focus()
      return
    }
    setFailure(null)
    formData.set('js', '1')
    fetcher.submit(formData, { method: 'post' })
  }

  const field = (name: ShippingField, label: MessageKey, autoComplete: string, className?: string) => (
    <Field
      label={t(label)}
      error={errors[name] ? t(errors[name]) : null}
      className={className}
      render={(props) => (
        <Input
          {...props}
          name={name}
          defaultValue={values[name]}
          autoComplete={autoComplete}
          required={name !== 'country'}
          maxLength={name === 'postalCode' ? 20 : 200}
        />
      )}
    />
  )

  return (
    <Container className="py-10">
      <Link
        to={item ? `/product/${item}` : '/cart'}
        className="text-brand-700 text-sm underline-offset-4 hover:underline"
      >
        ← {item ? t('phone.buyNowBack') : t('checkout.backToCart')}
      </Link>
      <h1 className="mt-3 font-bold text-3xl text-slate-900">
        {item ? t('phone.buyNowTitle') : t('checkout.title')}
      </h1>
      <Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={readChoices}
        className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_380px]"
      >
        {item ? <input type="hidden" name="item" value={item} /> : null}
        <div className="min-w-0 space-y-6">
          <Card className="p-6">
            <h2 className="font-semibold text-lg text-slate-900">{t('checkout.shippingAddress')}</h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {field('fullName', 'checkout.fullName', 'name', 'sm:col-span-2')}
              {field('address', 'checkout.address', 'street-address', 'sm:col-span-2')}
              {field('city', 'checkout.city', 'address-level2')}
              {field('postalCode', 'checkout.postalCode', 'postal-code')}
              {field('country', 'checkout.country', 'country-name', 'sm:col-span-2')}
            </div>
          </Card>
          {groups.length ? (
            <Card className="p-6">
              <h2 className="flex items-center gap-2 font-semibold text-lg text-slate-900">
                <Truck className="size-5 text-brand-700" aria-hidden="true" />
                {t('checkout.deliveryTitle')}
              </h2>
              <p className="mt-1 text-slate-600 text-sm">{t('checkout.deliveryIntro')}</p>
              <div className="mt-4 space-y-5">
                {groups.map((group) => (
                  <DeliveryFieldset
                    key={group.key}
                    group={group}
                    itemNames={items
                      .filter((item) => group.productIds.includes(item.productId))
                      .map((item) => item.name)}
                    missing={unchosen.includes(group.key)}
                  />
                ))}
              </div>
            </Card>
          ) : null}
          <Card className="p-6">
            <h2 className="flex items-center gap-2 font-semibold text-lg text-slate-900">
              <CreditCard className="size-5 text-brand-700" aria-hidden="true" />
              {t('checkout.paymentTitle')}
            </h2>
            <p className="mt-2 flex gap-2 text-slate-600">
              <LockKeyhole className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('checkout.paymentNote')}
            </p>
            {testMode ? (
              <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-sm">
                {t('checkout.testModeNote')}
              </p>
            ) : null}
          </Card>
        </div>

        <aside aria-labelledby="order-summary" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <Card className="p-6">
            <h2 id="order-summary" className="font-semibold text-lg text-slate-900">
              {t('checkout.orderSummary')}
            </h2>
            <ul className="mt-4 divide-y divide-slate-100">
              {items.map((item) => {
                const group = groups.find((candidate) => candidate.productIds.includes(item.productId))
                const option = group ? chosen[group.key] : undefined
                return (
                  <li key={item.productId} className="flex gap-3 py-3">
                    {item.imageUrl ? (
                      <img src={item.imageUrl} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
                    ) : (
                      <span className="size-14 shrink-0 rounded-lg bg-slate-100" />
                    )}
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-slate-900">{item.name}</p>
                      <p className="text-slate-500 text-sm">{item.brand}</p>
                      {!item.available ? (
                        <p className="mt-1 flex items-center gap-1 text-red-700 text-sm">
                          <TriangleAlert className="size-4" aria-hidden="true" />
                          {t('checkout.itemsUnavailable', { items: item.name })}
                        </p>
                      ) : option ? (
                        <p className="mt-1 text-slate-600 text-sm" data-testid="checkout-item-delivery">
                          {t(SHIPPING_OPTION_DETAILS[option].labelKey)} ·{' '}
                          {deliveryCost(option) ? formatEuros(deliveryCost(option)) : t('catalog.free')}
                        </p>
                      ) : null}
                    </div>
                    <p className="shrink-0 whitespace-nowrap font-semibold text-slate-900">
                      {formatEuros(item.price)}
                    </p>
                  </li>
                )
              })}
            </ul>
            {items.some((item) => item.quantity > 1) ? (
              <p className="text-slate-500 text-xs">{t('checkout.onceEach')}</p>
            ) : null}
            <dl className="mt-4 space-y-2 border-slate-100 border-t pt-4 text-sm">
              <div className="flex justify-between">
                <dt className="text-slate-600">{t('checkout.subtotal')}</dt>
                <dd className="text-slate-900">{formatEuros(total)}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t('checkout.shipping')}</dt>
                <dd className="text-right text-slate-900" data-testid="checkout-shipping">
                  {allChosen ? formatEuros(shippingTotal) : t('checkout.deliveryToChoose')}
                </dd>
              </div>
              <div className="flex flex-wrap justify-between">
                <dt className="text-slate-600">{t('checkout.commission')}</dt>
                <dd className="text-slate-900" data-testid="checkout-commission">
                  {formatEuros(commissionOf(total))}
                </dd>
                <dd className="mt-2 w-full text-slate-500 text-xs">{t('checkout.commissionNote')}</dd>
              </div>
              <div className="flex justify-between border-slate-100 border-t pt-3 font-semibold text-base">
                <dt className="text-slate-900">{t('checkout.total')}</dt>
                <dd className="text-slate-900" data-testid="checkout-total">
                  {formatEuros(total + shippingTotal)}
                </dd>
              </div>
            </dl>
            <p className="mt-2 text-slate-500 text-xs">{t('checkout.commissionNote')}</p>
            {failure ? (
              <div
                ref={failureRef}
                tabIndex={-1}
                role="alert"
                className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900 text-sm"
                data-testid="payment-failure"
              >
                <p className="font-semibold">{failure.title}</p>
                <p className="mt-1">{failure.detail}</p>
                {/* A submit button: the retry works before hydration too. */}
                <Button type="submit" variant="outline" size="sm" className="mt-2" disabled={pending}>
                  {t('phone.pay.retry')}
                </Button>
              </div>
            ) : null}
            <Button
              type="submit"
              size="lg"
              className="mt-6 w-full"
              disabled={pending || blocked}
              aria-busy={pending}
            >
              <LockKeyhole className="size-4" aria-hidden="true" />
              {pending ? t('checkout.paying') : t('checkout.pay')}
            </Button>
          </Card>
        </aside>
      </Form>
    </Container>
  )
}

/**
 * One seller's delivery choice: who sends it and from which city, then the methods that can reach
 * this buyer as plain radio inputs of the checkout form (none checked until the buyer chooses).
 */
function DeliveryFieldset({
  group,
  itemNames,
  missing,
}: {
  group: DeliveryGroupView
  itemNames: string[]
  missing: boolean
}) {
  const t = useT()
  const errorId = useId()
  const seller = group.sellerName ?? t('checkout.deliverySellerUnknown')
  return (
    <fieldset
      className="rounded-xl border border-slate-200 p-4"
      data-testid="delivery-group"
      aria-describedby={missing ? errorId : undefined}
    >
      <legend className="px-1 font-medium text-slate-900">{t('checkout.deliveryFrom', { seller })}</legend>
      <p className="flex items-center gap-1.5 text-slate-600 text-sm">
        <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {group.sellerCity
          ? t('checkout.deliverySellerCity', { city: group.sellerCity })
          : t('checkout.deliverySellerCityUnknown')}
      </p>
      <p className="mt-1 text-slate-500 text-sm">{itemNames.join(', ')}</p>
      {group.options.length === 0 ? (
        <p className="mt-3 flex gap-1.5 text-red-700 text-sm" role="alert">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('checkout.notDeliverable', { items: itemNames.join(', ') })}
        </p>
      ) : (
        <div className="mt-3 space-y-2">
          {group.options.map((option) => {
            const details = SHIPPING_OPTION_DETAILS[option]
            const cost = deliveryCost(option)
            return (
              <label
                key={option}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={deliveryFieldName(group.key)}
                  value={option}
                  required
                  className="mt-1 accent-brand-700"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900 text-sm">{t(details.labelKey)}</span>
                  <span className="block text-slate-600 text-xs">{t(details.timeKey)}</span>
                </span>
                <span className="shrink-0 text-slate-900 text-sm">
                  {cost ? formatEuros(cost) : t('catalog.free')}
                  {cost && group.productIds.length > 1 ? (
                    <span className="block text-slate-500 text-xs">{t('checkout.deliveryPerItem')}</span>
                  ) : null}
                </span>
              </label>
            )
          })}
        </div>
      )}
      {missing ? (
        <p id={errorId} className="mt-2 text-red-700 text-sm">
          {t('checkout.deliveryRequired')}
        </p>
      ) : null}
    </fieldset>
  )
}

export function ErrorBoundary() {
  const t = useT()
  return <LoadErrorPanel title={t('checkout.errorCreating')} message={t('checkout.tryLater')} />
}
