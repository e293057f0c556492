import { useId } from 'react'
import { useFetcher } from 'react-router'
import { useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { Dialog, DialogClose } from '~/ui/dialog'
import { useLocalePath } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import type { OfferTarget } from './make-offer-button'

/**
 * The offer dialog of the product page (loaded on demand by MakeOfferButton). The form posts to
 * /messages, which opens (or finds) the conversation about the listing, makes the offer there with
 * the same rules as the thread's offer form, and goes to the conversation; a refusal (too low, one
 * already open, too many) is shown here, under the field.
 */
export default function OfferDialog({ target, onClose }: { target: OfferTarget; onClose: () => void }) {
  const t = useT()
  const localize = useLocalePath()
  const fetcher = useFetcher<{ error?: string }>()
  const fieldId = useId()
  const hintId = useId()
  const errorId = useId()
  const sending = fetcher.state !== 'idle'
  const error = fetcher.state === 'idle' ? fetcher.data?.error : undefined
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={t('phone.offer.title')}
      description={t('phone.offer.intro', { name: target.name })}
    >
      <fetcher.Form
        method="post"
        action={localize('/messages')}
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          // A second press while sending is ignored (the button keeps the focus: aria-disabled).
          if (sending) event.preventDefault()
        }}
      >
        <input type="hidden" name="productId" value={target.productId} />
        <div>
          <label htmlFor={fieldId} className="block font-medium text-slate-900 text-sm">
            {t('phone.offer.amount')}
          </label>
          <input
            id={fieldId}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            required
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            className="mt-1 h-12 w-full rounded-lg border border-slate-300 px-3 text-lg focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            data-testid="offer-amount-input"
          />
          <p id={hintId} className="mt-1 text-slate-500 text-sm">
            {t('phone.offer.bounds', { min: formatEuros(target.min), max: formatEuros(target.max) })}
          </p>
          {error ? (
            <p id={errorId} role="alert" className="mt-1 text-red-700 text-sm">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">{t('phone.offer.cancel')}</Button>
          </DialogClose>
          <Button type="submit" aria-disabled={sending || undefined} aria-busy={sending || undefined}>
            {sending ? t('phone.offer.sending') : t('phone.offer.send')}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  )
}
