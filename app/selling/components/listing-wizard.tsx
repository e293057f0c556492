import { ArrowLeft, ArrowRight, Check, History, Home, LogIn, Rocket, Save } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { signInPath } from '~/accounts/redirect-to'
import { GRADE_MAX } from '~/catalog/condition/grades'
import { completeGrades } from '~/catalog/condition/grades-form'
import type { ImageSlot } from '~/catalog/condition/photo-slots'
import { useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { cn } from '~/ui/cn'
import type { FieldErrors } from '~/ui/form'
import { Link, useNavigate } from '~/ui/link'
import { toast } from '~/ui/toast'
import {
  isStepComplete,
  type ListingForm,
  photoSlotProblem,
  photoSlotsOfForm,
  STEP_COUNT,
  STEP_RULE_KEY,
  STEP_TITLE_KEY,
  type StepNumber,
  toListingForm,
  WIZARD_STEPS,
  withGradedCondition,
} from '../listing-form'
import { CategoryStep } from './category-step'
import { DetailsStep } from './details-step'
import { PhotosStep } from './photos-step'
import { PricingStep } from './pricing-step'
import { ReviewStep } from './review-step'
import { ShippingStep } from './shipping-step'
import { useListingPhotos } from './use-listing-photos'

export interface WizardStart {
  form: ListingForm
  step: StepNumber
  /** The draft's photos with their thumbnails and the guided slot each fills ('' for an extra). */
  photos: Array<{ key: string; cardUrl: string; slot: ImageSlot }>
  signedIn: boolean
  /** The form comes from a saved draft. */
  restored: boolean
  /** Editing this published listing (issue #11 item 5): no draft, "Save changes" at the end. */
  editing?: { productId: string } | null
}

/** What the wizard's route action answers when it does not redirect. */
export interface WizardReply {
  ok: boolean
  intent: 'save-draft' | 'publish' | 'save-changes' | null
  errors?: FieldErrors
  /** Where a refused publish sends the seller back to. */
  step?: StepNumber
}

/** The passport fields a change touches, as error keys (`specs.loft`). */
function changedSpecKeys(before: ListingForm['specs'], after: ListingForm['specs']): string[] {
  return (Object.keys(after) as Array<keyof ListingForm['specs']>)
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => `specs.${field}`)
}

/** Step 2 of a club lacks only its grades (the wizard then says so rather than the passport rule). */
function onlyGradesMissing(form: ListingForm) {
  return (
    !completeGrades(form.grades) &&
    isStepComplete(2, { ...form, grades: { head: GRADE_MAX, shaft: GRADE_MAX, grip: GRADE_MAX } })
  )
}

/**
 * A visitor's unsaved form waits in the tab's session storage while they sign in, and is picked up
 * again when they come back.
 */
const STASH_KEY = 'fairway:listing-wizard'

function readStash(): { form: ListingForm; step: StepNumber } | null {
  try {
    const text = sessionStorage.getItem(STASH_KEY)
    if (!text) return null
    sessionStorage.removeItem(STASH_KEY)
    const value = JSON.parse(text) as { form?: unknown; step?: unknown }
    const step =
      typeof value.step === 'number' && value.step >= 1 && value.step <= 5 ? (value.step as StepNumber) : 1
    return { form: toListingForm(value.form), step }
  } catch {
    return null
  }
}

/**
 * The six-step listing wizard (SPEC §2 "Listing wizard", §4 "Wizard"): Next only when the step's
 * rule holds, Previous back, Save Draft at any step, Publish Listing at the end. The form lives in
 * React state; photos upload as they are added; the route's action saves drafts and publishes.
 */
