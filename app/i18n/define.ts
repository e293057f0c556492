/**
 * A message module holds one domain's texts in both languages. The Spanish table must have exactly
 * the English keys: a missing key is a type error here, an extra one an excess-property error, and
 * tests/unit/i18n.test.ts checks the same at run time.
 */
export function defineMessages<const En extends Record<string, string>>(
  en: En,
  es: { [K in keyof En]: string },
) {
  return { en, es }
}
