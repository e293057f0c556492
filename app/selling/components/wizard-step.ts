import type { FieldErrors } from '~/ui/form'
import type { ListingForm } from '../listing-form'

/** What every wizard step receives: the form, a way to change it, and errors from a refused publish. */
export interface StepProps {
  form: ListingForm
  update: (change: Partial<ListingForm>) => void
  errors: FieldErrors
}
