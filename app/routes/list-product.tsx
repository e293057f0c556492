import { data, useLoaderData } from 'react-router'
import { SandPage } from '~/accounts/components/sand-page'
import { getAccountProfile } from '~/accounts/profiles.server'
import { signInPath } from '~/accounts/redirect-to'
import { getViewer } from '~/accounts/viewer.server'
import { EXTRA_PHOTO } from '~/catalog/condition/photo-slots'
import { cardKeyOf } from '~/catalog/image-keys'
import { isSubcategory } from '~/catalog/taxonomy'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { log } from '~/platform/log.server'
import { parseFormBody, readBodyWithLimit } from '~/platform/request-body.server'
import { storage } from '~/platform/storage.server'
import { dataWithToast, redirectWithToast } from '~/platform/toast.server'
import { ListingWizard, type WizardReply, type WizardStart } from '~/selling/components/listing-wizard'
import { loadDraft, saveDraft } from '~/selling/drafts.server'
import {
  EMPTY_LISTING_FORM,
  firstIncompleteStep,
  isStepNumber,
  listingSchema,
  MAX_LISTING_FORM_BYTES,
  readListingField,
  type StepNumber,
  stepOfErrors,
  toListingForm,
} from '~/selling/listing-form'
import { ListingRateLimitedError, ListingRefusedError, publishListings } from '~/selling/listings.server'
import { openPhotoKeys } from '~/selling/photos.server'
import type { FieldErrors } from '~/ui/form'
import { validate } from '~/ui/form'
import type { Route } from './+types/list-product'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'wizard.title', description: 'wizard.metaDescription' })

/**
 * The listing wizard, at /list-product (optionally ?category=<subcategory>) and /product-listing.
 * Anyone may open it; uploading, saving a draft and publishing need a signed-in user (SPEC §6).
 * A saved draft is restored at the step it was saved on (never past a step whose rule fails).
 */
export async function loader({ request }: Route.LoaderArgs): Promise<WizardStart> {
  const viewer = await getViewer(request)
  const [draft, account] = viewer
    ? await Promise.all([loadDraft(viewer.id), getAccountProfile(viewer.id)])
    : [null, null]
  let form = draft?.form ?? { ...EMPTY_LISTING_FORM }
  if (!draft) {
    const category = new URL(request.url).searchParams.get('category')
    if (isSubcategory(category)) form = { ...form, subcategory: category }
  }
  // Photos uploaded earlier and not published (a tab closed before saving) come back: they count
  // towards the 8 (app/selling/photos.server.ts), so the seller must be able to see and remove them.
  if (viewer) {
    const unpublished = (await openPhotoKeys(viewer.id)).filter((key) => !form.images.includes(key))
    if (unpublished.length) {
      form = {
        ...form,
        images: [...form.images, ...unpublished],
        imageSlots: [...form.imageSlots, ...unpublished.map(() => EXTRA_PHOTO)],
      }
    }
  }
  // The seller's city is the likely location of the item.
  if (!form.location && account?.profile?.city) form = { ...form, location: account.profile.city }
  const step: StepNumber = draft ? (Math.min(draft.step, firstIncompleteStep(draft.form)) as StepNumber) : 1
  return {
    form,
    step,
    photos: form.images.map((key, index) => ({
      key,
      cardUrl: storage().publicUrl(cardKeyOf(key)),
      slot: form.imageSlots[index] ?? EXTRA_PHOTO,
    })),
    signedIn: Boolean(viewer),
    restored: Boolean(draft),
  }
}

/** Intents: `save-draft` (upsert the user's draft) and `publish` (create the listing). */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await getViewer(request)
  if (!viewer) {
    return redirectWithToast(localePath(signInPath(new URL(request.url).pathname), requestLocale(request)), {
      type: 'error',
      title: 'wizard.authRequired',
      description: 'wizard.authRequiredDescription',
    })
  }
  const body = await readBodyWithLimit(request, MAX_LISTING_FORM_BYTES)
  const formData = body ? await parseFormBody(body, request.headers.get('content-type')) : null
  if (!formData) return data<WizardReply>({ ok: false, intent: null }, { status: body ? 400 : 413 })
  const intent = formData.get('intent')
  const listing = readListingField(formData)

  if (intent === 'save-draft') {
    const stepValue = Number(formData.get('step'))
    try {
      await saveDraft(viewer.id, toListingForm(listing), isStepNumber(stepValue) ? stepValue : 1)
    } catch (error) {
      log.error('draft.save_failed', { error, userId: viewer.id })
      return dataWithToast<WizardReply>(
        { ok: false, intent },
        { type: 'error', title: 'wizard.error', description: 'wizard.draftFailed' },
        { status: 500 },
      )
    }
    return dataWithToast<WizardReply>(
      { ok: true, intent },
      { type: 'success', title: 'wizard.draftSaved', description: 'wizard.draftSavedDescription' },
    )
  }

  if (intent !== 'publish') return data<WizardReply>({ ok: false, intent: null }, { status: 400 })
  const refuse = (errors: FieldErrors) =>
    dataWithToast<WizardReply>(
      { ok: false, intent, errors, step: stepOfErrors(errors) },
      {
        type: 'error',
        title: 'wizard.error',
        description: Object.values(errors)[0] ?? 'wizard.publishFailed',
      },
      { status: 400 },
    )
  const input = validate(listingSchema, listing)
  if (!input.success) return refuse(input.errors)
  let productIds: string[]
  try {
    productIds = await publishListings(viewer.id, input.data)
  } catch (error) {
    if (error instanceof ListingRefusedError) return refuse(error.errors)
    if (error instanceof ListingRateLimitedError) {
      return dataWithToast<WizardReply>(
        { ok: false, intent },
        {
          type: 'error',
          title: 'wizard.error',
          description: 'listing.tooManyPublished',
          values: { minutes: Math.max(1, Math.ceil(error.retryAfter / 60)) },
        },
        { status: 429, headers: { 'Retry-After': String(error.retryAfter) } },
      )
    }
    log.error('listing.publish_failed', { error, userId: viewer.id })
    return dataWithToast<WizardReply>(
      { ok: false, intent },
      { type: 'error', title: 'wizard.error', description: 'wizard.publishFailed' },
      { status: 500 },
    )
  }
  // A set split into single clubs (issue #30 item 4): the seller's listings show them all.
  if (productIds.length > 1) {
    return redirectWithToast(localePath('/seller/dashboard', requestLocale(request)), {
      type: 'success',
      title: 'wanted.split.published',
      description: 'wanted.split.publishedText',
      values: { count: productIds.length },
    })
  }
  return redirectWithToast(localePath(`/product/${productIds[0]}`, requestLocale(request)), {
    type: 'success',
    title: 'wizard.published',
    description: 'wizard.publishedDescription',
  })
}

export default function ListProduct() {
  const start = useLoaderData<typeof loader>()
  return (
    <SandPage className="pt-6 pb-10 sm:pt-10">
      <ListingWizard start={start} />
    </SandPage>
  )
}
