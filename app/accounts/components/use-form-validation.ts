import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import type { z } from 'zod'
import { useT } from '~/i18n/react'
import { type FieldErrors, validate } from '~/ui/form'
import { validationToast } from '../validation-toast'

/**
 * Client side of a form's zod schema: refuses the submit with the same messages the action would
 * send (and its toast), then re-checks on every change until the form is valid. Errors from the
 * server (a 400 reply) show until the user edits the form again.
 */
export function useFormValidation<S extends z.ZodType>(
  schema: S,
  {
    serverErrors,
    read,
    generic,
  }: {
    serverErrors?: FieldErrors
    /** Turns the form's FormData into the schema's input (default: one string per field). */
    read?: (formData: FormData) => unknown
    generic?: boolean
  } = {},
) {
  const t = useT()
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const [submitted, setSubmitted] = useState(false)

  // A new server reply replaces what the browser found.
  useEffect(() => {
    if (serverErrors) setClientErrors(null)
  }, [serverErrors])

  const check = (form: HTMLFormElement) => {
    const formData = new FormData(form)
    return validate(schema, read ? read(formData) : Object.fromEntries(formData))
  }

  return {
    errors: clientErrors ?? serverErrors ?? {},
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      const result = check(event.currentTarget)
      setSubmitted(true)
      if (result.success) {
        setClientErrors({})
        return
      }
      event.preventDefault()
      setClientErrors(result.errors)
      const { title, description } = validationToast(result.errors, { generic })
      toast.error(t(title), { description: t(description) })
    },
    onChange(event: React.FormEvent<HTMLFormElement>) {
      if (!submitted && !serverErrors) return
      const result = check(event.currentTarget)
      setClientErrors(result.success ? {} : result.errors)
    },
  }
}
