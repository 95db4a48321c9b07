// Threaded comments on an item (review.comment.list / review.comment.add). What the operations return
// is already filtered by the blindness rule: a reviewer's comment made in an open round is hidden from
// the other reviewers like a decision, and authors show as "Reviewer n" where names are withheld.
import { useEffect, useState } from 'react'
import { call } from '../../api'
import type { OpOutput } from '../../api'
import { toUiError } from '../../errors'
import type { UiError } from '../../errors'
import { useLang, useT } from '../../i18n'
import { fmtTime } from '../../format'
import { ErrorLine } from '../common/ErrorLine'

type Comment = OpOutput<'review.comment.list'>['comments'][number]

function authorName(c: Comment, lang: 'zh' | 'en', me: string): string {
  if (c.author.kind === 'pseudonym') return c.author.label[lang]
  if (c.author.kind === 'self') return me
  return c.author.id
}

export function ItemComments({ itemId }: { itemId: string }) {
  const t = useT()
  const lang = useLang()
  const [comments, setComments] = useState<Comment[] | null>(null)
  const [body, setBody] = useState('')
  const [replyTo, setReplyTo] = useState<number | null>(null)
  const [error, setError] = useState<UiError | null>(null)
  const [busy, setBusy] = useState(false)

  const load = () =>
    call('review.comment.list', { itemId }).then(
      (r) => (setComments(r.comments), setError(null)),
      (e) => setError(toUiError(e)),
    )
  useEffect(() => {
    setComments(null)
    setReplyTo(null)
    void load()
  }, [itemId])

  const add = async () => {
    if (body.trim() === '' || busy) return
    setBusy(true)
    try {
      await call('review.comment.add', { itemId, body: body.trim(), ...(replyTo !== null ? { parentId: replyTo } : {}) })
      setBody('')
      setReplyTo(null)
      await load()
    } catch (e) {
      setError(toUiError(e))
    }
    setBusy(false)
  }

  const roots = (comments ?? []).filter((c) => c.parentId === null)
  const replies = (id: number) => (comments ?? []).filter((c) => c.parentId === id)
  const one = (c: Comment, depth: number) => (
    <li key={c.id} className={depth > 0 ? 'comment reply' : 'comment'} data-testid="review-comment-row" data-id={c.id}>
      <div className="comment-head">
        <strong>{authorName(c, lang, t('commentMe'))}</strong> <span className="muted small">{fmtTime(c.createdAt, lang)}</span>
        {depth === 0 && (
          <button type="button" className="btn btn-small btn-quiet" onClick={() => setReplyTo(c.id)} data-testid="review-comment-reply">
            {t('commentReply')}
          </button>
        )}
      </div>
      <p className="comment-body">{c.body}</p>
      {replies(c.id).length > 0 && <ul>{replies(c.id).map((r) => one(r, depth + 1))}</ul>}
    </li>
  )

  return (
    <section className="review-comments" data-testid="review-comments" data-n={comments?.length ?? 0}>
      <h4>{t('commentsTitle', { n: comments?.length ?? 0 })}</h4>
      <ErrorLine error={error} />
      {comments && comments.length > 0 && <ul className="comment-list">{roots.map((c) => one(c, 0))}</ul>}
      <div className="comment-new">
        {replyTo !== null && (
          <span className="muted small">
            {t('commentReplying', { id: replyTo })}{' '}
            <button type="button" className="btn btn-small btn-quiet" onClick={() => setReplyTo(null)}>
              ×
            </button>
          </span>
        )}
        <textarea
          rows={2}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          placeholder={t('commentPlaceholder')}
          aria-label={t('commentPlaceholder')}
          data-testid="review-comment-input"
        />
        <button type="button" className="btn btn-small" disabled={busy || body.trim() === ''} onClick={() => void add()} data-testid="review-comment-add">
          {t('commentAdd')}
        </button>
      </div>
    </section>
  )
}
