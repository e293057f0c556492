import { useEffect, useState } from 'react'
import type { z } from 'zod'
import { useT } from '~/i18n/react'
import { type FieldErrors, validate } from '~/ui/form'
import { toast } from '~/ui/toast'
import { validationToast } from '../validation-toast'

/**
 * Client side of a form's zod schema: refuses the submit with the same messages the action would
 * send (and its toast), then re-checks on every change until the form is valid. Errors from the
 * server (a 400 reply) show until the user edits the form again.
 *
 * The schema, and zod with it (about 25 KB gzip), loads after hydration rather than with the page
 * (issue #17): `loadSchema` is a module-level `() => import(...)`. A form submitted before it has
 * arrived goes to the server, whose action checks the same schema and answers the same messages.
 */
export function useFormValidation<S extends z.ZodType>(
  loadSchema: () => Promise<S>,
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
  const [schema, setSchema] = useState<S | null>(null)

  useEffect(() => {
    let current = true
    loadSchema().then(
      (loaded) => {
        if (current) setSchema(loaded)
      },
      // Offline or a new deployment: the server still checks every submit.
      () => {},
    )
    return () => {
      current = false
    }
  }, [loadSchema])

  // A new server reply replaces what the browser found.
  useEffect(() => {
    if (serverErrors) setClientErrors(null)
  }, [serverErrors])

  /** The form checked, or null while the schema is still loading. */
  const check = (form: HTMLFormElement) => {
    if (!schema) return null
    const formData = new FormData(form)
    return validate(schema, read ? read(formData) : Object.fromEntries(formData))
  }

  return {
    errors: clientErrors ?? serverErrors ?? {},
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      const result = check(event.currentTarget)
      setSubmitted(true)
      if (!result || result.success) {
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
      if (result) setClientErrors(result.success ? {} : result.errors)
    },
  }
}
