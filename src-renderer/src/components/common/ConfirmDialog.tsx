// Asks before work would be lost. In-app rather than window.confirm so it speaks the user's language
// and is keyboard-operable like everything else.
import { Modal } from './Modal'

interface Props {
  title: string
  body: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmDialog({ title, body, confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      role="alertdialog"
      width={440}
      testId="confirm-dialog"
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} data-testid="confirm-yes">
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{body}</p>
    </Modal>
  )
}
