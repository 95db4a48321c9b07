// medbench submission: the MedBench platform submission zip of a run over the platform's question
// files, through the run.submission operation like every host. Records without a usable answer are
// written with "" and counted per file and reason on stderr (and in the --json result).
import { defineMessages, renderMsg } from '../../../core/messages'
import type { OpOutput } from '../../../ops/table'
import { parseCommand, required } from '../args'
import type { Io } from '../io'
import { bankOf } from './report'
import { withBank } from './common'
import type { Command } from './common'

const m = defineMessages('cliSubmission', {
  written: {
    zh: (p) => `已写入 ${p.file}：${p.files} 个文件，${p.records} 条记录，已作答 ${p.answered}`,
    en: (p) => `written ${p.file}: ${p.files} files, ${p.records} records, ${p.answered} answered`,
  },
  missing: {
    zh: (p) => `${p.path}：${p.count} 条记录的 answer 为空（${p.why}）`,
    en: (p) => `${p.path}: ${p.count} records with an empty answer (${p.why})`,
  },
  gaps: {
    zh: (p) => `${p.path}：题库缺少该文件的 ${p.count} 条记录（导入时被跳过），提交包中的文件不完整`,
    en: (p) => `${p.path}: the bank lacks ${p.count} records of this file (skipped at import); the file in the zip is incomplete`,
  },
  conflicts: {
    zh: (p) => `${p.path}：${p.count} 条记录的位置被本次评测的同位置记录取代（题库中另有同名文件的题目）`,
    en: (p) => `${p.path}: ${p.count} records gave way to this run's record at the same position (the bank holds items of another file of that name)`,
  },
  otherItems: {
    zh: (p) => `评测中另有 ${p.count} 道题不是平台题目，未写入提交包`,
    en: (p) => `${p.count} items of the run are not platform items and are not in the zip`,
  },
  notFinished: {
    zh: (p) => `注意：评测 ${p.run} 的状态为 ${p.status}，未完成的请求其 answer 为空`,
    en: (p) => `note: run ${p.run} is ${p.status}; requests it has not answered have an empty answer`,
  },
})

const WHY: Record<string, { zh: string; en: string }> = {
  failed: { zh: '请求失败', en: 'request failed' },
  not_run: { zh: '尚未作答', en: 'not answered yet' },
  no_answer: { zh: '回答中读不出答案', en: 'no answer in the output' },
  not_in_run: { zh: '不在本次评测范围内', en: 'not in this run' },
}

type Result = OpOutput<'run.submission'>

function summary(r: Result, io: Io): void {
  io.err(renderMsg(m.written({ file: r.file ?? '', files: r.files.length, records: r.records, answered: r.answered }), io.lang))
  if (r.status !== 'completed') io.err(renderMsg(m.notFinished({ run: r.run, status: r.status }), io.lang))
  if (r.otherItems > 0) io.err(renderMsg(m.otherItems({ count: r.otherItems }), io.lang))
  for (const f of r.files) {
    for (const [why, count] of Object.entries(f.missing)) if (count > 0) io.err(renderMsg(m.missing({ path: f.path, count, why: WHY[why][io.lang] }), io.lang))
    if (f.gaps > 0) io.err(renderMsg(m.gaps({ path: f.path, count: f.gaps }), io.lang))
    if (f.conflicts > 0) io.err(renderMsg(m.conflicts({ path: f.path, count: f.conflicts }), io.lang))
  }
}

export const submissionCommand: Command = {
  name: 'submission',
  usage: `medbench submission --runs RUNS.db --run ID --out FILE.zip [--bank B] [--json]
  The MedBench platform's upload zip of a run over its question files: MedBench_LLM/<Task>.jsonl (and
  MedBench_Agent/, MedBench_VLM/), every record as the platform wrote it, answers in the format each
  record asks for. Records without a usable answer get "" and are counted per file and reason.`,
  async run(argv, io) {
    const { values: v } = parseCommand('submission', argv, { runs: { type: 'string' }, run: { type: 'string' }, out: { type: 'string' }, bank: { type: 'string' }, keys: { type: 'string' }, as: { type: 'string' }, json: { type: 'boolean' } }, false)
    const runs = required('submission', v, 'runs')
    const id = required('submission', v, 'run')
    const out = required('submission', v, 'out')
    const bank = (v.bank as string | undefined) ?? bankOf(runs, id)
    return withBank('submission', v, io, { mustExist: true, bank, runs, labels: { run: '--run', out: '--out' } }, async ({ call }) => {
      const r = await call('run.submission', { run: id, out })
      const { contentBase64: _, ...result } = r
      if (v.json) io.out(JSON.stringify(result))
      else for (const f of r.files) io.out(`${f.path}\t${f.records}\t${f.answered}\t${f.records - f.answered}`)
      summary(r, io)
      return 0
    })
  },
}
