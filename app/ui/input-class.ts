/**
 * The look of a text box, select or text area. Its own module: browse's filters and toolbar need
 * only this string, not field.tsx's components (a shared chunk browse would load first).
 */
export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 aria-invalid:border-red-500 aria-invalid:ring-red-500/20'
