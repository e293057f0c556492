/**
 * What a visitor chooses before the page has hydrated is kept (issue #26 item 7).
 *
 * A page is usable as soon as it is painted, but its scripts arrive later (after the first paint:
 * app/platform/page-head.server.ts), and on a slow phone a tap often comes first. The browser
 * then checks the radio button or the box, or takes the text, while React knows nothing of it:
 * React state still holds the server's value, a controlled input is set back to it at its next
 * render (the wizard's category "un-ticks" itself and Next stays disabled), and an uncontrolled one
 * keeps the tick but nothing happens (a browse filter that shows ticked but never applies).
 *
 * So every page starts with a tiny inline script (EARLY_INPUT_RECORDER, in the document's head)
 * that notes each form control the visitor changes, with its value at that moment, until the page
 * has hydrated. Once it has (replayEarlyInput, from the root's first effect), each noted change is
 * made again on the hydrated page as the visitor would have made it: a radio button or checkbox is
 * clicked, a select or text field gets its value and an input/change event, so that the page's own
 * handlers (onChange, the filter form's onChange, ...) run exactly as for a tap after hydration.
 * Buttons and links are not replayed: submit buttons and links work without scripts (the forms
 * are real forms), and a disabled Next stays disabled until its step is complete.
 */

/** The page global the recorder fills; `done` once the page has taken the changes over. */
const QUEUE = '__fmEarlyInput'

interface EarlyChange {
  element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  checked: boolean
  value: string
}

type EarlyQueue = EarlyChange[] & { done?: boolean }

declare global {
  interface Window {
    [QUEUE]?: EarlyQueue
  }
}

/**
 * The recorder, as the text of an inline classic script: listens (capturing, on the document) to
 * `input` and `change` of inputs, selects and text areas, and notes the control with its state.
 * Kept in ES5 and tiny; it runs before any module.
 */
export const EARLY_INPUT_RECORDER =
  `(function(w,d){if(w.${QUEUE})return;var q=w.${QUEUE}=[];function note(e){var t=e.target;` +
  'if(q.done||!t||!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)||t.type==="file")return;' +
  'q.push({element:t,checked:!!t.checked,value:String(t.value)})}' +
  'd.addEventListener("input",note,true);d.addEventListener("change",note,true)})(window,document)'

/** React's props are on an element once it has hydrated (a lazy part hydrates later). */
function isHydrated(element: Element) {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'))
}

/**
 * Sets a property through the element itself (where React keeps its note of the last value it
 * saw), so that the change made next is one React notices.
 */
function setSeen<K extends 'checked' | 'value'>(
  element: HTMLInputElement | HTMLTextAreaElement,
  key: K,
  value: HTMLInputElement[K],
) {
  ;(element as HTMLInputElement)[key] = value
}

/** Sets a value without React seeing it (the prototype's setter), as typing does. */
function setUnseen(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set
  if (setter) setter.call(element, value)
  else element.value = value
}

/** Makes one noted change again, as the visitor made it. */
function replay({ element, checked, value }: EarlyChange) {
  if (element instanceof HTMLSelectElement) {
    setUnseen(element, value)
    element.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')) {
    if (element.disabled) return
    // A radio button is only ever chosen; a checkbox is left as the visitor left it.
    setSeen(element, 'checked', !checked)
    element.click()
    return
  }
  setSeen(element, 'value', value === '' ? ' ' : '')
  setUnseen(element, value)
  element.dispatchEvent(new Event('input', { bubbles: true }))
}

/** The last change of each control (of each radio group: the button last chosen), oldest first. */
function lastChanges(queue: EarlyChange[]) {
  const last = new Map<unknown, EarlyChange>()
  for (const change of queue) {
    const { element } = change
    const radio = element instanceof HTMLInputElement && element.type === 'radio'
    if (radio && !change.checked) continue
    // A radio group is its name within its form (or outside any form).
    const key =
      radio && element.name
        ? `${[...document.forms].indexOf(element.form as HTMLFormElement)}:${element.name}`
        : element
    last.delete(key)
    last.set(key, change)
  }
  return [...last.values()]
}

const RETRY_MS = 100
const RETRIES = 50

/**
 * Hands what the visitor changed before hydration to the hydrated page (see above). Called once,
 * from the root's first effect; a control whose part of the page hydrates later is retried for a
 * few seconds.
 */
export function replayEarlyInput() {
  const queue = window[QUEUE]
  if (!queue || queue.done) return
  queue.done = true
  let pending = lastChanges(queue.splice(0))
  let tries = 0
  const run = () => {
    const later: EarlyChange[] = []
    for (const change of pending) {
      if (!change.element.isConnected) continue
      if (isHydrated(change.element)) replay(change)
      else later.push(change)
    }
    pending = later
    if (pending.length > 0 && tries++ < RETRIES) setTimeout(run, RETRY_MS)
  }
  run()
}
