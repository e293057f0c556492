import { useState } from 'react'
import { useT } from '~/i18n/react'
import { Input } from '~/ui/field'
import { Icon } from '~/ui/icon'

/** A password field with a show/hide toggle (SPEC §2 "/auth"). */
export function PasswordInput(props: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const t = useT()
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-11" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-500 hover:text-slate-800"
      >
        {visible ? <Icon name="eye-off" className="size-5" /> : <Icon name="eye" className="size-5" />}
      </button>
    </div>
  )
}
