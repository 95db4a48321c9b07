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
