import { Check, Eye, Heart, ImageOff, Pencil, SquarePen, Tag, Trash2, X } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { ProductStatusBadge } from '~/catalog/components/product-status-badge'
import { formatLongDate, formatNumber } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { Button, ButtonLink, buttonClass } from '~/ui/button'
import { inputClass } from '~/ui/field'
import { Link } from '~/ui/link'
import { amountText, formatEuros } from '~/ui/money'
import { toast } from '~/ui/toast'
import type { DashboardListing } from '../dashboard'
import { type ListingActionReply, newPriceProblem, parseNewPrice } from '../listing-actions'

/**
 * "My Products" of the seller dashboard (SPEC §2): every listing with its status; active ones offer
 * an inline price edit (confirm / cancel) and Mark Sold; every listing can be deleted after a
 * confirmation. Each row posts to the dashboard's action with its own fetcher.
 */
export function SellerListings({ listings }: { listings: DashboardListing[] }) {
  const t = useT()
  if (listings.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-slate-300 border-dashed bg-white px-6 py-12 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-sand-100 text-brand-700">
          <Tag className="size-7" aria-hidden="true" />
        </span>
        <h3 className="mt-4 font-semibold text-lg text-slate-900">{t('sellerDashboard.empty')}</h3>
        <p className="mt-1 max-w-sm text-slate-600">{t('sellerDashboard.emptyText')}</p>
        <ButtonLink to="/list-product" className="mt-6">
          {t('sellerDashboard.listItem')}
        </ButtonLink>
      </div>
    )
  }
  return (
    <ul className="space-y-3">
      {listings.map((listing) => (
        <ListingRow key={listing.id} listing={listing} />
      ))}
    </ul>
  )
}

