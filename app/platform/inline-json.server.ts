/**
 * A value as JSON that can sit inside an inline `<script>` (a data block or a script's literal):
 * `<` is escaped, so that no value can end the element or open a comment.
 */
export function inlineScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
