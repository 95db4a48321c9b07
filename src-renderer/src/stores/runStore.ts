// The Runs view's state: the runs of the runs file, the one selected and its live progress (polled
// every 500 ms while it runs and the view shows), its report, a page of its per-response table and the
// response opened from it; and the "new run" form, kept in localStorage so a reload or a crash does not
// lose what was typed. Owned by RunsView; nothing else writes here.
import { create } from 'zustand'
import { call, isElectron } from '../api'
import type { OpOutput } from '../api'
import { toUiError } from '../errors'
import type { UiError } from '../errors'
import { downloadBase64, downloadText } from '../fileData'
import { reportFileName } from '../components/runs/runLabels'
import { comparedRunsChanged } from '../components/runs/compareRefresh'
import { DEFAULT_FORM, endpointProblems, formEndpoint, formToProfile, formToSpec, profileToForm, reviveForm, urlLines } from '../components/runs/runForm'
import type { FacetCounts } from './bankStore'
import type { FieldProblem, FormProblems, ProfileView, RunForm } from '../components/runs/runForm'

export type RunRow = OpOutput<'run.list'>['runs'][number]
export type RunStatusOut = OpOutput<'run.status'>
export type RunReportOut = OpOutput<'run.report'>
export type RunReport = RunReportOut['report']
export type ResponseRow = OpOutput<'run.responses'>['rows'][number]
export type EndpointTest = OpOutput<'endpoint.test'>
export type ProfileList = OpOutput<'endpoint.profile.list'>
export type ExportFormat = 'json' | 'html' | 'csv' | 'zip'
export type SubmissionOut = Omit<OpOutput<'run.submission'>, 'contentBase64'>
export type CompareOut = OpOutput<'run.compare'>
/** What the last download of the run shown saved: its name, its rows (CSV), the zip's per-file counts. */
export interface Exported {
  run: string
  format: ExportFormat
  name: string
  rows: number | null
  submission: SubmissionOut | null
}
import type { ResponseFilter } from '../../../src-main/core/run/responseFilters'
export { RESPONSE_FILTERS } from '../../../src-main/core/run/responseFilters'
export type { ResponseFilter }

/** Rows per page of the per-response table. */
export const RESPONSE_PAGE = 50
const POLL_MS = 500
/** A run stored as running but not run by this process (the CLI, or a process that died). */
const POLL_ELSEWHERE_MS = 2000
/** While a run is going, its report is re-scored this often, and only for runs this small. */
const LIVE_REPORT_MS = 5000
export const LIVE_REPORT_MAX_TASKS = 20_000
const LIST_MS = 3000
const FORM_KEY = 'medbench.runForm'

type ControlAction = 'pause' | 'interrupt' | 'cancel'

interface RunState {
  visible: boolean
  runsFile: string | null
  runs: RunRow[]
  listLoaded: boolean
  listError: UiError | null

  /** The form for a new run, a run's details, or the comparison of the runs ticked. */
  mode: 'new' | 'run' | 'compare'
  selectedId: string | null
  status: RunStatusOut | null
  statusError: UiError | null
  controlBusy: boolean
  controlError: UiError | null
  retryFailed: boolean
  resumeKeyEnv: string
  resumeProblem: FieldProblem | null
  confirmCancel: boolean

  report: RunReportOut | null
  /** The run and its response count the report was made from. */
  reportOf: { run: string; done: number } | null
  reportLoading: boolean
  reportError: UiError | null
  /** The judge pass scoring the report's open answers, and a calibration fitted for it (none: lexical only). */
  reportJudge: { judge: string | null; calibration: string | null }
  /** The reading check (a judge pass that read the choice answers) the report compares with the reader, or none. */
  reportCheck: string | null

  exportBusy: ExportFormat | null
  exportError: UiError | null
  /** Reading the run's answers again with this build's code (run.reread), and its outcome. */
  rereadBusy: boolean
  rereadError: UiError | null
  exported: Exported | null

