import { Lock, PackageSearch } from 'lucide-react'
import { data, useLoaderData } from 'react-router'
import { SandPage } from '~/accounts/components/sand-page'
import { requireUser } from '~/accounts/guards.server'
import { getViewer } from '~/accounts/viewer.server'
import { EXTRA_PHOTO } from '~/catalog/condition/photo-slots'
import { cardImageUrl } from '~/catalog/image-urls.server'
import { isUuid } from '~/catalog/product'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { useT } from '~/i18n/react'
import { log } from '~/platform/log.server'
import { parseFormBody, readBodyWithLimit } from '~/platform/request-body.server'
import { dataWithToast, redirectWithToast } from '~/platform/toast.server'
import { ListingWizard, type WizardReply, type WizardStart } from '~/selling/components/listing-wizard'
import { listingSchema, MAX_LISTING_FORM_BYTES, readListingField, stepOfErrors } from '~/selling/listing-form'
import {
  ListingNotEditableError,
  ListingNotFoundError,
  ListingRefusedError,
  loadListingForEdit,
  updateListing,
} from '~/selling/listings.server'
import { ButtonLink } from '~/ui/button'
import type { FieldErrors } from '~/ui/form'
import { validate } from '~/ui/form'
import { NoticePanel } from '~/ui/notice-panel'
import type { Route } from './+types/product-edit'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'wizard.edit.title', description: 'wizard.metaDescription' }),
  { name: 'robots', content: 'noindex' },
]

type EditPage =
  | { kind: 'edit'; start: WizardStart }
  | { kind: 'not-found' }
  | { kind: 'not-editable'; productId: string; status: string }

/**
 * Editing a published listing (issue #11 item 5) at /product/{id}/edit: the six-step wizard with
 * the listing's fields, for its seller only (anyone else is told "not found"); the listing keeps
 * its id and address. A sold (or otherwise inactive) listing cannot be edited: 409.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  const listing = isUuid(params.id) ? await loadListingForEdit(viewer.id, params.id) : null
  if (!listing) return data<EditPage>({ kind: 'not-found' }, { status: 404 })
  if (listing.status !== 'active') {
    return data<EditPage>(
      { kind: 'not-editable', productId: params.id, status: listing.status },
      { status: 409 },
    )
  }
  return data<EditPage>({
    kind: 'edit',
    start: {
      form: listing.form,
      step: 1,
      photos: listing.form.images.map((key, index) => ({
        key,
        cardUrl: cardImageUrl(key) ?? '',
        slot: listing.form.imageSlots[index] ?? EXTRA_PHOTO,
      })),
      signedIn: true,
      restored: false,
      editing: { productId: params.id },
    },
  })
}

/** `save-changes`: the whole form, validated as on publishing, replaces the listing's fields. */
export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await getViewer(request)
  if (!viewer) return data<WizardReply>({ ok: false, intent: null }, { status: 401 })
  if (!isUuid(params.id)) return data<WizardReply>({ ok: false, intent: null }, { status: 404 })
  const body = await readBodyWithLimit(request, MAX_LISTING_FORM_BYTES)
  const formData = body ? await parseFormBody(body, request.headers.get('content-type')) : null
  if (!formData) return data<WizardReply>({ ok: false, intent: null }, { status: body ? 400 : 413 })
  const intent = formData.get('intent')
  if (intent !== 'save-changes') return data<WizardReply>({ ok: false, intent: null }, { status: 400 })

  const refuse = (errors: FieldErrors) =>
    dataWithToast<WizardReply>(
      { ok: false, intent, errors, step: stepOfErrors(errors) },
      { type: 'error', title: 'wizard.error', description: Object.values(errors)[0] ?? 'wizard.edit.failed' },
      { status: 400 },
    )
  const input = validate(listingSchema, readListingField(formData))
  if (!input.success) return refuse(input.errors)
  try {
    await updateListing(viewer.id, params.id, input.data)
  } catch (error) {
    if (error instanceof ListingRefusedError) return refuse(error.errors)
    if (error instanceof ListingNotFoundError) {
      return dataWithToast<WizardReply>(
        { ok: false, intent },
        { type: 'error', title: 'product.notFound', description: 'product.notFoundText' },
        { status: 404 },
      )
    }
    if (error instanceof ListingNotEditableError) {
      return dataWithToast<WizardReply>(
        { ok: false, intent },
        { type: 'error', title: 'wizard.edit.notEditable', description: notEditableText(error.status) },
        { status: 409 },
      )
    }
    log.error('listing.update_failed', { error, productId: params.id, sellerId: viewer.id })
    return dataWithToast<WizardReply>(
      { ok: false, intent },
      { type: 'error', title: 'wizard.error', description: 'wizard.edit.failed' },
      { status: 500 },
    )
  }
  return redirectWithToast(localePath(`/product/${params.id}`, requestLocale(request)), {
    type: 'success',
    title: 'wizard.edit.saved',
    description: 'wizard.edit.savedDescription',
  })
}

const notEditableText = (status: string) =>
  status === 'sold' ? 'wizard.edit.notEditableText' : 'wizard.edit.notEditableInactive'

export default function ProductEdit() {
  const page = useLoaderData<typeof loader>()
  const t = useT()
  if (page.kind === 'edit') {
    return (
      <SandPage className="pt-6 pb-10 sm:pt-10">
        <ListingWizard start={page.start} />
      </SandPage>
    )
  }
  return (
    <SandPage className="px-4 py-16 sm:py-20">
      {page.kind === 'not-found' ? (
        <NoticePanel
          icon={PackageSearch}
          title={t('product.notFound')}
          text={t('product.notFoundText')}
          actions={<ButtonLink to="/seller/dashboard">{t('product.manageListing')}</ButtonLink>}
        />
      ) : (
        <NoticePanel
          icon={Lock}
          tone="warning"
          title={t('wizard.edit.notEditable')}
          text={t(notEditableText(page.status))}
          actions={
            <>
              <ButtonLink to={`/product/${page.productId}`} variant="outline">
                {t('wizard.edit.back')}
              </ButtonLink>
              <ButtonLink to="/seller/dashboard">{t('product.manageListing')}</ButtonLink>
            </>
          }
        />
      )}
    </SandPage>
  )
}
