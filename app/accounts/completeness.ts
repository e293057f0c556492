/** The fields SPEC §4 "Profile completeness" looks at (snake_case in the database, camelCase here). */
export interface CompletenessFields {
  name?: string | null
  surname?: string | null
  email?: string | null
  areaCode?: string | null
  phoneNumber?: string | null
  userType?: string | null
}

const REQUIRED = ['name', 'surname', 'email', 'areaCode', 'phoneNumber', 'userType'] as const

/**
 * SPEC §4: a profile is complete only when name, surname, email, area code, phone number and user
 * type are all present (blank text counts as missing). No profile at all is incomplete.
 * An incomplete profile forces the user to /complete-profile.
 */
export function isProfileComplete(profile: CompletenessFields | null | undefined): boolean {
  if (!profile) return false
  return REQUIRED.every((field) => {
    const value = profile[field]
    return typeof value === 'string' && value.trim() !== ''
  })
}
