// Generates a MedBench-v4-scale item file (700,000 choice items) from real Chinese medical text:
// stems and options are drawn from CMExam and CMMLU and recombined with clinical case openings, so the
// character distribution and lengths match a real bank. Seeded: the same file every run.
import fs from 'node:fs'
import path from 'node:path'
import { createRng } from '../src-main/core/rng'

const DIMENSIONS = ['knowledge_qa', 'understanding', 'generation', 'reasoning', 'safety_ethics']
const SPECIALTIES = ['内科学', '外科学', '妇产科学', '儿科学', '神经病学', '精神病学', '皮肤性病学', '眼科学', '耳鼻咽喉科学', '口腔医学', '中医学', '预防医学', '医学影像学', '临床检验诊断学', '护理学', '药学', '麻醉学', '急诊医学', '康复医学', '肿瘤学', '感染病学', '全科医学', '基础医学', '医学伦理学']
const OPENINGS = ['患者，男，', '患者，女，', '女性，', '男性，', '患儿，', '某患者，']
const COMPLAINTS = ['反复咳嗽、咳痰', '上腹部疼痛', '胸闷、气短', '发热伴头痛', '乏力、食欲减退', '心悸', '腰痛伴血尿', '皮肤瘙痒', '视物模糊', '关节肿痛', '头晕', '呕吐、腹泻']

interface SourceItem {
  stem: string
  options: string[]
}

function loadPool(sharedData: string): SourceItem[] {
  const pool: SourceItem[] = []
  for (const line of fs.readFileSync(path.join(sharedData, 'cmexam/cmexam_val_sample2000.jsonl'), 'utf8').split('\n')) {
    if (!line.trim()) continue
    const r = JSON.parse(line) as { Question: string; Options: string }
    const options = r.Options.split(/\\n|\n/).map((o) => o.replace(/^[A-E]\s*/, ''))
    if (options.length === 5) pool.push({ stem: r.Question, options })
  }
  for (const line of fs.readFileSync(path.join(sharedData, 'cmmlu_medical/cmmlu_medical_test.jsonl'), 'utf8').split('\n')) {
    if (!line.trim()) continue
    const r = JSON.parse(line) as Record<string, string>
    pool.push({ stem: r.Question, options: [r.A, r.B, r.C, r.D] })
  }
  return pool
}

export function generateBank(sharedData: string, out: string, count: number, seed = 20240601): { file: string; bytes: number } {
  const pool = loadPool(sharedData)
  const rng = createRng(seed)
  const pick = <T>(a: T[]) => a[Math.floor(rng.next() * a.length)]
  const fd = fs.openSync(out, 'w')
  let buf = ''
  let bytes = 0
  for (let i = 0; i < count; i++) {
    const base = pool[i % pool.length]
    // Every item past the first pass gets a case opening, so no two stems are identical.
    const stem =
      i < pool.length
        ? base.stem
        : `${pick(OPENINGS)}${20 + Math.floor(rng.next() * 60)}岁。${pick(COMPLAINTS)}${1 + Math.floor(rng.next() * 14)}天。${base.stem}`
    // Options come from another real item one time in four, shuffled either way.
    const source = rng.next() < 0.25 ? pick(pool) : base
    const options = [...source.options].sort(() => rng.next() - 0.5)
    const letters = options.map((_, k) => String.fromCharCode(65 + k))
    const rec: Record<string, unknown> = {
      id: `gen:${i}`,
      stem,
      answer: letters[Math.floor(rng.next() * letters.length)],
      type: 'single_choice',
      dimension: DIMENSIONS[i % DIMENSIONS.length],
      specialty: pick(SPECIALTIES),
      task: `Task${i % 40}`,
    }
    letters.forEach((l, k) => (rec[l] = options[k]))
    buf += JSON.stringify(rec) + '\n'
    if (buf.length > 1 << 20) {
      bytes += fs.writeSync(fd, buf)
      buf = ''
    }
  }
  bytes += fs.writeSync(fd, buf)
  fs.closeSync(fd)
  return { file: out, bytes }
}

interface CmmluRow {
  Question: string
  A: string
  B: string
  C: string
  D: string
  subject: string
}

/**
 * CMMLU-shaped rows (id, Question, A–D, Answer, subject, split, as in the real jsonl, with its Python
 * `", "` spacing) recombined from the real CMMLU medical rows: after one pass over the real rows, a stem
 * joins the head of one real question to the tail of another, so lengths and the character mix stay
 * CMMLU's while the text varies. Ids count per subject, as CMMLU's do.
 */
export function generateCmmlu(sharedData: string, out: string, count: number, seed = 20240602): { file: string; bytes: number } {
  const pool: CmmluRow[] = []
  for (const name of ['cmmlu_medical_test.jsonl', 'cmmlu_medical_dev.jsonl']) {
    for (const line of fs.readFileSync(path.join(sharedData, 'cmmlu_medical', name), 'utf8').split('\n')) {
      if (line.trim()) pool.push(JSON.parse(line) as CmmluRow)
    }
  }
  const rng = createRng(seed)
  const pick = <T>(a: T[]) => a[Math.floor(rng.next() * a.length)]
  const nextId = new Map<string, number>()
  const fd = fs.openSync(out, 'w')
  let buf = ''
  let bytes = 0
  for (let i = 0; i < count; i++) {
    const base = pool[i % pool.length]
    let stem = base.Question
    if (i >= pool.length) {
      const other = pick(pool).Question
      const cut = Math.floor(rng.next() * stem.length)
      stem = stem.slice(0, cut) + other.slice(Math.floor(rng.next() * other.length * 0.5))
    }
    const from = rng.next() < 0.25 ? pick(pool) : base
    const options = [from.A, from.B, from.C, from.D].sort(() => rng.next() - 0.5)
    const id = nextId.get(base.subject) ?? 0
    nextId.set(base.subject, id + 1)
    const answer = 'ABCD'[Math.floor(rng.next() * 4)]
    const s = JSON.stringify
    buf += `{"id": ${s(String(id))}, "Question": ${s(stem)}, "A": ${s(options[0])}, "B": ${s(options[1])}, "C": ${s(options[2])}, "D": ${s(options[3])}, "Answer": "${answer}", "subject": ${s(base.subject)}, "split": "test"}\n`
    if (buf.length > 1 << 20) {
      bytes += fs.writeSync(fd, buf)
      buf = ''
    }
  }
  bytes += fs.writeSync(fd, buf)
  fs.closeSync(fd)
  return { file: out, bytes }
}