  /** Runs ticked for comparison, in the order ticked: the first is the base the others are set against. */
  compareIds: string[]
  /** The comparison shown, and the runs it was made of. */
  compare: CompareOut | null
  compareOf: string[]
  compareLoading: boolean
  compareError: UiError | null

  filter: ResponseFilter
  offset: number
  total: number | null
  rows: ResponseRow[]
  rowsLoading: boolean
  rowsError: UiError | null
  /** Index of the selected row on the current page, -1 for none. */
  rowSel: number
  /** The response opened in the detail panel. */
  detail: ResponseRow | null

  form: RunForm
  problems: FormProblems
  starting: boolean
  startError: UiError | null
  testing: boolean
  testResult: EndpointTest | null
  testError: UiError | null
  /** Items the form's filters and search select (bank.query total), null while counting. */
  selectionCount: number | null
  /** Facet values for the form's filter menus, each counted under the form's other filters. */
  facets: FacetCounts | null

  /** Saved endpoint profiles (the user's, from their data folder) and what this host can keep a key in. */
  profiles: ProfileList | null
  profilesError: UiError | null
  profileBusy: boolean
  profileError: UiError | null
  /** What the last profile action did ("saved …"), shown until the form changes. */
  profileNotice: { key: 'profileSaved' | 'profileDeleted'; name: string } | null
  /** The "save as new" name field, open or not. */
  saveAs: { open: boolean; name: string }
  confirmDeleteProfile: boolean
  /** The API key typed in the form: sent once to the host's secret store on save, never kept in the page's storage. */
  secretInput: string

  setVisible: (v: boolean) => void
  refreshList: () => Promise<void>
  newRun: () => void
  select: (id: string) => void
  /** Score the report's open answers by this judge pass (and calibration), or by none. */
  setReportJudge: (judge: string | null, calibration: string | null) => void
  /** Compare the report's readings with this reading check, or with none. */
  setReportCheck: (check: string | null) => void
  control: (action: ControlAction) => Promise<void>
  setConfirmCancel: (open: boolean) => void
  setRetryFailed: (v: boolean) => void
  setResumeKeyEnv: (v: string) => void
  resume: () => Promise<void>
  loadReport: () => Promise<void>
  /** Saves the run shown as a file: its signed report (JSON), the HTML report, the CSV, or the platform zip. */
  exportRun: (format: ExportFormat) => Promise<void>
  /** Reads the selected run's answers again (after an upgrade) and reloads its report. */
  rereadRun: () => Promise<void>
  toggleCompare: (id: string) => void
  clearCompare: () => void
  /** Shows the comparison of the runs ticked (two or more). */
  openCompare: () => Promise<void>
  setFilter: (f: ResponseFilter) => void
  setOffset: (offset: number) => Promise<void>
  selectRow: (i: number) => void
  /** J/K: the next or previous row, across pages; an open detail follows the selection. */
  moveRow: (delta: number) => Promise<void>
  openDetail: (i?: number) => void
  closeDetail: () => void
  setForm: (patch: Partial<RunForm>) => void
  resetForm: () => void
  testConnection: () => Promise<void>
  start: () => Promise<void>
  countSelection: () => Promise<void>
  loadProfiles: () => Promise<void>
  pickProfile: (name: string) => void
  setSecretInput: (v: string) => void
  openSaveAs: (open: boolean) => void
  setSaveAsName: (name: string) => void
  /** Saves the form's endpoint: to the picked profile (overwrite) or, with a name, as a new one. */
  saveProfile: (asNew?: string) => Promise<void>
  setConfirmDeleteProfile: (open: boolean) => void
  deleteProfile: () => Promise<void>
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i])

function without(p: FormProblems, k: keyof FormProblems): FormProblems {
  const out = { ...p }
  delete out[k]
  return out
}

/** The picked profile's entry in the list, if the form names one that exists. */
export function pickedProfile(s: Pick<RunState, 'form' | 'profiles'>): ProfileView | null {
  return (s.form.profile && s.profiles?.profiles.find((p) => p.name === s.form.profile)) || null
}