export function ListingWizard({ start }: { start: WizardStart }) {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  const [form, setForm] = useState(start.form)
  const [step, setStep] = useState<StepNumber>(start.step)
  const [errors, setErrors] = useState<FieldErrors>({})
  const draft = useFetcher<WizardReply>()
  const publish = useFetcher<WizardReply>()
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  function signInFirst() {
    try {
      sessionStorage.setItem(
        STASH_KEY,
        JSON.stringify({ form: { ...form, images: [], imageSlots: [] }, step: Math.min(step, 5) }),
      )
    } catch {
      // No session storage (private mode, quota): the visitor signs in and starts again.
    }
    toast.error(t('wizard.authRequired'), { description: t('wizard.authRequiredDescription') })
    navigate(signInPath(location.pathname + location.search))
  }

  // The guided photo slots follow the subcategory, club type and brand chosen before (issue #28).
  const photoPlan = photoSlotsOfForm(form)
  const photos = useListingPhotos({
    initial: start.photos,
    plan: photoPlan,
    signedIn: start.signedIn,
    onSignInNeeded: signInFirst,
  })
  // A club's condition follows from its grades (issue #28), wherever the form is shown or sent.
  const listing: ListingForm = withGradedCondition({ ...form, images: photos.keys, imageSlots: photos.slots })
  const slotProblem = photoSlotProblem(listing)

  // A form left behind for signing in comes back (once).
  useEffect(() => {
    const stashed = readStash()
    if (!stashed) return
    setForm((current) => ({ ...stashed.form, images: current.images, imageSlots: current.imageSlots }))
    setStep(stashed.step)
  }, [])

  // A new step takes the focus to its heading, so it is announced and the page starts at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (!moved.current) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    heading.current?.focus({ preventScroll: true })
    heading.current?.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' })
  }, [step])

  // A refused publish sends the seller to the first step with a problem.
  useEffect(() => {
    const reply = publish.data
    if (publish.state !== 'idle' || !reply || reply.ok) return
    setErrors(reply.errors ?? {})
    if (reply.step) {
      moved.current = true
      setStep(reply.step)
    }
  }, [publish.state, publish.data])

  function goTo(next: StepNumber) {
    moved.current = true
    setStep(next)
  }

  const update = (change: Partial<ListingForm>) => {
    setForm((current) => ({ ...current, ...change }))
    // An edited field's old server error no longer applies (a passport field's is `specs.<field>`).
    setErrors((current) => {
      const keys = Object.keys(change).flatMap((key) =>
        key === 'specs' && change.specs ? changedSpecKeys(form.specs, change.specs) : [key],
      )
      if (!keys.some((key) => key in current)) return current
      return Object.fromEntries(
        Object.entries(current).filter(
          ([key]) => !keys.some((changed) => key === changed || key.startsWith(`${changed}.`)),
        ),
      )
    })
  }

  const stepId = WIZARD_STEPS[step - 1]!
  const waitingForPhotos = step === 3 && photos.uploading
  const canContinue = isStepComplete(step, listing) && !waitingForPhotos
  const reachable = (target: StepNumber) =>
    Array.from({ length: target - 1 }, (_, i) => (i + 1) as StepNumber).every((s) =>
      isStepComplete(s, listing),
    )
  const rule = waitingForPhotos
    ? 'wizard.rule.uploading'
    : stepId === 'details' && listing.subcategory === 'clubs'
      ? onlyGradesMissing(listing)
        ? 'conditionGrades.rule.details'
        : 'passportWizard.rule.details'
      : stepId === 'photos' && listing.images.length && slotProblem
        ? slotProblem
        : STEP_RULE_KEY[stepId]
  const publishing = publish.state !== 'idle'
  const savingDraft = draft.state !== 'idle'
  const editing = start.editing ?? null

  function saveDraft() {
    if (!start.signedIn) return signInFirst()
    draft.submit(
      { intent: 'save-draft', step: String(step), listing: JSON.stringify(listing) },
      { method: 'post' },
    )
  }

  function publishListing() {
    if (!start.signedIn) return signInFirst()
    publish.submit(
      { intent: editing ? 'save-changes' : 'publish', listing: JSON.stringify(listing) },
      { method: 'post' },
    )
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 sm:px-6">
      <div className="flex items-center justify-between gap-3">
        <Link
          to={editing ? `/product/${editing.productId}` : '/'}
          className="inline-flex items-center gap-1.5 rounded-md font-medium text-slate-600 text-sm hover:text-brand-700"
        >
          {editing ? (
            <ArrowLeft className="size-4" aria-hidden="true" />
          ) : (
            <Home className="size-4" aria-hidden="true" />
          )}
          {editing ? t('wizard.edit.back') : t('wizard.backToHome')}
        </Link>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={saveDraft} disabled={savingDraft || publishing}>
            <Save className="size-4" aria-hidden="true" />
            {savingDraft ? t('wizard.savingDraft') : t('wizard.saveDraft')}
          </Button>
        )}
      </div>

      <header className="mt-6">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">
          {editing ? t('wizard.edit.title') : t('wizard.title')}
        </h1>
        <p className="mt-1 font-medium text-brand-700 text-sm">
          {t('wizard.stepOf', { step, steps: STEP_COUNT })}
        </p>
        <div
          role="progressbar"
          aria-label={t('wizard.progress')}
          aria-valuemin={1}
          aria-valuemax={STEP_COUNT}
          aria-valuenow={step}
          aria-valuetext={t('wizard.stepOf', { step, steps: STEP_COUNT })}
          className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
            style={{ width: `${(step / STEP_COUNT) * 100}%` }}
          />
        </div>
        <ol className="mt-4 hidden grid-cols-6 gap-2 md:grid">
          {WIZARD_STEPS.map((id, index) => {
            const n = (index + 1) as StepNumber
            const done = n < step && isStepComplete(n, listing)
            const current = n === step
            return (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => goTo(n)}
                  disabled={current || !reachable(n)}
                  aria-current={current ? 'step' : undefined}
                  className={cn(
                    'flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-xs transition',
                    current
                      ? 'font-semibold text-brand-800'
                      : 'text-slate-500 enabled:hover:bg-white enabled:hover:text-slate-800',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'grid size-6 shrink-0 place-items-center rounded-full font-semibold text-[0.7rem]',
                      current
                        ? 'bg-brand-700 text-white'
                        : done
                          ? 'bg-brand-100 text-brand-800'
                          : 'bg-white text-slate-500 ring-1 ring-slate-200',
                    )}
                  >
                    {done ? <Check className="size-3.5" strokeWidth={3} /> : n}
                  </span>
                  <span className="leading-tight">{t(STEP_TITLE_KEY[id])}</span>
                </button>
              </li>
            )
          })}
        </ol>
      </header>

      {!start.signedIn ? (
        <div className="mt-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center">
          <LogIn className="hidden size-5 shrink-0 text-amber-700 sm:block" aria-hidden="true" />
          <p className="flex-1 text-amber-900 text-sm">{t('wizard.signInNotice')}</p>
          <Link
            to={signInPath(location.pathname + location.search)}
            className="font-semibold text-amber-900 text-sm underline underline-offset-4"
          >
            {t('wizard.signIn')}
          </Link>
        </div>
      ) : editing ? (
        <p className="mt-6 flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-brand-900 text-sm">
          <History className="size-4 shrink-0" aria-hidden="true" />
          {t('wizard.edit.notice')}
        </p>
      ) : start.restored ? (
        <p className="mt-6 flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-brand-900 text-sm">
          <History className="size-4 shrink-0" aria-hidden="true" />
          {t('wizard.draftRestored')}
        </p>
      ) : null}

      <section
        aria-labelledby="wizard-step-title"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2
          id="wizard-step-title"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 font-bold text-slate-900 text-xl outline-none"
        >
          <span className="sr-only">{`${t('wizard.stepOf', { step, steps: STEP_COUNT })}: `}</span>
          {t(STEP_TITLE_KEY[stepId])}
        </h2>
        <p className="mt-1 text-slate-600">{t(`wizard.intro.${stepId}`)}</p>
        <div className="mt-6">
          {stepId === 'category' ? (
            <CategoryStep form={listing} update={update} errors={errors} />
          ) : stepId === 'details' ? (
            <DetailsStep form={listing} update={update} errors={errors} />
          ) : stepId === 'photos' ? (
            <PhotosStep
              photos={photos}
              plan={photoPlan}
              error={
                errors.images
                  ? t(errors.images)
                  : errors.imageSlots && slotProblem
                    ? t(errors.imageSlots)
                    : null
              }
            />
          ) : stepId === 'pricing' ? (
            <PricingStep form={listing} update={update} errors={errors} />
          ) : stepId === 'shipping' ? (
            <ShippingStep form={listing} update={update} errors={errors} />
          ) : (
            <ReviewStep form={listing} tiles={photos.tiles} onEdit={goTo} />
          )}
        </div>
      </section>

      <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-slate-200 border-t bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-2xl sm:border sm:bg-white sm:px-5 sm:shadow-sm">
        <div className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            onClick={() => goTo((step - 1) as StepNumber)}
            disabled={step === 1 || publishing}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('wizard.previous')}
          </Button>
          {!canContinue && rule ? (
            <p id="wizard-rule" className="hidden flex-1 text-center text-slate-500 text-sm sm:block">
              {t(rule)}
            </p>
          ) : null}
          {step < STEP_COUNT ? (
            <Button
              onClick={() => goTo((step + 1) as StepNumber)}
              disabled={!canContinue}
              aria-describedby={!canContinue && rule ? 'wizard-rule' : undefined}
            >
              {t('wizard.next')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
          ) : (
            <Button onClick={publishListing} disabled={publishing || photos.uploading}>
              {editing ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Rocket className="size-4" aria-hidden="true" />
              )}
              {editing
                ? publishing
                  ? t('wizard.edit.saving')
                  : t('wizard.edit.save')
                : publishing
                  ? t('wizard.publishing')
                  : t('wizard.publish')}
            </Button>
          )}
        </div>
        {!canContinue && rule ? (
          <p className="mt-2 text-center text-slate-500 text-xs sm:hidden">{t(rule)}</p>
        ) : null}
      </div>
    </div>
  )
}