function ListingRow({ listing }: { listing: DashboardListing }) {
  const t = useT()
  const locale = useLocale()
  const fetcher = useFetcher<ListingActionReply>()
  const active = listing.status === 'active'
  const busy = fetcher.state !== 'idle'
  const deleting = busy && fetcher.formData?.get('intent') === 'delete'

  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      aria-busy={busy || undefined}
      style={deleting ? { opacity: 0.5 } : undefined}
      data-testid="seller-listing"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-sand-50">
          {listing.imageUrl ? (
            <img src={listing.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <span className="grid size-full place-items-center text-slate-400">
              <ImageOff className="size-6" aria-hidden="true" />
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <ProductStatusBadge status={listing.status} />
            <span className="text-slate-500 text-xs uppercase tracking-wide">{listing.brand}</span>
          </div>
          <h3 className="mt-1 line-clamp-2 break-words font-semibold text-slate-900">
            <Link to={`/product/${listing.id}`} className="hover:text-brand-700 hover:underline">
              {listing.name}
            </Link>
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-slate-500 text-sm">
            <span>{t('sellerDashboard.listed', { date: formatLongDate(listing.createdAt, locale) })}</span>
            <span className="inline-flex items-center gap-1">
              <Eye className="size-3.5" aria-hidden="true" />
              {t('sellerDashboard.views', { count: formatNumber(listing.viewsCount, locale) })}
            </span>
            <span className="inline-flex items-center gap-1" data-testid="listing-favourites">
              <Heart className="size-3.5" aria-hidden="true" />
              {t('favourites.dashboardCount', { count: formatNumber(listing.favouritesCount, locale) })}
            </span>
          </p>
        </div>
      </div>

      {/* Two groups: on a narrow screen the buttons move below the price as one. */}
      <div className="flex flex-wrap items-center justify-between gap-2 sm:flex-nowrap sm:justify-end">
        <PriceEditor listing={listing} fetcher={fetcher} editable={active} />
        <div className="ml-auto flex items-center gap-2">
          {active ? (
            <ButtonLink
              to={`/product/${listing.id}/edit`}
              variant="outline"
              size="sm"
              aria-label={t('sellerDashboard.editOf', { name: listing.name })}
              className="whitespace-nowrap"
            >
              <SquarePen className="size-4" aria-hidden="true" />
              <span aria-hidden="true">{t('sellerDashboard.edit')}</span>
            </ButtonLink>
          ) : null}
          {active ? (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="mark-sold" />
              <input type="hidden" name="productId" value={listing.id} />
              <Button
                type="submit"
                variant="secondary"
                size="sm"
                disabled={busy}
                className="whitespace-nowrap"
              >
                <Check className="size-4" aria-hidden="true" />
                {t('sellerDashboard.markSold')}
              </Button>
            </fetcher.Form>
          ) : null}
          <DeleteListing listing={listing} fetcher={fetcher} busy={busy} />
        </div>
      </div>
    </li>
  )
}

type RowFetcher = ReturnType<typeof useFetcher<ListingActionReply>>

/** The price, and for an active listing a pencil that turns it into a field with confirm and cancel. */
function PriceEditor({
  listing,
  fetcher,
  editable,
}: {
  listing: DashboardListing
  fetcher: RowFetcher
  editable: boolean
}) {
  const t = useT()
  const [editing, setEditing] = useState(false)
  const [value, setValue] = useState(amountText(listing.price))
  const input = useRef<HTMLInputElement>(null)
  const submittedPrice = fetcher.formData?.get('intent') === 'update-price'

  useEffect(() => {
    if (editing) input.current?.select()
  }, [editing])
  // Back to the view mode once the new price is saved.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok && fetcher.data.intent === 'update-price')
      setEditing(false)
  }, [fetcher.state, fetcher.data])

  const shownPrice = submittedPrice
    ? (parseNewPrice(fetcher.formData?.get('price')) ?? listing.price)
    : listing.price

  if (!editing) {
    return (
      <div className="flex items-center gap-1 sm:mr-1">
        <data value={shownPrice} className="font-bold text-lg text-slate-900 tabular-nums">
          {formatEuros(shownPrice)}
        </data>
        {editable ? (
          <button
            type="button"
            onClick={() => {
              setValue(amountText(listing.price))
              setEditing(true)
            }}
            aria-label={t('sellerDashboard.editPriceOf', { name: listing.name })}
            title={t('sellerDashboard.editPrice')}
            className="grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    )
  }

  return (
    <fetcher.Form
      method="post"
      className="flex items-center gap-1 sm:mr-1"
      onSubmit={(event) => {
        if (parseNewPrice(value) === null) {
          event.preventDefault()
          toast.error(t('sellerDashboard.invalidPrice'), {
            description: t(newPriceProblem(value)),
          })
          input.current?.focus()
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setEditing(false)
      }}
    >
      <input type="hidden" name="intent" value="update-price" />
      <input type="hidden" name="productId" value={listing.id} />
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-slate-500">
          €
        </span>
        <input
          ref={input}
          type="text"
          name="price"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-label={t('sellerDashboard.newPrice', { name: listing.name })}
          className={`${inputClass} h-9 w-32 pl-7 tabular-nums`}
        />
      </div>
      <button
        type="submit"
        aria-label={t('sellerDashboard.confirmPrice')}
        disabled={fetcher.state !== 'idle'}
        className="grid size-9 place-items-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-50"
      >
        <Check className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={() => setEditing(false)}
        aria-label={t('sellerDashboard.cancelPrice')}
        className="grid size-9 place-items-center rounded-lg border border-slate-300 bg-white text-slate-600 hover:bg-slate-50"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </fetcher.Form>
  )
}

/** Delete, after a confirmation dialog. */
function DeleteListing({
  listing,
  fetcher,
  busy,
}: {
  listing: DashboardListing
  fetcher: RowFetcher
  busy: boolean
}) {
  const t = useT()
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={t('sellerDashboard.deleteOf', { name: listing.name })}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <span aria-hidden="true" className="hidden sm:inline">
            {t('sellerDashboard.delete')}
          </span>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="font-semibold text-lg text-slate-900">
            {t('sellerDashboard.deleteTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600">
            {t('sellerDashboard.deleteText', { name: listing.name })}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('outline')}>
              {t('sellerDashboard.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass('danger')}
              onClick={() => fetcher.submit({ intent: 'delete', productId: listing.id }, { method: 'post' })}
            >
              {t('sellerDashboard.deleteConfirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
