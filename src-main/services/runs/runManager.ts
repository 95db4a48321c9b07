// The runs of one workspace: opens runs.db when first needed, plans and starts runs, and keeps the
// runners alive in this process so every host (window, web host, CLI) can watch, pause, cancel and
// resume them through the same operations. A run whose process died reads as it was left (running);
// resuming it sends only what has no stored response.
import path from 'node:path'
import { MbError, defineMessages } from '../../core/messages'
import type { Actor } from '../../core/actors'
import type { RunSpec } from '../../core/run/spec'
import type { Item, ItemKey } from '../../core/types'
import { RunStore } from '../../store/runStore'
import type { RunRecord } from '../../store/runStore'
import type { Workspace } from '../workspace'
import { loadRecordedExamples } from './fewShot'
import { imagesDir, planRun, runItems } from './planRun'
import { Runner } from './runner'
import { endpointKey } from '../endpoints/profiles'
import type { KeyContext } from '../endpoints/profiles'
import type { RunOutcome, RunProgress } from './runner'

const m = defineMessages('runs', {
  noRun: {
    zh: (p) => `找不到评测 ${p.id}（评测记录文件 ${p.file}）`,
    en: (p) => `no run ${p.id} in ${p.file}`,
  },
  alreadyRunning: {
    zh: (p) => `评测 ${p.id} 正在进行中`,
    en: (p) => `run ${p.id} is already running`,
  },
  finished: {
    zh: (p) => `评测 ${p.id} 已完成，无需继续`,
    en: (p) => `run ${p.id} has completed; there is nothing to resume`,
  },
  notActive: {
    zh: (p) => `评测 ${p.id} 不在本进程中运行（状态：${p.status}）`,
    en: (p) => `run ${p.id} is not running in this process (status: ${p.status})`,
  },
})

export interface RunStartOptions {
  actor: Actor
  /** Where a key stored with a profile is found (and which variables a caller may name); without it, variables only. */
  keys?: KeyContext
  /** Tests and the bench shorten the waits. */
  tuning?: { downGraceMs?: number; coolMs?: number; backoff?: { baseMs: number; capMs: number } }
}

export class RunManager {
  private opened: RunStore | null = null
  private readonly active = new Map<string, Runner>()

  constructor(
    private readonly ws: Workspace,
    readonly file: string,
  ) {}

  private runs(): RunStore {
    this.opened ??= new RunStore(this.file)
    return this.opened
  }

  /** Plans a run, stores it with every planned request, and starts it. */
  start(spec: RunSpec, o: RunStartOptions): { run: RunRecord; nItems: number } {
    const apiKey = endpointKey(spec.endpoint, o.keys)
    // An images folder is stored absolute: a resume from another working directory reads the same one.
    if (spec.images) spec = { ...spec, images: path.resolve(spec.images) }
    const plan = planRun(this.ws, spec)
    const run = this.runs().createRun({
      spec,
      bankFile: this.ws.paths.bank,
      author: o.actor.name,
      actorId: o.actor.id,
      now: new Date().toISOString(),
      tasks: plan.tasks,
      items: plan.metas,
      prompt: plan.prompt,
    })
    this.launch(run, plan.items, plan.examples, apiKey, o)
    return { run: this.runs().run(run.id)!, nItems: plan.nItems }
  }

  /** Continues a run that stopped (killed, interrupted, paused, failed, cancelled). */
  resume(id: string, o: RunStartOptions & { retryFailed?: boolean; apiKeyEnv?: string }): RunRecord {
    const run = this.get(id)
    if (this.active.has(id)) throw new MbError(m.alreadyRunning({ id }))
    // A variable named on resume replaces the run's key source, a stored secret included.
    const spec = o.apiKeyEnv ? { ...run.spec, endpoint: { ...run.spec.endpoint, apiKeyEnv: o.apiKeyEnv, apiKeySecret: undefined } } : run.spec
    const nothingLeft = () => this.runs().pendingTasks(id).length === 0 && (!o.retryFailed || this.runs().counts(id).errors === 0)
    if (run.status === 'completed' && nothingLeft()) throw new MbError(m.finished({ id }))
    // The key before anything changes: a resume refused for want of one leaves failed responses stored.
    const apiKey = endpointKey(spec.endpoint, o.keys)
    // The examples at the item and key versions the run showed (refused clearly if the keys are gone).
    const examples = run.prompt?.examples.length ? loadRecordedExamples(this.ws, run.prompt) : new Map<string, { item: Item; key: ItemKey }>()
    if (o.retryFailed) this.runs().clearFailed(id)
    const pending = this.runs().pendingTasks(id)
    this.launch({ ...run, spec }, runItems(this.ws, pending), examples, apiKey, o)
    return this.runs().run(id)!
  }

  private launch(run: RunRecord, items: Map<string, Item>, examples: Map<string, { item: Item; key: ItemKey }>, apiKey: string | undefined, o: RunStartOptions): void {
    const runner = new Runner({ store: this.runs(), run, items, examples, imagesRoot: imagesDir(run.spec, this.ws.paths.bank), apiKey, ...o.tuning })
    this.active.set(run.id, runner)
    void runner.done.finally(() => this.active.delete(run.id))
  }

  get(id: string): RunRecord {
    const run = this.runs().run(id)
    if (!run) throw new MbError(m.noRun({ id, file: this.file }))
    return run
  }

  list(limit = 100): RunRecord[] {
    return this.runs().runs(limit)
  }

  /** Live progress of a running run, or the stored counts of one that is not. */
  status(id: string): RunProgress {
    const live = this.active.get(id)
    if (live) return live.progress()
    const run = this.get(id)
    const c = this.runs().counts(id)
    return { run: id, status: run.status, total: run.nTasks, ...c, inFlight: 0, rate: 0, etaSec: null, replicas: [], errorsByClass: {} }
  }

  pause(id: string, how: 'pause' | 'interrupt' | 'cancel'): void {
    const live = this.active.get(id)
    if (!live) throw new MbError(m.notActive({ id, status: this.get(id).status }))
    if (how === 'pause') live.pause()
    else if (how === 'cancel') live.cancel()
    else live.interrupt()
  }

  isActive(id: string): boolean {
    return this.active.has(id)
  }

  /** Resolves when the run stops (for the CLI, which lives as long as its run). */
  wait(id: string): Promise<RunOutcome> | null {
    return this.active.get(id)?.done ?? null
  }

  get store(): RunStore {
    return this.runs()
  }

  close(): void {
    for (const r of this.active.values()) r.interrupt()
    this.opened?.close()
    this.opened = null
  }
}
