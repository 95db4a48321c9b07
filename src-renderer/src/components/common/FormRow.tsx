// One labelled row of a form: the label (tied to its field when `htmlFor` names one) and the field.
import type { ReactNode } from 'react'

export function FormRow({ label, htmlFor, fieldClass, testId, children }: { label: ReactNode; htmlFor?: string; fieldClass?: string; testId?: string; children: ReactNode }) {
  return (
    <div className="form-row">
      {htmlFor ? (
        <label className="form-label" htmlFor={htmlFor}>
          {label}
        </label>
      ) : (
        <span className="form-label">{label}</span>
      )}
      <div className={fieldClass ? `form-field ${fieldClass}` : 'form-field'} data-testid={testId}>
        {children}
      </div>
    </div>
  )
}
