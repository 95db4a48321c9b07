// medbench review plan|assign|status|close-round|queue|export|open|return|merge|packages: the review workflow from the terminal, through
// the same operations (roles, blindness, messages) as the app. `plan`, `assign` and `status` are the
// issue's stable contract; --json prints the operation's answer as one JSON document.
import fs from 'node:fs'
import { MbError, defineMessages } from '../../../core/messages'
import { cliMessages, numberFlag, parseCommand, required, UsageError } from '../args'
import { BANK_OPTIONS, PASS_OPTIONS, passphrase, print, withBank } from './common'
import type { Command } from './common'

const m = defineMessages('cliReview', {
  planMissing: {
    zh: (p) => `找不到审核计划文件：${p.file}`,
    en: (p) => `no review plan file at ${p.file}`,
  },
  planNotJson: {
    zh: (p) => `审核计划文件 ${p.file} 不是有效的 JSON：${p.detail}`,
    en: (p) => `review plan file ${p.file} is not valid JSON: ${p.detail}`,
  },
})

const SUBS = ['plan', 'assign', 'status', 'close-round', 'queue', 'export', 'merge', 'open', 'return', 'packages'] as const

function readPlan(file: string): unknown {
  if (!fs.existsSync(file)) throw new MbError(m.planMissing({ file }))
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''))
  } catch (e) {
    throw new MbError(m.planNotJson({ file, detail: (e as Error).message }))
  }
}

const pct = (x: number | null) => (x === null ? '—' : x.toFixed(3))

