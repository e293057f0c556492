import type { z } from 'zod'
import { isMessageKey, type MessageKey } from '~/i18n'

/** One message key per invalid field (the first problem found), keyed by the field's name. */
export type FieldErrors = Record<string, MessageKey>

export type Validation<T> = { success: true; data: T } | { success: false; errors: FieldErrors }

/**
 * Runs a form's zod schema (whose messages are dictionary keys) and keeps the first message per
 * field, so the client and the action show the same texts. An issue without a path belongs to `form`.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(input)
  if (result.success) return { success: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'form'
    if (errors[field]) continue
    errors[field] = isMessageKey(issue.message) ? issue.message : 'error.badRequest'
  }
  return { success: false, errors }
}

/** A dictionary key checked at compile time, for zod messages: `z.string().min(1, key('…'))`. */
export const key = (messageKey: MessageKey) => messageKey

/**
 * The text fields of a submitted form as plain strings, to send back with a 400 so that nothing the
 * user typed is lost. Secrets (passwords) are never echoed: list only the fields to keep.
 */
export function typedValues<F extends string>(formData: FormData, fields: readonly F[]): Record<F, string> {
  const values = {} as Record<F, string>
  for (const field of fields) {
    const value = formData.get(field)
    values[field] = typeof value === 'string' ? value : ''
  }
  return values
}
