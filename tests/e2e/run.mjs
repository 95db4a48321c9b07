// End-to-end test of the web host and the renderer, in real Chromium through playwright-core.
// Plain Node: no test framework. Each step prints its name; the first failure prints a clear message,
// saves a screenshot of the moment and exits non-zero. It builds nothing: `npm test` runs
// `npm run build` first (or run `npm run build && node tests/e2e/run.mjs`).
//
//   node tests/e2e/run.mjs
//   MEDBENCH_SHARED_DATA=/path/to/shared/data   where cmexam/… live (default ../shared/data)
//   MEDBENCH_E2E_KEEP=1                          keep the temporary data folder for inspection
//   MEDBENCH_E2E_CLI="node --import tsx src-main/hosts/cli/main.ts"
//                                                run the host from sources instead of out/main/cli.js
//                                                (the renderer must still be built in out/renderer)
//
// At the end it runs tests/e2e/electron-smoke.mjs (which skips itself without an Electron binary).
import { spawn, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'

const here = path.dirname(fileURLToPath(import.meta.url))
const projectRoot = path.resolve(here, '../..')
const require = createRequire(path.join(projectRoot, 'package.json'))
const { chromium } = require('playwright-core')

const sharedData = process.env.MEDBENCH_SHARED_DATA || path.resolve(projectRoot, '../shared/data')
const cmexamFile = path.join(sharedData, 'cmexam', 'cmexam_val_sample2000.jsonl')
const xssFixture = path.join(projectRoot, 'tests', 'fixtures', 'e2e', 'xss_items.jsonl')
const shotsDir = path.join(here, 'screenshots')
const cliJs = path.join(projectRoot, 'out', 'main', 'cli.js')
/** The medbench CLI as [command, ...args]: the build, or sources when MEDBENCH_E2E_CLI says so. */
const cliCmd = process.env.MEDBENCH_E2E_CLI ? process.env.MEDBENCH_E2E_CLI.trim().split(/\s+/) : [process.execPath, cliJs]
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const started = Date.now()

let server = null
let browser = null
let page = null
let dataDir = null

// ------------------------------------------------------------------ harness

async function step(name, fn) {
  const t0 = Date.now()
  process.stdout.write(`▶ ${name}\n`)
  try {
    await fn()
    process.stdout.write(`  ✓ ${name} (${Date.now() - t0} ms)\n`)
  } catch (e) {
    process.stdout.write(`  ✗ ${name}\n    ${String(e?.message ?? e).split('\n').slice(0, 6).join('\n    ')}\n`)
    if (page) {
      const file = path.join(shotsDir, `FAILED-${slug(name)}.png`)
      await page.screenshot({ path: file }).catch(() => undefined)
      process.stdout.write(`    screenshot of the failure: ${path.relative(projectRoot, file)}\n`)
    }
    await cleanup()
    process.exit(1)
  }
}

function check(cond, message) {
  if (!cond) throw new Error(message)
}

function slug(s) {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60)
}

async function shot(name) {
  const file = path.join(shotsDir, `${name}.png`)
  await page.screenshot({ path: file })
  process.stdout.write(`    screenshot: ${path.relative(projectRoot, file)}\n`)
}

async function cleanup() {
  if (browser) await browser.close().catch(() => undefined)
  browser = null
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((r) => {
      const t = setTimeout(() => {
        server.kill('SIGKILL')
        r()
      }, 3000)
      server.once('exit', () => {
        clearTimeout(t)
        r()
      })
    })
  }
  server = null
  if (dataDir && !process.env.MEDBENCH_E2E_KEEP) fs.rmSync(dataDir, { recursive: true, force: true })
}

process.on('SIGINT', async () => {
  await cleanup()
  process.exit(130)
})

/** Parses "共 1,234 题（筛选后 56 题）", "56 of 1,234 items", "1,234 items" into numbers. */
function parseCount(text) {
  const nums = (text.match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replace(/,/g, '')))
  if (/筛选后/.test(text)) return { total: nums[0], shown: nums[1] }
  if (/ of /.test(text)) return { shown: nums[0], total: nums[1] }
  return { total: nums[0], shown: nums[0] }
}

