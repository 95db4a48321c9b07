// A report as one self-contained HTML file: no script, no network, opens from a USB stick. Charts are
// inline SVG (bars with their 95% interval); every text from the run is escaped.
import type { ReadingSection } from './readingSection'

export interface HtmlCell {
  score: number | null
  ci_low: number | null
  ci_high: number | null
  n: number
}

export interface HtmlReport {
  run: string
  status: string
  n_items: number
  n_tasks: number
  n_responses: number
  n_errors: number
  n_unanswered: number
  overall: HtmlCell
  by_dimension: Record<string, HtmlCell>
  by_specialty: Record<string, HtmlCell>
  by_task: Record<string, HtmlCell>
  position_prior: Record<string, number>
  errors_by_class: Record<string, number>
  latency_ms: { p50: number | null; p90: number | null; p99: number | null }
  lexical: { n_items: number; rouge_l: number | null; note: string }
  judge?: { id: string; model: string; template: string; samples: number; n_items: number; n_responses_judged: number; n_responses_unjudged: number }
  calibration?: { id: string; method: string; session: string; n: number; mae_raw: number; mae_calibrated: number }
  dynamic?: Record<string, number | null>
  reading?: Omit<ReadingSection, 'reader' | 'note'>
  manifest: { app: string; created_at: string; endpoint: { model: string; urls: string[] }; seed: number }
  signature?: { key_id: string }
}

const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
const fmt = (x: number | null | undefined, d = 1) => (x === null || x === undefined ? '—' : x.toFixed(d))

function bars(title: string, cells: Record<string, HtmlCell>): string {
  const rows = Object.entries(cells).sort((a, b) => (b[1].score ?? -1) - (a[1].score ?? -1))
  if (rows.length === 0) return ''
  const h = 22
  const w = 420
  const left = 200
  const svg = rows
    .map(([name, c], i) => {
      const y = i * h
      const x = (v: number | null) => left + ((v ?? 0) / 100) * w
      const ci = c.ci_low !== null && c.ci_high !== null ? `<line x1="${x(c.ci_low)}" x2="${x(c.ci_high)}" y1="${y + 10}" y2="${y + 10}" stroke="#222" stroke-width="1.5"/>` : ''
      return `<text x="${left - 6}" y="${y + 14}" text-anchor="end">${esc(name)}</text><rect x="${left}" y="${y + 3}" width="${x(c.score) - left}" height="14" fill="#4a7fb5"/>${ci}<text x="${left + w + 6}" y="${y + 14}">${fmt(c.score)} [${fmt(c.ci_low)}, ${fmt(c.ci_high)}] n=${c.n}</text>`
    })
    .join('')
  return `<h2>${esc(title)}</h2><svg width="${left + w + 220}" height="${rows.length * h + 4}" font-size="12" font-family="sans-serif">${svg}</svg>`
}

