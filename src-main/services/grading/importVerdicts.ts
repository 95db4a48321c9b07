// An external judge's verdicts (collected by another tool, or a judge run elsewhere) imported as a
// judge pass of the session's run, so the calibration, the comparison of judges and the reports treat
// it like a pass run here. The file is long unit,rater,score on the session's scale (the rater column
// is the judge's sample label; a unit scored more than once is several samples); each score is put on
// the 0–1 scale a pass stores, (score − min) / (max − min). The pass names the file it came from.
import crypto from 'node:crypto'
import { MbError, defineMessages } from '../../core/messages'
import type { Actor } from '../../core/actors'
import { judgeScores, judgeStore, newJudgeId } from '../judge/judgeService'
import type { Workspace } from '../workspace'
import { readSessionScores, session } from './gradingService'

const m = defineMessages('importVerdicts', {
  empty: { zh: (p) => `${p.file} 中没有评审判定`, en: (p) => `${p.file} holds no verdicts` },
})

export function importJudgeVerdicts(ws: Workspace, sessionId: string, model: string, name: string, bytes: Buffer, actor: Actor) {
  const s = session(ws, sessionId)
  const rows = readSessionScores(ws, s, name, bytes)
  if (!rows.length) throw new MbError(m.empty({ file: name }))
  const { min, max } = s.spec.scale
  const samples = new Map<number, number>()
  const store = judgeStore(ws)
  const now = new Date()
  const digest = crypto.createHash('sha256').update(bytes).digest('hex')
  let judgeId = ''
  ws.runs.store.db.transaction(() => {
    const verdicts = rows.map((r) => {
      const sample = samples.get(r.seq) ?? 0
      samples.set(r.seq, sample + 1)
      return { r, sample }
    })
    const spec = { endpoint: { urls: [], model }, template: 'import', samples: Math.max(...samples.values()), imported: { file: name, sha256: digest, scale: s.spec.scale } }
    const judge = store.create({ id: newJudgeId(now), runId: s.runId, author: actor.name, spec, now: now.toISOString() })
    judgeId = judge.id
    for (const { r, sample } of verdicts) {
      store.put(judge.id, {
        seq: r.seq,
        sample,
        itemId: r.itemId,
        mode: 'overall',
        status: 'ok',
        verdict: { overall: r.score, rater: r.rater },
        score: (r.score - min) / (max - min),
        raw: `${name}:${r.line}`,
        problem: null,
        attempts: 1,
        latencyMs: null,
        promptTokens: null,
        completionTokens: null,
        createdAt: now.toISOString(),
      })
    }
    store.setStatus(judge.id, 'completed', null, now.toISOString())
  })()
  const scored = judgeScores(ws, s.runId, judgeId)
  return { judge: judgeId, model, verdicts: rows.length, answers: scored.bySeq.size, samples: scored.samples }
}