/** The bank count once no query is on its way. */
async function settledCount() {
  const el = page.getByTestId('bank-count')
  await page.waitForFunction(() => {
    const e = document.querySelector('[data-testid="bank-count"]')
    return e && e.getAttribute('data-loading') === 'false' && e.getAttribute('data-shown') !== ''
  })
  // The debounce may not have fired yet when the last reply landed; give it one more beat.
  await page.waitForTimeout(350)
  await page.waitForFunction(() => document.querySelector('[data-testid="bank-count"]')?.getAttribute('data-loading') === 'false')
  const text = (await el.textContent()) ?? ''
  return { text, ...parseCount(text), attrShown: Number(await el.getAttribute('data-shown')) }
}

/** Calls the operation table from inside the page, with the page's own token. */
async function api(name, input = {}) {
  const r = await page.evaluate(
    async ({ name, input }) => {
      const token = sessionStorage.getItem('medbench.token') ?? ''
      const res = await fetch(`/api/op/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-medbench-token': token },
        body: JSON.stringify(input),
      })
      return res.json()
    },
    { name, input },
  )
  if (!r.ok) throw new Error(`${name} failed: ${r.error?.en}`)
  return r.value
}

/** The CLI against the same bank file: a second source of truth for counts. */
function cliSearch(bank, query, facets = {}) {
  const args = [...cliCmd.slice(1), 'search', '--bank', bank, '--json', '--limit', '0']
  for (const [f, values] of Object.entries(facets)) for (const v of values) args.push(`--${f}`, v)
  if (query) args.push(query)
  const out = execFileSync(cliCmd[0], args, { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, MEDBENCH_LANG: 'en' } })
  const line = out.trim().split('\n').pop()
  return JSON.parse(line).total
}

async function chooseFacet(facet, value) {
  await page.getByTestId(`filter-${facet}`).click()
  const menu = page.getByTestId(`filter-menu-${facet}`)
  await menu.locator(`label[data-value="${value}"] input`).check()
  await page.keyboard.press('Escape')
  await menu.waitFor({ state: 'detached' })
}

async function waitPanelClosed() {
  await page.getByTestId('item-panel').waitFor({ state: 'detached' })
}

// ------------------------------------------------------------------ steps

await step('preconditions: built app, Chromium, shared data', async () => {
  if (!process.env.MEDBENCH_E2E_CLI) check(fs.existsSync(cliJs), `${path.relative(projectRoot, cliJs)} is missing: run npm run build first`)
  check(fs.existsSync(path.join(projectRoot, 'out', 'renderer', 'index.html')), 'out/renderer/index.html is missing: run npm run build first')
  check(fs.existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH)`)
  check(fs.existsSync(cmexamFile), `${cmexamFile} is missing (set MEDBENCH_SHARED_DATA to the shared data folder)`)
  check(fs.existsSync(xssFixture), `${xssFixture} is missing`)
  fs.mkdirSync(shotsDir, { recursive: true })
})

let baseUrl = ''
await step('start the web host on a fresh data folder', async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medbench-e2e-'))
  server = spawn(cliCmd[0], [...cliCmd.slice(1), 'serve', '--demo', '--data', dataDir, '--port', '0'], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  server.stderr.on('data', (c) => (stderr += c))
  baseUrl = await new Promise((resolve, reject) => {
    let buf = ''
    const timer = setTimeout(() => reject(new Error(`no URL from the web host within 60 s\n${stderr}`)), 60_000)
    server.stdout.on('data', (c) => {
      buf += c
      const m = /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(buf)
      if (m) {
        clearTimeout(timer)
        resolve(m[0])
      }
    })
    server.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the web host exited with code ${code}\n${stderr}`))
    })
  })
  process.stdout.write(`    ${baseUrl.replace(/token=.*/, 'token=…')}\n`)
})

const pageErrors = []
const foreignRequests = []
await step('launch Chromium (fresh profile, 1400×900)', async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'zh-CN' })
  page = await context.newPage()
  page.setDefaultTimeout(20_000)
  page.on('pageerror', (e) => pageErrors.push(e.message))
  // Offline app: every request must go to the local host (no CDN for Monaco, no fonts, no telemetry).
  page.on('request', (r) => {
    const u = r.url()
    if (!u.startsWith('data:') && !u.startsWith('blob:') && !u.startsWith(new URL(baseUrl).origin + '/')) foreignRequests.push(u)
  })
  page.on('console', (m) => {
    if (m.type() === 'error') process.stdout.write(`    [browser console] ${m.text()}\n`)
  })
  // beforeunload prompts (unsaved edits) must never block the test.
  page.on('dialog', (d) => d.accept())
})

let info = null
await step('a. the demo bank opens with its item count', async () => {
  await page.goto(baseUrl)
  await page.getByTestId('demo-badge').waitFor()
  info = await api('app.info')
  check(info.demo === true, 'app.info says this is not the demo bank')
  check(info.items > 0, 'the demo bank is empty')
  const c = await settledCount()
  check(c.total === info.items, `the toolbar shows ${c.total} items ("${c.text}"), app.info says ${info.items}`)
  check(/^共 [\d,]+ 题$/.test(c.text.trim()), `unexpected count text "${c.text}"`)
  const top = await page.getByTestId('top-items').textContent()
  check(top.replace(/,/g, '').includes(String(info.items)), `the top bar shows "${top}", expected ${info.items} items`)
  check(!page.url().includes('token='), 'the token is still in the address bar')
  check((await page.getByTestId('bank-row').count()) > 10, 'the table shows almost no rows')
  await shot('01-demo-bank')
})

await step('b1. importing CMExam without skip-invalid aborts and names line 1591', async () => {
  await page.getByTestId('open-import').click()
  await page.getByTestId('import-dialog').waitFor()
  await page.getByTestId('import-file-input').setInputFiles(cmexamFile)
  check(!(await page.getByTestId('import-skip-invalid').isChecked()), 'skip-invalid is ticked by default')
  await page.getByTestId('import-start').click()
  const aborted = page.getByTestId('import-aborted')
  await aborted.waitFor({ timeout: 90_000 })
  const banner = await aborted.textContent()
  check(/未导入任何内容/.test(banner), `the aborted banner does not say nothing was imported: "${banner}"`)
  const issues = (await page.getByTestId('import-issues').textContent()) ?? ''
  check(/cmexam_val_sample2000\.jsonl:1591:/.test(issues), `the issue list does not name line 1591:\n${issues.slice(0, 300)}`)
  check(/nan/.test(issues), `the issue for line 1591 does not mention the answer 'nan':\n${issues.slice(0, 300)}`)
  check((await page.getByTestId('r-added').textContent()).trim() === '0', 'an aborted import reports added items')
  const after = await api('app.info')
  check(after.items === info.items, `the bank changed after an aborted import (${info.items} → ${after.items})`)
  await shot('02-import-aborted')
})

await step('b2. retrying with skip-invalid adds 1,999 and skips 1', async () => {
  await page.getByTestId('import-retry-skip').click()
  const ok = page.getByTestId('import-ok')
  await ok.waitFor({ timeout: 90_000 })
  const added = (await page.getByTestId('r-added').textContent()).trim()
  const skipped = (await page.getByTestId('r-skipped').textContent()).trim()
  check(added === '1,999', `added shows "${added}", expected 1,999`)
  check(skipped === '1', `skipped shows "${skipped}", expected 1`)
  const issues = (await page.getByTestId('import-issues').textContent()) ?? ''
  check(/:1591:/.test(issues), 'the skipped record is not listed with its line')
  await shot('03-import-skip-invalid-done')
  await page.getByTestId('import-close').click()
  await page.getByTestId('import-dialog').waitFor({ state: 'detached' })
  const now = await api('app.info')
  check(now.items === info.items + 1999, `app.info has ${now.items} items, expected ${info.items + 1999}`)
  await page.waitForFunction((n) => document.querySelector('[data-testid="bank-count"]')?.getAttribute('data-total') === String(n), now.items)
  const c = await settledCount()
  check(c.total === now.items, `the toolbar shows ${c.total} items after the import, expected ${now.items}`)
  info = now
})

await step('c. filtering by dimension and type matches bank.query and the CLI', async () => {
  const { facets } = await api('bank.facets')
  const dimension = facets.dimension.find((f) => f.value === 'knowledge_qa')?.value ?? facets.dimension[0].value
  const type = facets.type.find((f) => f.value === 'single_choice')?.value ?? facets.type[0].value
  await chooseFacet('dimension', dimension)
  await chooseFacet('type', type)
  const c = await settledCount()
  const filters = { dimension: [dimension], type: [type] }
  const q = await api('bank.query', { filters, offset: 0, limit: 1 })
  const cli = cliSearch(info.bankPath, '', filters)
  check(q.total > 0, `no items with dimension=${dimension} and type=${type}`)
  check(c.shown === q.total, `the UI shows ${c.shown} ("${c.text}"), bank.query says ${q.total}`)
  check(c.attrShown === q.total, `data-shown is ${c.attrShown}, bank.query says ${q.total}`)
  check(cli === q.total, `the CLI says ${cli}, bank.query says ${q.total}`)
  check(c.total === info.items && /筛选后/.test(c.text), `the count does not show both totals: "${c.text}"`)
  // Every visible row carries the chosen labels.
  const cells = await page.$$eval('[data-testid="bank-row"]', (rows) => rows.map((r) => r.textContent ?? ''))
  check(cells.length > 0, 'no rows visible after filtering')
  check(cells.every((t) => t.includes('医学知识问答') || dimension !== 'knowledge_qa'), 'a visible row has another dimension')
  check(cells.every((t) => t.includes('单选题') || type !== 'single_choice'), 'a visible row has another type')
  process.stdout.write(`    ${dimension} × ${type}: ${q.total} items (UI "${c.text}")\n`)
  await page.getByTestId('clear-filters').click()
  const cleared = await settledCount()
  check(cleared.shown === info.items, `clearing filters shows ${cleared.shown}, expected ${info.items}`)
})

await step('d. searching 心包 matches the CLI and every visible row shows it or says where it matched', async () => {
  await page.locator('.grid-foot').click()
  await page.keyboard.press('/')
  check(await page.getByTestId('bank-search').evaluate((e) => e === document.activeElement), '`/` did not focus the search box')
  await page.keyboard.type('心包')
  await page.waitForFunction(() => /筛选后/.test(document.querySelector('[data-testid="bank-count"]')?.textContent ?? ''))
  const c = await settledCount()
  const cli = cliSearch(info.bankPath, '心包')
  check(cli > 0, 'the CLI finds no 心包 at all')
  check(c.shown === cli, `the UI shows ${c.shown} ("${c.text}"), the CLI says ${cli}`)
  const visible = await page.$$eval('[data-testid="bank-row"]', (rows) =>
    rows.map((r) => ({ id: r.getAttribute('data-id'), stem: (r.querySelector('.cell-stem')?.textContent ?? '').normalize('NFKC') })),
  )
  check(visible.length > 0, 'no rows visible for 心包')
  // Search also reads case text, dialogue turns and instructions: a row matched there carries the
  // field and an excerpt (row.match) instead of showing the term in its stem.
  const result = await api('bank.query', { search: '心包', offset: 0, limit: 1000 })
  const matchOf = new Map(result.rows.map((r) => [r.id, r.match]))
  const unexplained = visible.filter((v) => !v.stem.includes('心包') && !(matchOf.get(v.id)?.excerpt ?? '').includes('心包'))
  check(unexplained.length === 0, `${unexplained.length} visible rows neither show 心包 nor say where it matched, e.g. "${unexplained[0]?.stem.slice(0, 80)}"`)
  check(result.rows.every((r) => r.match?.excerpt.includes('心包')), 'a search result has no match excerpt holding 心包')
  check((await page.locator('[data-testid="bank-row"] mark').count()) > 0, 'matches are not marked')
  const elsewhere = visible.filter((v) => !v.stem.includes('心包')).length
  process.stdout.write(`    心包: ${cli} items, ${visible.length} rows visible (${elsewhere} matched outside stem and options)\n`)
  await shot('04-search-xinbao')
})

let editedId = ''
await step('e. edit a stem in Monaco, save with Ctrl+S, see version 2 and its diff', async () => {
  // Keyboard path: leave the search box (the 心包 results stay), select the first row, Enter opens it.
  await page.locator('.grid-foot').click()
  await page.keyboard.press('ArrowDown')
  const selected = page.locator('[data-testid="bank-row"][aria-selected="true"]')
  await selected.waitFor()
  editedId = await selected.getAttribute('data-id')
  await page.keyboard.press('Enter')
  await page.getByTestId('item-panel').waitFor()
  check((await page.getByTestId('item-version').textContent()).includes('第 1 版'), 'the item does not open at version 1')
  const stemKey = page.locator('[data-testid="editor-item"] .view-line span', { hasText: /^"stem"$/ })
  await stemKey.first().waitFor({ timeout: 30_000 })
  await stemKey.first().click()
  await page.keyboard.press('Home')
  for (let i = 0; i < '"stem": "'.length; i++) await page.keyboard.press('ArrowRight')
  await page.keyboard.type('【已修订】')
  await page.getByTestId('dirty-item').filter({ hasText: '有未保存的修改' }).waitFor()
  await page.getByTestId('save-note').fill('e2e：题干加注')
  // Back into the editor: Ctrl+S there is Monaco's own save action.
  await stemKey.first().click()
  await page.keyboard.press('Control+S')
  const saved = page.getByTestId('saved-item')
  await saved.waitFor()
  check((await saved.textContent()).includes('已保存为第 2 版'), `the save message is "${await saved.textContent()}"`)
  await page.getByTestId('item-version').filter({ hasText: '第 2 版' }).waitFor()
  const preview = await page.getByTestId('preview-stem').textContent()
  check(preview.startsWith('【已修订】'), `the preview stem does not show the edit: "${preview.slice(0, 60)}"`)
  const stored = await api('item.get', { id: editedId })
  check(stored.version === 2 && stored.item.stem.startsWith('【已修订】'), 'item.get does not return the edited stem at version 2')
  await shot('05-editor-saved-v2')

  await page.getByTestId('tab-history').click()
  await page.getByTestId('history-view').waitFor()
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="version-row"]').length === 2)
  const notes = await page.locator('[data-testid="version-row"] .note-cell').allTextContents()
  check(notes[0] === 'e2e：题干加注', `the newest version's note is ${JSON.stringify(notes[0])}`)
  const diff = page.getByTestId('version-diff')
  await diff.waitFor()
  const added = await diff.locator('.diff-line[data-kind="add"]').allTextContents()
  const removed = await diff.locator('.diff-line[data-kind="del"]').allTextContents()
  check(added.length === 1 && added[0].includes('"stem"') && added[0].includes('【已修订】'), `the diff's added lines are ${JSON.stringify(added)}`)
  check(removed.length === 1 && removed[0].includes('"stem"') && !removed[0].includes('【已修订】'), `the diff's removed lines are ${JSON.stringify(removed)}`)
  await shot('06-history-diff')
  await page.keyboard.press('Escape') // history → edit
  await page.getByTestId('pane-item').waitFor()
  await page.keyboard.press('Escape') // close the panel
  await waitPanelClosed()
})

await step('e2. the key editor flags schema errors, and a save that lost a race says so and keeps the draft', async () => {
  // A choice item, whose key has an answer letter: the 心包 results also hold open questions found
  // through their case text.
  await page.getByTestId('bank-search').fill('心包摩擦感')
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="bank-row"]').length === 1)
  await page.locator('.grid-foot').click()
  await page.keyboard.press('ArrowDown')
  const id = await page.locator('[data-testid="bank-row"][aria-selected="true"]').getAttribute('data-id')
  await page.keyboard.press('Enter')
  await page.getByTestId('item-panel').waitFor()
  const answerKey = page.locator('[data-testid="editor-key"] .view-line span', { hasText: /^"answer"$/ })
  await answerKey.first().waitFor({ timeout: 30_000 })
  const before = await api('item.get', { id })
  // A lower-case letter breaks the key schema (answers are upper-case letters).
  await answerKey.first().click()
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('Backspace')
  await page.keyboard.type('a')
  await page.locator('[data-testid="editor-key"] .squiggly-error').first().waitFor({ timeout: 15_000 })
  await page.getByTestId('save-key').click()
  const invalid = page.getByTestId('error-key')
  await invalid.waitFor()
  check((await invalid.getAttribute('data-code')) === 'item.invalidKey', `an invalid key gave ${await invalid.getAttribute('data-code')}`)
  check(/答案内容无效/.test(await invalid.textContent()), `the invalid-key message is "${await invalid.textContent()}"`)
  check((await api('item.get', { id })).keyVersion === before.keyVersion, 'an invalid key was saved')

  // Someone else saves the key meanwhile; our save must be refused, not overwrite theirs.
  const otherAnswer = before.key.answer === 'B' ? 'C' : 'B'
  await api('item.saveKey', { id, baseVersion: before.keyVersion, key: { ...before.key, answer: otherAnswer } })
  await answerKey.first().click()
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('Backspace')
  await page.keyboard.type('D')
  await page.getByTestId('save-key').click()
  await page.waitForFunction(() => /item\.staleKeyVersion/.test(document.querySelector('[data-testid="error-key"]')?.getAttribute('data-code') ?? ''))
  const after = await api('item.get', { id })
  check(after.key.answer === otherAnswer && after.keyVersion === before.keyVersion + 1, 'the other save was overwritten')
  check(/"answer":\s"D"/.test(await page.locator('[data-testid="editor-key"]').innerText()), 'the draft was lost after the conflict')
  await shot('06b-key-conflict')
  // Closing with a draft asks first; discarding closes.
  await page.keyboard.press('Escape')
  await page.getByTestId('confirm-yes').click()
  await waitPanelClosed()
})

await step('e3. an unsaved edit survives a reload of the page and can be discarded', async () => {
  await page.locator('.grid-foot').click()
  await page.keyboard.press('ArrowDown')
  const id = await page.locator('[data-testid="bank-row"][aria-selected="true"]').getAttribute('data-id')
  await page.keyboard.press('Enter')
  await page.getByTestId('item-panel').waitFor()
  const stemKey = page.locator('[data-testid="editor-item"] .view-line span', { hasText: /^"stem"$/ })
  await stemKey.first().waitFor({ timeout: 30_000 })
  await stemKey.first().click()
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.type('（草稿）')
  await page.waitForTimeout(600) // the draft is written after a short pause in typing
  // The page goes away without saving (a crash, a killed window); the edit must come back.
  await page.reload()
  await page.getByTestId('bank-count').waitFor()
  const stem = (await api('item.get', { id })).item.stem
  await page.getByTestId('bank-search').fill(stem.slice(0, 8))
  await page.locator(`[data-testid="bank-row"][data-id="${id}"]`).dblclick()
  await page.getByTestId('draft-item').waitFor({ timeout: 15_000 })
  check(/已恢复|Restored/.test(await page.getByTestId('draft-item').textContent()), 'no restored-draft notice')
  await page.locator('[data-testid="editor-item"] .view-line span', { hasText: /^"stem"$/ }).first().waitFor({ timeout: 30_000 })
  check((await page.locator('[data-testid="editor-item"]').innerText()).includes('（草稿）'), 'the draft text is not back in the editor')
  check((await api('item.get', { id })).item.stem.includes('（草稿）') === false, 'the draft was saved without being asked to')
  await shot('06c-draft-restored')
  await page.getByTestId('discard-draft-item').click()
  await page.getByTestId('dirty-item').filter({ hasNotText: '有未保存的修改' }).waitFor()
  check(!(await page.locator('[data-testid="editor-item"]').innerText()).includes('（草稿）'), 'discarding kept the draft text')
  await page.keyboard.press('Escape')
  await waitPanelClosed()
  await page.getByTestId('bank-search').fill('')
})

await step('f. markup in an imported item shows as text and never runs', async () => {
  await page.getByTestId('bank-search').fill('')
  await page.locator('.grid-foot').click()
  await page.keyboard.press('i')
  await page.getByTestId('import-dialog').waitFor()
  await page.getByTestId('import-file-input').setInputFiles(xssFixture)
  await page.getByTestId('import-start').click()
  await page.getByTestId('import-ok').waitFor({ timeout: 60_000 })
  check((await page.getByTestId('r-added').textContent()).trim() === '2', 'the fixture did not add 2 items')
  await page.getByTestId('import-close').click()

  await page.getByTestId('bank-search').fill('注入测试')
  await page.waitForFunction(() => document.querySelector('[data-testid="bank-count"]')?.getAttribute('data-shown') === '2')
  const row = page.locator('[data-testid="bank-row"][data-id="xss-1"]')
  await row.waitFor()
  const stem = await row.locator('.cell-stem').textContent()
  check(stem.includes('<img src=x onerror="window.__xss=1">'), `the table does not show the <img> markup literally: "${stem}"`)
  check(stem.includes('<script>window.__xss=2</script>'), `the table does not show the <script> markup literally: "${stem}"`)
  check((await page.locator('[data-testid="bank-grid"] img, [data-testid="bank-grid"] script, [data-testid="bank-grid"] iframe').count()) === 0, 'the table contains real img/script/iframe elements')

  await row.dblclick()
  await page.getByTestId('item-panel').waitFor()
  const pv = page.getByTestId('item-preview')
  await pv.waitFor()
  const pvStem = await page.getByTestId('preview-stem').textContent()
  check(pvStem.includes('<img src=x onerror="window.__xss=1">') && pvStem.includes('<script>window.__xss=2</script>'), `the preview stem is "${pvStem}"`)
  const options = await page.getByTestId('preview-options').textContent()
  check(options.includes('<b>立即</b>') && options.includes('<img src=y onerror="window.__xss=3">'), `the preview options are "${options}"`)
  check((await pv.locator('img, script, iframe, svg, a, b').count()) === 0, 'the preview contains real elements from the item text')
  await page.waitForTimeout(300)
  const xss = await page.evaluate(() => window.__xss)
  check(xss === undefined, `window.__xss is ${xss}: markup from an item ran`)
  await shot('07-xss-shown-as-text')
  await page.getByTestId('close-panel').click()
  await waitPanelClosed()
  // Also open the second item (iframe/svg) and make sure nothing ran.
  const xss2 = await page.evaluate(() => window.__xss)
  check(xss2 === undefined, `window.__xss is ${xss2}`)
})

await step('g. switching to English shows English labels', async () => {
  await page.getByTestId('lang-toggle').click()
  await page.getByTestId('nav-bank').filter({ hasText: 'Bank' }).waitFor()
  const c = await settledCount()
  check(/^\d[\d,]* of [\d,]+ items$/.test(c.text.trim()), `the count is "${c.text}" in English`)
  check((await page.getByTestId('th-stem').textContent()).includes('Stem'), 'the stem column is not labelled "Stem"')
  check((await page.getByTestId('filter-dimension').textContent()).includes('Dimension'), 'the dimension filter is not labelled in English')
  check((await page.getByTestId('demo-badge').textContent()).includes('Demo bank'), 'the demo badge is not in English')
  check((await page.locator('[data-testid="bank-row"] .cell-stem').count()) > 0, 'no rows in English view')
  const rowText = await page.locator('[data-testid="bank-row"]').first().textContent()
  check(/Single choice|Multi choice|Open-ended|Multi-turn|True\/false|Cloze|Extraction/.test(rowText), `row labels are not English: "${rowText.slice(0, 120)}"`)
  check((await page.evaluate(() => localStorage.getItem('medbench.lang'))) === 'en', 'the language choice is not kept in localStorage')
  await page.getByTestId('bank-search').fill('')
  await settledCount()
  await shot('08-english')
})

await step('h. reloading keeps working (token kept in sessionStorage, language kept)', async () => {
  await page.reload()
  check(!page.url().includes('token='), 'the reloaded URL carries the token')
  const c = await settledCount()
  const now = await api('app.info')
  check(c.total === now.items, `after reload the count is ${c.total} ("${c.text}"), app.info says ${now.items}`)
  check(/items/.test(c.text), 'the language went back to Chinese after reload')
  check((await page.getByTestId('bank-row').count()) > 10, 'no rows after reload')
  await shot('09-after-reload')
})

await step('keyboard: ? opens help, Esc closes it, typing ? in a field does not', async () => {
  await page.locator('.grid-foot').click()
  await page.keyboard.press('?')
  await page.getByTestId('shortcut-help').waitFor()
  await shot('10-shortcut-help')
  await page.keyboard.press('Escape')
  await page.getByTestId('shortcut-help').waitFor({ state: 'detached' })
  await page.getByTestId('bank-search').click()
  await page.keyboard.type('?')
  await page.waitForTimeout(200)
  check((await page.getByTestId('shortcut-help').count()) === 0, 'typing ? in the search box opened the help')
  await page.getByTestId('bank-search').fill('')
  for (const v of ['review', 'runs', 'calibration', 'reports']) {
    await page.getByTestId(`nav-${v}`).click()
    await page.getByTestId(`coming-${v}`).waitFor()
  }
  await page.getByTestId('nav-bank').click()
  await page.getByTestId('bank-grid').waitFor()
})

await step('no uncaught errors in the page, no request left the machine', async () => {
  check(pageErrors.length === 0, `uncaught page errors:\n${pageErrors.join('\n')}`)
  check(foreignRequests.length === 0, `requests to other origins:\n${foreignRequests.slice(0, 5).join('\n')}`)
})

await cleanup()
process.stdout.write(`web e2e passed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`)

// The Electron smoke test decides for itself whether it can run here.
const smoke = spawn(process.execPath, [path.join(here, 'electron-smoke.mjs')], { cwd: projectRoot, stdio: 'inherit' })
const code = await new Promise((r) => smoke.once('exit', (c) => r(c ?? 1)))
process.exit(code)