export function reportHtml(r: HtmlReport): string {
  const prior = Object.entries(r.position_prior)
    .map(([l, s]) => `<tr><td>${esc(l)}</td><td>${fmt(100 * s)}%</td></tr>`)
    .join('')
  const errors = Object.entries(r.errors_by_class)
    .map(([k, n]) => `<tr><td>${esc(k)}</td><td>${n}</td></tr>`)
    .join('')
  const dyn = r.dynamic
    ? `<h2>动态评测 Dynamic evaluation</h2><table>${Object.entries(r.dynamic)
        .map(([k, v]) => `<tr><td>${esc(k)}</td><td>${v === null ? '—' : k.startsWith('n_') ? v : fmt(100 * v) + '%'}</td></tr>`)
        .join('')}</table>`
    : ''
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>MedBench 评测报告 ${esc(r.run)}</title><style>body{font-family:"Noto Sans CJK SC",sans-serif;margin:24px;color:#222}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:3px 8px;text-align:left}.big{font-size:28px}</style></head><body>
<h1>MedBench 评测报告 · Run ${esc(r.run)}</h1>
<p>模型 Model: <b>${esc(r.manifest.endpoint.model)}</b> · ${esc(r.manifest.endpoint.urls.join(', '))} · 种子 seed ${esc(r.manifest.seed)} · ${esc(r.manifest.app)} · ${esc(r.manifest.created_at)} · 状态 ${esc(r.status)}</p>
<p class="big">总分 Overall: ${fmt(r.overall.score)} <small>[${fmt(r.overall.ci_low)}, ${fmt(r.overall.ci_high)}] · n=${r.overall.n}</small></p>
<table><tr><th>题目 items</th><th>请求 requests</th><th>已回答 responses</th><th>失败 failed</th><th>未回答 unanswered</th></tr>
<tr><td>${r.n_items}</td><td>${r.n_tasks}</td><td>${r.n_responses}</td><td>${r.n_errors}</td><td>${r.n_unanswered}</td></tr></table>
<p>失败和未回答的请求计 0 分。Failed and unanswered requests count as 0.</p>
${readingHtml(r.reading)}
${bars('维度 Dimensions', r.by_dimension)}${bars('专科 Specialties', r.by_specialty)}${bars('任务 Tasks', r.by_task)}${dyn}
<h2>选项位置偏好 Position prior</h2><table>${prior || '<tr><td>—</td></tr>'}</table>
${r.judge ? `<h2>评审模型 Judge</h2><p>${esc(r.judge.id)} · ${esc(r.judge.model)} · ${esc(r.judge.template)} · ${r.judge.samples} sample(s): ${r.judge.n_items} open items scored, ${r.judge.n_responses_judged} answers judged, ${r.judge.n_responses_unjudged} without a readable verdict (left out of their item's mean)</p>` : ''}
${r.calibration ? `<p>校准 Calibration ${esc(r.calibration.id)} (${esc(r.calibration.method)}, ${r.calibration.n} graded answers of session ${esc(r.calibration.session)}; cross-fitted MAE ${fmt(r.calibration.mae_raw, 3)} → ${fmt(r.calibration.mae_calibrated, 3)}) applied to the judge's scores; intervals widened by its own uncertainty.</p>` : ''}
<h2>开放题（未评审）Open answers, not yet judged</h2><p>${r.lexical.n_items} items · ROUGE-L ${fmt(r.lexical.rouge_l)} — ${esc(r.lexical.note)}</p>
<h2>错误 Errors</h2><table>${errors || '<tr><td>—</td></tr>'}</table>
<p>延迟 Latency p50 ${fmt(r.latency_ms.p50, 0)} ms · p90 ${fmt(r.latency_ms.p90, 0)} ms · p99 ${fmt(r.latency_ms.p99, 0)} ms</p>
<p>签名 Signed by key ${esc(r.signature?.key_id ?? '—')} (verify the JSON report with <code>medbench verify</code>).</p>
</body></html>`
}

/** How the choice answers were read, and the overall score if the inferred ones counted as no answer. */
function readingHtml(g: HtmlReport['reading']): string {
  if (!g) return ''
  return `<h2>答案读取 How answers were read</h2><table><tr><th>选择题回答 choice answers</th><th>明确作答 stated</th><th>推断读取 inferred</th><th>其中判对 of them right</th><th>未作答 no answer</th></tr>
<tr><td>${g.n_answers}</td><td>${g.n_stated}</td><td>${g.n_inferred}</td><td>${g.n_inferred_correct}</td><td>${g.n_no_answer}</td></tr></table>
<p>推断读取：输出中没有明确的作答句，答案由开头字母、选项原文、逐项判断或最后提到的字母推断。若推断读取的答案都不计分，总分为 ${fmt(g.overall_if_inferred_wrong)}。Inferred: the output states no answer; it was read from an opening letter, an option's text, per-option verdicts or the last letter named. If no inferred answer counted, the overall score would be ${fmt(g.overall_if_inferred_wrong)}.</p>${checkHtml(g.check)}`
}

/** A reading check: how an LLM judge's readings of the doubtful answers compare with the reader's. */
function checkHtml(c: ReadingSection['check']): string {
  if (!c) return ''
  return `<h3>答案读取复核 Reading check</h3><p>评审 Judge ${esc(c.judge)} · ${esc(c.model)} · ${esc(c.template)}</p>
<table><tr><th>复核 checked</th><th>一致 same</th><th>评审读出、规则未读出 found (right)</th><th>规则读出、评审认为未作答 dropped (were right)</th><th>字母不同 other letters</th><th>未复核 not checked</th></tr>
<tr><td>${c.n_checked}</td><td>${c.n_agree}</td><td>${c.n_found} (${c.n_found_correct})</td><td>${c.n_dropped} (${c.n_dropped_correct})</td><td>${c.n_changed}</td><td>${c.n_unchecked}</td></tr></table>
<p>以评审的读取代替规则读取时，总分为 ${fmt(c.overall_with_check)}；上面的分数仍按规则读取计。With the judge's readings in place of the reader's, the overall score would be ${fmt(c.overall_with_check)}; the scores above are the reader's.</p>`
}