function loadForm(): RunForm {
  try {
    const raw = localStorage.getItem(FORM_KEY)
    return raw ? reviveForm(JSON.parse(raw)) : { ...DEFAULT_FORM }
  } catch {
    return { ...DEFAULT_FORM }
  }
}

let pollTimer: ReturnType<typeof setTimeout> | null = null
let listTimer: ReturnType<typeof setTimeout> | null = null
let formTimer: ReturnType<typeof setTimeout> | null = null
let countTimer: ReturnType<typeof setTimeout> | null = null
let lastLiveReport = 0
/** The judge pass, calibration and reading check a report, its table and its files are made with. */
function reportOptions(s: Pick<RunState, 'reportJudge' | 'reportCheck'>): { judge?: string; calibration?: string; readingCheck?: string } {
  const { judge, calibration } = s.reportJudge
  return { ...(judge ? { judge } : {}), ...(judge && calibration ? { calibration } : {}), ...(s.reportCheck ? { readingCheck: s.reportCheck } : {}) }
}

/** Replies for an older table query (another run, filter or page) are dropped. */
let rowsGen = 0
let reportGen = 0
let countGen = 0

export const useRunStore = create<RunState>((set, get) => {
  function clearPoll(): void {
    if (pollTimer) clearTimeout(pollTimer)
    pollTimer = null
  }

  /** The next status poll: fast while the run is ours and going, slow when another process may be running it. */
  function schedulePoll(): void {
    clearPoll()
    const { visible, selectedId, status, mode } = get()
    if (!visible || !selectedId || mode !== 'run') return
    const ms = !status || status.active ? POLL_MS : status.status === 'running' ? POLL_ELSEWHERE_MS : null
    if (ms !== null) pollTimer = setTimeout(() => void poll(), ms)
  }

  function scheduleList(): void {
    if (listTimer) clearTimeout(listTimer)
    listTimer = null
    const { visible, runs } = get()
    if (visible && runs.some((r) => r.active || r.status === 'running')) listTimer = setTimeout(() => void get().refreshList(), LIST_MS)
  }

  async function poll(): Promise<void> {
    pollTimer = null
    const id = get().selectedId
    if (!id || !get().visible) return
    if (document.visibilityState === 'hidden') {
      schedulePoll()
      return
    }
    const before = get().status
    try {
      const st = await call('run.status', { run: id })
      if (get().selectedId !== id) return
      set((s) => ({
        status: st,
        statusError: null,
        runs: s.runs.map((r) => (r.id === id ? { ...r, status: st.status, done: st.done, errors: st.errors, active: st.active } : r)),
      }))
      const stopped = before?.active && !st.active
      if (stopped) {
        void get().refreshList()
        void get().loadReport()
      } else if (st.done > 0 && st.active && st.total <= LIVE_REPORT_MAX_TASKS && Date.now() - lastLiveReport > LIVE_REPORT_MS) {
        void get().loadReport()
      } else if (st.done > 0 && !get().reportOf && !get().reportLoading) {
        void get().loadReport()
      }
    } catch (e) {
      if (get().selectedId === id) set({ statusError: toUiError(e) })
    }
    schedulePoll()
  }

  async function loadRows(): Promise<void> {
    const { selectedId, filter, offset } = get()
    if (!selectedId) return
    const gen = ++rowsGen
    set({ rowsLoading: true })
    try {
      const r = await call('run.responses', { run: selectedId, filter, offset, limit: RESPONSE_PAGE, ...reportOptions(get()) })
      if (gen !== rowsGen) return
      set((s) => ({
        rows: r.rows,
        total: r.total,
        offset: r.offset,
        rowsLoading: false,
        rowsError: null,
        rowSel: r.rows.length === 0 ? -1 : Math.min(s.rowSel, r.rows.length - 1),
        // An open response keeps showing; refreshed when its row came back with new data.
        detail: s.detail ? (r.rows.find((x) => x.seq === s.detail!.seq) ?? s.detail) : null,
      }))
    } catch (e) {
      if (gen === rowsGen) set({ rowsLoading: false, rowsError: toUiError(e) })
    }
  }

  function saveFormSoon(): void {
    if (formTimer) clearTimeout(formTimer)
    formTimer = setTimeout(() => {
      try {
        localStorage.setItem(FORM_KEY, JSON.stringify(get().form))
      } catch {
        // storage unavailable: the form lasts for this session
      }
    }, 300)
  }

  return {
    visible: false,
    runsFile: null,
    runs: [],
    listLoaded: false,
    listError: null,
    mode: 'new',
    selectedId: null,
    status: null,
    statusError: null,
    controlBusy: false,
    controlError: null,
    retryFailed: false,
    resumeKeyEnv: '',
    resumeProblem: null,
    confirmCancel: false,
    report: null,
    reportOf: null,
    reportJudge: { judge: null, calibration: null },
    reportCheck: null,
    reportLoading: false,
    reportError: null,
    exportBusy: null,
    exportError: null,
    exported: null,
    rereadBusy: false,
    rereadError: null,
    compareIds: [],
    compare: null,
    compareOf: [],
    compareLoading: false,
    compareError: null,
    filter: 'all',
    offset: 0,
    total: null,
    rows: [],
    rowsLoading: false,
    rowsError: null,
    rowSel: -1,
    detail: null,
    form: loadForm(),
    problems: {},
    starting: false,
    startError: null,
    testing: false,
    testResult: null,
    testError: null,
    selectionCount: null,
    facets: null,
    profiles: null,
    profilesError: null,
    profileBusy: false,
    profileError: null,
    profileNotice: null,
    saveAs: { open: false, name: '' },
    confirmDeleteProfile: false,
    secretInput: '',

    setVisible: (visible) => {
      if (visible === get().visible) return
      set({ visible })
      if (visible) {
        void get().refreshList()
        void get().countSelection()
        void get().loadProfiles()
        if (get().selectedId) void poll()
      } else {
        clearPoll()
        if (listTimer) clearTimeout(listTimer)
        listTimer = null
      }
    },

    refreshList: async () => {
      try {
        const r = await call('run.list', { limit: 200 })
        const before = get().runs
        set({ runs: r.runs, runsFile: r.runsFile, listLoaded: true, listError: null })
        // A comparison whose runs moved on since it was made is made again (kept on screen meanwhile).
        const { mode, compareOf, compareLoading } = get()
        if (mode === 'compare' && !compareLoading && compareOf.length > 1 && comparedRunsChanged(before, r.runs, compareOf)) void get().openCompare()
      } catch (e) {
        set({ listLoaded: true, listError: toUiError(e) })
      }
      scheduleList()
    },

    setReportJudge: (judge, calibration) => {
      set({ reportJudge: { judge, calibration: judge ? calibration : null } })
      void get().loadReport()
    },

    setReportCheck: (check) => {
      // The filter for answers read differently means nothing without a check.
      set((s) => ({ reportCheck: check, ...(check === null && s.filter === 'check_differs' ? { filter: 'all' as const, offset: 0, rowSel: -1 } : {}) }))
      void get().loadReport()
    },

    newRun: () => {
      clearPoll()
      set({ mode: 'new', detail: null })
    },

    select: (id) => {
      if (get().selectedId === id && get().mode === 'run') return
      rowsGen++
      reportGen++
      set({
        mode: 'run',
        selectedId: id,
        status: null,
        statusError: null,
        controlError: null,
        confirmCancel: false,
        report: null,
        reportOf: null,
        reportLoading: false,
        reportError: null,
        reportJudge: { judge: null, calibration: null },
        reportCheck: null,
        exportError: null,
        exported: null,
        rereadError: null,
        filter: 'all',
        offset: 0,
        total: null,
        rows: [],
        rowSel: -1,
        rowsError: null,
        detail: null,
      })
      void poll()
    },

    control: async (action) => {
      const id = get().selectedId
      if (!id) return
      set({ controlBusy: true, controlError: null, confirmCancel: false })
      try {
        await call('run.control', { run: id, action })
      } catch (e) {
        set({ controlError: toUiError(e) })
      }
      set({ controlBusy: false })
      void poll()
    },

    setConfirmCancel: (confirmCancel) => set({ confirmCancel }),
    setRetryFailed: (retryFailed) => set({ retryFailed }),
    setResumeKeyEnv: (resumeKeyEnv) => set({ resumeKeyEnv, resumeProblem: null }),

    resume: async () => {
      const id = get().selectedId
      if (!id) return
      const keyVar = get().resumeKeyEnv.trim()
      const problem = endpointProblems({ urls: 'http://x', apiKeyEnv: keyVar }, { web: !isElectron() }).apiKeyEnv
      set({ resumeProblem: problem ?? null })
      if (problem) return
      set({ controlBusy: true, controlError: null })
      try {
        await call('run.resume', { run: id, retryFailed: get().retryFailed, ...(keyVar ? { apiKeyEnv: keyVar } : {}) })
        set({ retryFailed: false })
      } catch (e) {
        set({ controlError: toUiError(e) })
      }
      set({ controlBusy: false })
      void get().refreshList()
      void poll()
    },

    loadReport: async () => {
      const id = get().selectedId
      if (!id) return
      const gen = ++reportGen
      lastLiveReport = Date.now()
      set({ reportLoading: true })
      try {
        // The summary only: the table pages through run.responses, and without per-response rows the
        // report is made from the runner's stored readings (seconds, not a minute, at 700,000 responses).
        const r = await call('run.report', { run: id, perResponse: false, ...reportOptions(get()) })
        if (gen !== reportGen) return
        set({ report: r, reportOf: { run: id, done: r.report.n_responses }, reportLoading: false, reportError: null })
        void loadRows()
      } catch (e) {
        if (gen === reportGen) set({ reportLoading: false, reportError: toUiError(e) })
      }
    },

    exportRun: async (format) => {
      const id = get().selectedId
      if (!id || get().exportBusy) return
      set({ exportBusy: format, exportError: null, exported: null })
      try {
        const name = reportFileName(id, new Date(), format)
        let exported: Exported
        if (format === 'zip') {
          // Handed back as bytes to the page (a path is written only by the CLI).
          const { contentBase64, ...submission } = await call('run.submission', { run: id })
          if (contentBase64 === null) throw new Error('run.submission returned no bytes')
          downloadBase64(name, contentBase64)
          exported = { run: id, format, name, rows: null, submission }
        } else {
          const r = await call('run.export', { run: id, format, ...reportOptions(get()) })
          downloadText(name, r.text, r.mime)
          exported = { run: id, format, name, rows: r.rows, submission: null }
        }
        if (get().selectedId === id) set({ exported })
      } catch (e) {
        if (get().selectedId === id) set({ exportError: toUiError(e) })
      }
      set({ exportBusy: null })
    },

    rereadRun: async () => {
      const id = get().selectedId
      if (!id || get().rereadBusy) return
      set({ rereadBusy: true, rereadError: null })
      try {
        await call('run.reread', { run: id })
        if (get().selectedId === id) await get().loadReport()
      } catch (e) {
        if (get().selectedId === id) set({ rereadError: toUiError(e) })
      }
      set({ rereadBusy: false })
    },

    toggleCompare: (id) => set((s) => ({ compareIds: s.compareIds.includes(id) ? s.compareIds.filter((x) => x !== id) : [...s.compareIds, id] })),

    clearCompare: () => set({ compareIds: [] }),

    openCompare: async () => {
      const ids = get().compareIds.slice(0, 8)
      if (ids.length < 2) return
      clearPoll()
      set({ mode: 'compare', detail: null, compareLoading: true, compareError: null, ...(sameList(get().compareOf, ids) ? {} : { compare: null }) })
      try {
        const r = await call('run.compare', { runs: ids })
        if (sameList(get().compareIds.slice(0, 8), ids)) set({ compare: r, compareOf: ids, compareLoading: false })
      } catch (e) {
        set({ compareLoading: false, compareError: toUiError(e) })
      }
    },

    setFilter: (filter) => {
      set({ filter, offset: 0, rowSel: -1 })
      void loadRows()
    },

    setOffset: async (offset) => {
      set({ offset: Math.max(0, offset), rowSel: -1 })
      await loadRows()
    },

    selectRow: (i) => set({ rowSel: i }),

    moveRow: async (delta) => {
      const { rows, rowSel, offset, total, detail } = get()
      if (rows.length === 0) return
      const next = rowSel < 0 ? (delta > 0 ? 0 : rows.length - 1) : rowSel + delta
      if (next >= 0 && next < rows.length) {
        set({ rowSel: next, ...(detail ? { detail: rows[next] } : {}) })
        return
      }
      if (next >= rows.length && total !== null && offset + rows.length < total) {
        await get().setOffset(offset + RESPONSE_PAGE)
        const r = get().rows
        if (r.length) set({ rowSel: 0, ...(detail ? { detail: r[0] } : {}) })
      } else if (next < 0 && offset > 0) {
        await get().setOffset(offset - RESPONSE_PAGE)
        const r = get().rows
        if (r.length) set({ rowSel: r.length - 1, ...(detail ? { detail: r[r.length - 1] } : {}) })
      }
    },

    openDetail: (i) => {
      const k = i ?? get().rowSel
      const row = get().rows[k]
      if (row) set({ rowSel: k, detail: row })
    },

    closeDetail: () => set({ detail: null }),

    setForm: (patch) => {
      set((s) => {
        const problems = { ...s.problems }
        for (const k of Object.keys(patch)) delete problems[k as keyof RunForm]
        return { form: { ...s.form, ...patch }, problems, startError: null, profileNotice: null, profileError: null }
      })
      saveFormSoon()
      if ('filters' in patch || 'search' in patch) {
        if (countTimer) clearTimeout(countTimer)
        countTimer = setTimeout(() => void get().countSelection(), 250)
      }
      if ('urls' in patch || 'apiKeyEnv' in patch || 'keySource' in patch || 'headers' in patch) set({ testResult: null, testError: null })
    },

    resetForm: () => {
      set({ form: { ...DEFAULT_FORM }, problems: {}, startError: null, testResult: null, testError: null, secretInput: '', profileNotice: null, saveAs: { open: false, name: '' } })
      saveFormSoon()
      void get().countSelection()
    },

    testConnection: async () => {
      const { form, secretInput } = get()
      const problems = endpointProblems(form, { web: !isElectron() })
      if (Object.keys(problems).length) {
        set((s) => ({ problems: { ...s.problems, ...problems }, testResult: null }))
        return
      }
      set({ testing: true, testError: null, testResult: null })
      const timeout = Number(form.timeoutS)
      const picked = pickedProfile(get())
      // The key: one typed now (used for this test only), the variable, or the picked profile's stored one.
      const key =
        form.keySource === 'env'
          ? { apiKeyEnv: form.apiKeyEnv.trim() }
          : form.keySource === 'secret'
            ? secretInput
              ? { apiKey: secretInput }
              : picked?.key.source === 'secret'
                ? { profile: picked.name }
                : {}
            : {}
      const { fields } = formEndpoint(form, { web: !isElectron() })
      try {
        const r = await call('endpoint.test', {
          urls: urlLines(form.urls),
          ...key,
          ...(fields?.headers ? { headers: fields.headers } : {}),
          timeoutMs: Number.isFinite(timeout) && timeout >= 1 ? Math.min(10_000, timeout * 1000) : 10_000,
        })
        set({ testing: false, testResult: r })
      } catch (e) {
        set({ testing: false, testError: toUiError(e) })
      }
    },

    loadProfiles: async () => {
      try {
        const r = await call('endpoint.profile.list', {})
        set({ profiles: r, profilesError: null })
      } catch (e) {
        set({ profilesError: toUiError(e) })
      }
    },

    pickProfile: (name) => {
      const p = get().profiles?.profiles.find((x) => x.name === name)
      set({ secretInput: '', saveAs: { open: false, name: '' }, profileNotice: null, profileError: null })
      if (!name || !p) {
        get().setForm({ profile: '' })
        return
      }
      get().setForm(profileToForm(p))
    },

    setSecretInput: (secretInput) => set((s) => ({ secretInput, problems: without(s.problems, 'secret'), testResult: null, testError: null })),

    openSaveAs: (open) => set((s) => ({ saveAs: { open, name: open ? s.saveAs.name || (s.form.profile ? `${s.form.profile} (2)` : s.form.model.trim()) : '' }, profileError: null })),
    setSaveAsName: (name) => set((s) => ({ saveAs: { ...s.saveAs, name }, problems: without(s.problems, 'profile') })),

    saveProfile: async (asNew) => {
      if (get().profileBusy) return
      const { form, secretInput } = get()
      const name = asNew ?? form.profile
      const { profile, problems } = formToProfile(form, name, { web: !isElectron(), secret: secretInput, overwrite: asNew === undefined, secretFrom: asNew !== undefined ? form.profile || undefined : undefined })
      if (!profile) {
        set((s) => ({ problems: { ...s.problems, ...problems } }))
        return
      }
      set({ profileBusy: true, profileError: null, profileNotice: null })
      try {
        const saved = await call('endpoint.profile.save', profile)
        await get().loadProfiles()
        // Saved with its key: what stopped a run for want of a saved key no longer applies.
        set((s) => ({ profileBusy: false, secretInput: '', saveAs: { open: false, name: '' }, problems: without(without(s.problems, 'secret'), 'profile') }))
        get().setForm({ profile: saved.name })
        set({ profileNotice: { key: 'profileSaved', name: saved.name } })
      } catch (e) {
        set({ profileBusy: false, profileError: toUiError(e) })
      }
    },

    setConfirmDeleteProfile: (confirmDeleteProfile) => set({ confirmDeleteProfile }),

    deleteProfile: async () => {
      const name = get().form.profile
      set({ confirmDeleteProfile: false })
      if (!name || get().profileBusy) return
      set({ profileBusy: true, profileError: null })
      try {
        await call('endpoint.profile.delete', { name })
        await get().loadProfiles()
        set({ profileBusy: false, secretInput: '' })
        get().setForm({ profile: '', ...(get().form.keySource === 'secret' ? { keySource: 'none' as const } : {}) })
        set({ profileNotice: { key: 'profileDeleted', name } })
      } catch (e) {
        set({ profileBusy: false, profileError: toUiError(e) })
      }
    },

    start: async () => {
      if (get().starting) return
      const { spec, problems } = formToSpec(get().form, { web: !isElectron(), picked: pickedProfile(get()), secretTyped: get().secretInput !== '' })
      if (!spec) {
        set({ problems, startError: null })
        return
      }
      if (get().selectionCount === 0) {
        set({ problems: { search: { key: 'vEmptySelection' } } })
        return
      }
      set({ starting: true, startError: null, problems: {} })
      try {
        const r = await call('run.start', spec)
        set({ starting: false })
        await get().refreshList()
        get().select(r.run.id)
      } catch (e) {
        set({ starting: false, startError: toUiError(e) })
      }
    },

    countSelection: async () => {
      const gen = ++countGen
      const { filters, search } = get().form
      const active = Object.fromEntries(Object.entries(filters).filter(([, v]) => v && v.length > 0))
      set({ selectionCount: null })
      const q = { filters: active, search: search.trim() || undefined }
      try {
        const [r, f] = await Promise.all([call('bank.query', { ...q, limit: 0 }), call('bank.facets', q)])
        if (gen === countGen) set({ selectionCount: r.total, facets: f.facets })
      } catch {
        // The count is a hint; the run's own planning reports a bad selection.
        if (gen === countGen) set({ selectionCount: null })
      }
    },
  }
})