export const reviewCommand: Command = {
  name: 'review',
  usage: `medbench review plan --bank B [--set plan.json] [--json]      show the review plan, or set it (coordinator)
  medbench review assign --bank B [--ids A,B,…] [--seed N] [--json]   draft items to round 1, reviewers assigned (coordinator)
  medbench review status --bank B [--json]                            progress, queues, agreement, fast decisions (coordinator)
  medbench review close-round --bank B [--round ID] [--seed N] [--json]   settle the open round (coordinator)
  medbench review queue --bank B [--limit N] [--json]                 your next items (reviewer)
  medbench review export --bank B --reviewer R --out P.mbpkg [--round ID] [--passphrase-env V | --passphrase-file F] [--json]
                                                                      one reviewer's undecided items as an offline package (coordinator)
  medbench review open P.mbpkg --bank NEW.db [--passphrase-env V | --passphrase-file F] [--json]
                                                                      open a package in an empty bank: the reviewer's offline copy
  medbench review return --bank COPY.db --out R.mbpkg [--json]        the reviewer's decisions, to send back (reviewer)
  medbench review merge --bank B R.mbpkg [--json]                     merge a returned package: {"merged","unchanged","conflicts"} (coordinator)
  medbench review packages --bank B [--json]                          packages sent (with their merges) or opened here`,
  async run(argv, io) {
    const [sub, ...rest] = argv
    const { values: v, positionals } = parseCommand(
      `review ${sub ?? ''}`.trim(),
      rest,
      {
        ...BANK_OPTIONS,
        ...PASS_OPTIONS,
        set: { type: 'string' },
        ids: { type: 'string' },
        seed: { type: 'string' },
        round: { type: 'string' },
        limit: { type: 'string' },
        reviewer: { type: 'string' },
        out: { type: 'string' },
      },
      sub === 'merge' || sub === 'open',
    )
    if (!sub || !(SUBS as readonly string[]).includes(sub)) {
      throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: SUBS.join('|') }), command: 'review' }))
    }
    const command = `review ${sub}`
    const file = sub === 'merge' || sub === 'open' ? positionals[0] : undefined
    if ((sub === 'merge' || sub === 'open') && !file) throw new UsageError(cliMessages.usage({ detail: cliMessages.missingFlag({ flag: 'P.mbpkg' }), command }))
    const hasPass = typeof v['passphrase-env'] === 'string' || typeof v['passphrase-file'] === 'string'
    // A reviewer opens a package into a new bank file; every other subcommand needs an existing bank.
    return withBank(command, v, io, { mustExist: sub !== 'open' }, async ({ call }) => {
      if (sub === 'export') {
        const r = await call('review.package.export', {
          reviewer: required(command, v, 'reviewer'),
          out: required(command, v, 'out'),
          roundId: numberFlag(command, v, 'round'),
          passphrase: hasPass ? passphrase(v) : undefined,
        })
        print(io, !!v.json, r, () => [
          io.lang === 'zh'
            ? `已导出审核包 ${r.file}：${r.reviewer.name}，第 ${r.round} 轮，${r.items} 道题${r.keys ? '（含加密答案）' : ''}`
            : `exported review package ${r.file}: ${r.reviewer.name}, round ${r.round}, ${r.items} items${r.keys ? ' (with encrypted keys)' : ''}`,
        ])
        return 0
      }
      if (sub === 'open') {
        const r = await call('review.package.open', { file: { path: file! }, passphrase: hasPass ? passphrase(v) : undefined })
        print(io, !!v.json, r, () => [
          r.alreadyOpen
            ? io.lang === 'zh' ? `审核包 ${r.packageId} 已在本题库中打开过，未做更改` : `review package ${r.packageId} was already opened in this bank; nothing changed`
            : io.lang === 'zh'
              ? `已打开审核包：${r.reviewer.name}，第 ${r.round} 轮，${r.items} 道题（来自 ${r.bank}）${r.keys ? `，${r.keys} 条答案` : ''}`
              : `opened the review package: ${r.reviewer.name}, round ${r.round}, ${r.items} items (from ${r.bank})${r.keys ? `, ${r.keys} keys` : ''}`,
        ])
        return 0
      }
      if (sub === 'return') {
        const r = await call('review.package.return', { out: required(command, v, 'out') })
        print(io, !!v.json, r, () => [
          io.lang === 'zh'
            ? `已导出返回包 ${r.file}：${r.decisions} 个决定，${r.comments} 条评论；未审 ${r.undecided} 道`
            : `exported the return package ${r.file}: ${r.decisions} decisions, ${r.comments} comments; ${r.undecided} items undecided`,
        ])
        return 0
      }
      if (sub === 'packages') {
        const r = await call('review.package.list', {})
        print(io, !!v.json, r, () => [
          ...(r.copyOf ? [io.lang === 'zh' ? `本题库是“${r.copyOf.name}”的审核副本` : `this bank is a review copy of "${r.copyOf.name}"`] : []),
          ...[...r.sent, ...r.opened].map(
            (p) => `${p.packageId}	${p.reviewer.name}	${p.round ?? '—'}	${p.items}	${p.createdAt}${'merges' in p ? `	${(p as { merges: unknown[] }).merges.length}` : ''}`,
          ),
        ])
        return 0
      }
      if (sub === 'merge') {
        const r = await call('review.package.merge', { file: { path: file! } })
        print(io, !!v.json, r, () => [
          io.lang === 'zh'
            ? `已合并 ${r.reviewer.name} 的返回包（第 ${r.round} 轮）：新增 ${r.merged}，未变 ${r.unchanged}，冲突 ${r.conflicts.length}；评论新增 ${r.comments.merged}`
            : `merged ${r.reviewer.name}'s returned package (round ${r.round}): merged ${r.merged}, unchanged ${r.unchanged}, conflicts ${r.conflicts.length}; comments added ${r.comments.merged}`,
          ...r.conflicts.map((c) => `  ${c.itemId}	${c.decision.kind}	${c.message[io.lang]}`),
        ])
        return 0
      }
      if (sub === 'plan') {
        const r = v.set ? await call('review.plan.set', { plan: readPlan(v.set as string) }) : await call('review.plan.get', {})
        print(io, !!v.json, r, () => [r.plan ? JSON.stringify(r.plan, null, 2) : io.lang === 'zh' ? '（尚无审核计划）' : '(no review plan yet)'])
        return 0
      }
      if (sub === 'assign') {
        const ids = typeof v.ids === 'string' ? v.ids.split(',').map((s) => s.trim()).filter(Boolean) : undefined
        const r = await call('review.assign', { ids, seed: numberFlag(command, v, 'seed') })
        print(io, !!v.json, r, () => [
          io.lang === 'zh'
            ? `第 ${r.round} 轮（编号 ${r.roundId}）：${r.items} 道题，${r.assignments} 个审核任务`
            : `round ${r.round} (id ${r.roundId}): ${r.items} items, ${r.assignments} assignments`,
          ...Object.entries(r.perReviewer).map(([id, n]) => `  ${id}\t${n}`),
          ...r.notes.map((n) => n[io.lang]),
        ])
        return 0
      }
      if (sub === 'close-round') {
        const r = await call('review.closeRound', { roundId: numberFlag(command, v, 'round'), seed: numberFlag(command, v, 'seed') })
        print(io, !!v.json, r, () => [
          io.lang === 'zh'
            ? `第 ${r.round} 轮已关闭：${r.items} 道题；通过 ${r.approved}，驳回 ${r.rejected}，修改 ${r.revised}，进入下一轮 ${r.nextRound}，转交裁决 ${r.adjudication}`
            : `round ${r.round} closed: ${r.items} items; approved ${r.approved}, rejected ${r.rejected}, revised ${r.revised}, to the next round ${r.nextRound}, to adjudication ${r.adjudication}`,
        ])
        return 0
      }
      if (sub === 'queue') {
        const r = await call('review.queue', { limit: numberFlag(command, v, 'limit') ?? 20 })
        print(io, !!v.json, r, () => [`${r.done}/${r.assigned}`, ...r.next.map((e) => `${e.itemId}\t${e.round}/${e.of}\tv${e.version}\t${e.item.stem.slice(0, 60)}`)])
        return 0
      }
      const r = await call('review.status', {})
      print(io, !!v.json, r, () => [
        Object.entries(r.statuses).map(([s, n]) => `${s} ${n}`).join('  '),
        io.lang === 'zh'
          ? `审核中 ${r.queues.inReview}，待裁决 ${r.queues.adjudication}，开放轮次 ${r.queues.openRounds}`
          : `in review ${r.queues.inReview}, in adjudication ${r.queues.adjudication}, open rounds ${r.queues.openRounds}`,
        ...r.rounds.map(
          (x) => `#${x.roundId} round ${x.round} ${x.state}: ${x.decided}/${x.assignments}  Fleiss κ ${pct(x.agreement.fleissKappa.value)}  AC1 ${pct(x.agreement.gwetAC1.value)}`,
        ),
        ...r.fast.map((f) => f[io.lang]),
      ])
      return 0
    })
  },
}
