// Extraction + scoring of 1,000,000 choice answers with the one scoring core: 200,000 distinct items
// (fresh objects, so nothing is cached across items) answered five times each, as MedBench presents
// every single-choice item in five permutations. Outputs mix what models really write: bare letters,
// MedBench's <B>, answer-then-explanation, reasoning-then-conclusion, <think> blocks, English.
// Timed as a full-path report scores a chunk: the answers gathered into one batch, read on `threads`
// threads (services/runs/readSplit.ts), each reading then scored against its key.
import fs from 'node:fs'
import path from 'node:path'
import { createRng } from '../src-main/core/rng'
import { ChoiceBatchBuilder, readingAt } from '../src-main/core/score/readBatch'
import { scoreChoiceReading } from '../src-main/core/score/scoreItem'
import { ReadSplit } from '../src-main/services/runs/readSplit'
import type { Item, ItemKey } from '../src-main/core/types'

export function runScoringBench(sharedData: string, answers = 1_000_000, threads = 1) {
  const rows = fs
    .readFileSync(path.join(sharedData, 'cmexam/cmexam_val_sample2000.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { Question: string; Options: string; Answer: string; Explanation: string })
    .filter((r) => /^[A-E]+$/.test(r.Answer))
  const rng = createRng(20240601)
  const letters = 'ABCDE'
  const other = (gold: string) => letters[rng.int(5)] + (gold.length > 1 && rng.next() < 0.5 ? letters[rng.int(5)] : '')
  const templates: ((r: (typeof rows)[number], a: string, expl: string, item: Item) => string)[] = [
    (_r, a) => a,
    (_r, a) => `<${a.split('').join(', ')}>`,
    (_r, a) => `答案：${a}`,
    (_r, a, e, item) => `${a}. ${item.options![a[0]] ?? ''}\n\n解析：${e.slice(0, 120)}`,
    (_r, a, e) => `${e.slice(0, 260)}因此，本题答案为${a}。`,
    (_r, a, e) => `${e.slice(0, 180)}故选${a}。`,
    (_r, a, e) => `<think>\n好的，我来分析这道题。${e.slice(0, 400)}我一开始想选A，但再想想，答案应该是${a}。\n</think>\n\n**答案：${a}**`,
    (_r, a) => `Let's analyze the options. Option ${letters[rng.int(5)]} is not consistent with the presentation. The answer is ${a.split('').join(' and ')}.`,
  ]
  const distinct = answers / 5
  const work: { item: Item; key: ItemKey; output: string }[] = []
  let chars = 0
  for (let i = 0; i < distinct; i++) {
    const r = rows[i % rows.length]
    const options: Record<string, string> = {}
    for (const line of r.Options.split(/\\n|\n/)) if (line.trim()) options[line.trim()[0]] = line.trim().slice(1).trim()
    const item: Item = {
      id: `bench:${i}`,
      track: 'llm',
      dimension: 'knowledge_qa',
      specialty: { primary: '内科学' },
      type: r.Answer.length > 1 ? 'multi_choice' : 'single_choice',
      task: 'CMExam',
      stem: r.Question,
      options,
      source: { name: 'CMExam' },
    }
    const key: ItemKey = { answer: r.Answer }
    const expl = r.Explanation.replace(/\s+/g, '')
    for (let v = 0; v < 5; v++) {
      const a = rng.next() < 0.7 ? r.Answer : [...new Set(other(r.Answer))].sort().join('')
      const output = flat(templates[rng.int(templates.length)](r, a, expl, item))
      chars += output.length
      work.push({ item, key, output })
    }
  }
  const split = new ReadSplit({ threads })
  const t0 = performance.now()
  const batch = new ChoiceBatchBuilder()
  for (const w of work) batch.add(w.item, w.output, [], null)
  const readings = split.read(batch.build())
  let correct = 0
  for (let i = 0; i < work.length; i++) {
    const r = readingAt(readings, i)
    if (r) correct += scoreChoiceReading(r, work[i].key.answer!).score
  }
  const seconds = (performance.now() - t0) / 1000
  split.close()
  if (threads > 1 && split.fallbacks > 0) throw new Error(`${split.fallbacks} ranges were read on the calling thread: a worker failed`)
  return { answers: work.length, distinctItems: distinct, meanOutputChars: chars / work.length, threads, readOnWorkers: split.readElsewhere, seconds, answersPerSec: work.length / seconds, accuracy: correct / work.length }
}

/** A string as the store returns it: one flat sequence, not the rope that template concatenation leaves. */
function flat(s: string): string {
  return Buffer.from(s, 'utf8').toString('utf8')
}
