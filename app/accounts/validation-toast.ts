import type { MessageKey } from '~/i18n'
import type { FieldErrors } from '~/ui/form'

/** SPEC §5 pairs these validation messages with their own titles ('Name Required', …). */
const TITLE_OF: Partial<Record<MessageKey, MessageKey>> = {
  'auth.nameRequiredDescription': 'auth.nameRequired',
  'auth.emailRequiredDescription': 'auth.emailRequired',
  'auth.passwordRequiredDescription': 'auth.passwordRequired',
}

/**
 * The toast that goes with a refused form: the spec's own title for the first problem when it has
 * one, otherwise 'Please fix the errors' with that problem (or the profile form's generic line).
 */
export function validationToast(
  errors: FieldErrors,
  options: { generic?: boolean } = {},
): { title: MessageKey; description: MessageKey } {
  const first = Object.values(errors)[0] ?? 'profile.fixErrorsDescription'
  const title = TITLE_OF[first]
  if (title) return { title, description: first }
  return { title: 'profile.fixErrors', description: options.generic ? 'profile.fixErrorsDescription' : first }
}
