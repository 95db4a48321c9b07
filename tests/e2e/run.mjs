// End-to-end test of the web host and the renderer, in real Chromium through playwright-core.
// Plain Node: no test framework. Each step prints its name; the first failure prints a clear message,
// saves a screenshot of the moment and exits non-zero. It builds nothing: `npm test` runs
// `npm run build` first (or run `npm run build && node tests/e2e/run.mjs`).
//
//   node tests/e2e/run.mjs
//   MEDBENCH_E2E_KEEP=1                          keep the temporary data folder for inspection
//   MEDBENCH_E2E_CLI="node --import tsx src-main/hosts/cli/main.ts"
//                                                run the host from sources instead of out/main/cli.js
//                                                (the renderer must still be built in out/renderer)
//
// At the end it runs tests/e2e/electron-smoke.mjs (which skips itself without an Electron binary).
import { spawn, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const projectRoot = path.resolve(here, '../..')
const require = createRequire(path.join(projectRoot, 'package.json'))
const { chromium } = require('playwright-core')

// A CMExam-shaped file written for the tests (CMExam's own rows may not be copied here): 24 records,
// the one on line 17 has the answer "nan", so a plain import aborts there and skip-invalid adds 23.
const cmexamFile = path.join(projectRoot, 'tests', 'fixtures', 'formats', 'cmexam_sample.jsonl')
const CMEXAM_BAD_LINE = 17
const CMEXAM_ADDED = 23
const xssFixture = path.join(projectRoot, 'tests', 'fixtures', 'e2e', 'xss_items.jsonl')
const shotsDir = path.join(here, 'screenshots')
const cliJs = path.join(projectRoot, 'out', 'main', 'cli.js')
/** The medbench CLI as [command, ...args]: the build, or sources when MEDBENCH_E2E_CLI says so. */
const cliCmd = process.env.MEDBENCH_E2E_CLI ? process.env.MEDBENCH_E2E_CLI.trim().split(/\s+/) : [process.execPath, cliJs]
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const E2E_TZ = 'Asia/Shanghai'
const started = Date.now()

let server = null
/**
 * The API key the loopback model server requires (tests/support/model-server.ts --api-key-env): the
 * web host gets it as MEDBENCH_E2E_MODEL_KEY; the profile steps type it into the page as a stored key
 * and then look for it in every file the app wrote.
 */
const MODEL_KEY = `sk-e2e-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`
/** The loopback model server of the Runs steps (tests/support/model-server.ts). */
let modelServer = null
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

/** Stops a child process: SIGTERM, then SIGKILL after 3 s. */
async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  await new Promise((r) => {
    const t = setTimeout(() => {
      child.kill('SIGKILL')
      r()
    }, 3000)
    child.once('exit', () => {
      clearTimeout(t)
      r()
    })
  })
}

async function stopModelServer() {
  await stopChild(modelServer)
  modelServer = null
}

async function cleanup() {
  if (browser) await browser.close().catch(() => undefined)
  browser = null
  await stopModelServer()
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
      // The profile the page acts as (remembered per bank): the same one the page's own calls carry.
      const actorKey = Object.keys(localStorage).find((k) => k.startsWith('medbench.actor.'))
      const actor = actorKey ? (localStorage.getItem(actorKey) ?? '') : ''
      const res = await fetch(`/api/op/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-medbench-token': token, 'x-medbench-actor': actor },
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

/** The link a web host prints once it listens (60 s at most). */
function hostUrl(child) {
  let stderr = ''
  child.stderr.on('data', (c) => (stderr += c))
  return new Promise((resolve, reject) => {
    let buf = ''
    const timer = setTimeout(() => reject(new Error(`no URL from the web host within 60 s\n${stderr}`)), 60_000)
    child.stdout.on('data', (c) => {
      buf += c
      const m = /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(buf)
      if (m) {
        clearTimeout(timer)
        resolve(m[0])
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the web host exited with code ${code}\n${stderr}`))
    })
  })
}

// ------------------------------------------------------------------ steps

await step('preconditions: built app, Chromium, fixtures', async () => {
  if (!process.env.MEDBENCH_E2E_CLI) check(fs.existsSync(cliJs), `${path.relative(projectRoot, cliJs)} is missing: run npm run build first`)
  check(fs.existsSync(path.join(projectRoot, 'out', 'renderer', 'index.html')), 'out/renderer/index.html is missing: run npm run build first')
  check(fs.existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH)`)
  check(fs.existsSync(cmexamFile), `${cmexamFile} is missing`)
  check(fs.existsSync(xssFixture), `${xssFixture} is missing`)
  fs.mkdirSync(shotsDir, { recursive: true })
})

let baseUrl = ''
let openerRecord = ''
await step('start the web host on a fresh data folder (with --open, on a stand-in opener)', async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medbench-e2e-'))
  // A stand-in for xdg-open that writes down its argv and what any user could read of it in /proc.
  openerRecord = path.join(dataDir, 'opener.json')
  const opener = path.join(dataDir, 'fake-opener')
  fs.writeFileSync(
    opener,
    `#!${process.execPath}
const fs = require('node:fs')
const read = (f) => { try { return fs.readFileSync(f, 'latin1') } catch { return null } }
fs.writeFileSync(${JSON.stringify(openerRecord)}, JSON.stringify({ argv: process.argv.slice(2), cmdline: read('/proc/self/cmdline'), environ: read('/proc/self/environ') }))
`,
    { mode: 0o755 },
  )
  server = spawn(cliCmd[0], [...cliCmd.slice(1), 'serve', '--demo', '--data', dataDir, '--port', '0', '--open'], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, MEDBENCH_OPENER: opener, MEDBENCH_E2E_MODEL_KEY: MODEL_KEY },
  })
  baseUrl = await hostUrl(server)
  process.stdout.write(`    ${baseUrl.replace(/token=.*/, 'token=…')}\n`)
})

const pageErrors = []
const foreignRequests = []
await step('launch Chromium (fresh profile, 1400×900)', async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  // A time zone other than the machine's (UTC here): times must read as the reader's local time.
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'zh-CN', timezoneId: E2E_TZ })
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

await step('0a. a link without its token explains itself (zh, en) instead of failing', async () => {
  const origin = new URL(baseUrl).origin
  await page.goto(origin + '/')
  const access = page.getByTestId('access-page')
  await access.waitFor()
  check((await access.getAttribute('data-problem')) === 'missing', `the page says "${await access.getAttribute('data-problem')}", not missing`)
  check((await page.getByTestId('access-title').textContent()) === '此链接缺少访问令牌', `the title is "${await page.getByTestId('access-title').textContent()}"`)
  const steps = (await page.getByTestId('access-steps').textContent()) ?? ''
  check(steps.includes(`${origin}/?token=…`), `the steps do not show what a full link looks like:\n${steps}`)
  check(steps.includes('npm start') && steps.includes('medbench serve'), 'the steps do not name npm start / medbench serve')
  check(steps.includes('open.html'), 'the steps do not mention the launch file')
  check((await page.getByTestId('bank-count').count()) === 0, 'the bank view is shown without a token')
  check(!(await page.textContent('body')).includes('访问令牌无效或缺失'), 'the old "invalid or missing token" error is shown')
  await shot('00a-no-token')
  await page.getByTestId('lang-toggle').click()
  await page.getByTestId('access-title').filter({ hasText: 'This link lacks its access token' }).waitFor()
  check(((await page.getByTestId('access-steps').textContent()) ?? '').includes('copy the full link'), 'the English steps are missing')
  await shot('00b-no-token-en')
  await page.getByTestId('lang-toggle').click()
  await page.getByTestId('access-title').filter({ hasText: '此链接缺少访问令牌' }).waitFor()
})

await step('0b. a token from an earlier start says so, and is not kept', async () => {
  const origin = new URL(baseUrl).origin
  await page.goto(origin + '/?token=a-token-from-an-earlier-start')
  await page.locator('[data-testid="access-page"][data-problem="rejected"]').waitFor()
  check((await page.getByTestId('access-title').textContent()) === '此链接的访问令牌已失效', `the title is "${await page.getByTestId('access-title').textContent()}"`)
  check(!page.url().includes('token='), 'the stale token is still in the address bar')
  check((await page.evaluate(() => sessionStorage.getItem('medbench.token'))) === null, 'the stale token is kept for reloads')
  check(!(await page.textContent('body')).includes('访问令牌无效或缺失'), 'the old "invalid or missing token" error is shown')
  await shot('00c-stale-token')
  await page.reload()
  await page.locator('[data-testid="access-page"][data-problem="missing"]').waitFor()
})

await step('0c. --open gave the opener the launch page, never the token; the page opens the app', async () => {
  const until = Date.now() + 20_000
  while (!fs.existsSync(openerRecord)) {
    check(Date.now() < until, 'the opener was never started')
    await new Promise((r) => setTimeout(r, 50))
  }
  const seen = JSON.parse(fs.readFileSync(openerRecord, 'utf8'))
  const token = new URL(baseUrl).searchParams.get('token')
  const launchFile = path.join(dataDir, 'launch', 'open.html')
  check(JSON.stringify(seen.argv) === JSON.stringify([launchFile]), `the opener got ${JSON.stringify(seen.argv)}`)
  for (const [what, text] of [['argv', seen.argv.join(' ')], ['/proc cmdline', seen.cmdline ?? ''], ['environment', seen.environ ?? '']]) {
    check(!text.includes(token), `the token is in the opener's ${what}`)
  }
  check((fs.statSync(launchFile).mode & 0o777) === 0o600, `the launch page is mode ${(fs.statSync(launchFile).mode & 0o777).toString(8)}`)
  check((fs.statSync(path.dirname(launchFile)).mode & 0o777) === 0o700, 'the launch folder is not 0700')
  // What the user's browser does with it: the file leads on to the app, which drops the token from the bar.
  const tab = await page.context().newPage()
  try {
    await tab.goto(pathToFileURL(launchFile).href)
    await tab.waitForURL((u) => u.origin === new URL(baseUrl).origin, { timeout: 20_000 })
    await tab.getByTestId('demo-badge').waitFor()
    check(!tab.url().includes('token='), 'the token is still in the address bar after the launch page')
  } finally {
    await tab.close()
  }
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
})

await step('a2. first start asks who is working; the profile is made and named in the top bar', async () => {
  const dialog = page.getByTestId('profile-dialog')
  await dialog.waitFor()
  check(info.actor === null && info.profiles === 0, 'the fresh demo bank already has a profile')
  await shot('01a-profile-first-start')
  // It cannot be dismissed before a profile is chosen.
  await page.keyboard.press('Escape')
  check(await dialog.isVisible(), 'Esc dismissed the first-start profile dialog')
  await page.getByTestId('profile-name').fill('张医生')
  await page.getByTestId('profile-institution').fill('示例医院')
  check((await page.getByTestId('profile-role').inputValue()) === 'coordinator', 'the first profile of a bank is not offered as coordinator')
  await page.getByTestId('profile-create').click()
  await dialog.waitFor({ state: 'detached' })
  const who = await page.getByTestId('actor-button').textContent()
  check(who.includes('张医生') && who.includes('协调人'), `the top bar shows "${who}"`)
  info = await api('app.info')
  check(info.actor?.name === '张医生', 'app.info does not name the chosen profile')
  await shot('01-demo-bank')
})

await step(`b1. importing CMExam without skip-invalid aborts and names line ${CMEXAM_BAD_LINE}`, async () => {
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
  check(issues.includes(`${path.basename(cmexamFile)}:${CMEXAM_BAD_LINE}:`), `the issue list does not name line ${CMEXAM_BAD_LINE}:\n${issues.slice(0, 300)}`)
  check(/nan/.test(issues), `the issue for line ${CMEXAM_BAD_LINE} does not mention the answer 'nan':\n${issues.slice(0, 300)}`)
  check((await page.getByTestId('r-added').textContent()).trim() === '0', 'an aborted import reports added items')
  const after = await api('app.info')
  check(after.items === info.items, `the bank changed after an aborted import (${info.items} → ${after.items})`)
  await shot('02-import-aborted')
})

await step(`b2. retrying with skip-invalid adds ${CMEXAM_ADDED} and skips 1`, async () => {
  await page.getByTestId('import-retry-skip').click()
  const ok = page.getByTestId('import-ok')
  await ok.waitFor({ timeout: 90_000 })
  const added = (await page.getByTestId('r-added').textContent()).trim()
  const skipped = (await page.getByTestId('r-skipped').textContent()).trim()
  const expected = CMEXAM_ADDED.toLocaleString('en-US')
  check(added === expected, `added shows "${added}", expected ${expected}`)
  check(skipped === '1', `skipped shows "${skipped}", expected 1`)
  const issues = (await page.getByTestId('import-issues').textContent()) ?? ''
  check(issues.includes(`:${CMEXAM_BAD_LINE}:`), 'the skipped record is not listed with its line')
  await shot('03-import-skip-invalid-done')
  await page.getByTestId('import-close').click()
  await page.getByTestId('import-dialog').waitFor({ state: 'detached' })
  const now = await api('app.info')
  check(now.items === info.items + CMEXAM_ADDED, `app.info has ${now.items} items, expected ${info.items + CMEXAM_ADDED}`)
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
await step('d2. a search found in case text says so on the row (病例中 …), never in a key', async () => {
  await page.getByTestId('bank-search').fill('贫血')
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('q=贫血'))
  await settledCount()
  const hit = page.locator('[data-testid="stem-match"][data-field="case"]', { hasText: '贫血' }).first()
  await hit.waitFor()
  const text = (await hit.textContent()) ?? ''
  check(text.includes('病例中') && text.includes('贫血'), `the row says "${text}"`)
  check((await hit.locator('mark').first().textContent()) === '贫血', 'the excerpt does not mark the term')
  const total = (await api('bank.query', { search: '贫血', limit: 0 })).total
  const cases = (await api('bank.query', { search: '贫血', filters: { source: ['CMB-Clin'] }, limit: 0 })).total
  check(cases >= 9, `贫血 finds ${cases} CMB-Clin questions (9 cases mention it)`)
  process.stdout.write(`    贫血: ${total} items, ${cases} of them CMB-Clin questions found through their case\n`)
  await shot('04b-search-case-text')
  await page.getByTestId('bank-search').fill('')
})

await step('e. edit a stem in Monaco, save with Ctrl+S, see version 2 and its diff', async () => {
  // Keyboard path: leave the search box, select the first row, Enter opens it. The search d2 cleared
  // must have settled first, or its results replace the rows (and the selection) under the keys.
  await page.waitForFunction(() => !decodeURIComponent(location.hash).includes('q='))
  await settledCount()
  await page.locator('.grid-foot').click()
  await page.keyboard.press('ArrowDown')
  const selected = page.locator('[data-testid="bank-row"][aria-selected="true"]')
  await selected.waitFor()
  editedId = await selected.getAttribute('data-id')
  await page.keyboard.press('Enter')
  await page.getByTestId('item-panel').waitFor()
  check((await page.getByTestId('item-version').textContent()).includes('第 1 版'), 'the item does not open at version 1')
  // The form is the default editor; these steps use the JSON tab (the choice is kept).
  check((await page.getByTestId('editor-mode-form').getAttribute('aria-selected')) === 'true', 'the form is not the default editor')
  await page.getByTestId('editor-mode-json').click()
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
  const choice = (await api('bank.query', { search: '心包', filters: { type: ['single_choice'] }, limit: 1 })).rows[0]
  // Ids are searchable: the item's own id finds it (and ids that contain it).
  await page.getByTestId('bank-search').fill(choice.id)
  const row = page.locator(`[data-testid="bank-row"][data-id="${choice.id}"]`)
  await row.waitFor()
  await row.click()
  const id = await page.locator('[data-testid="bank-row"][aria-selected="true"]').getAttribute('data-id')
  check(id === choice.id, `clicking ${choice.id} selected ${id}`)
  await page.keyboard.press('Enter')
  await page.getByTestId('item-panel').waitFor()
  const answerKey = page.locator('[data-testid="editor-key"] .view-line span', { hasText: /^"answer"$/ })
  await answerKey.first().waitFor({ timeout: 30_000 })
  const before = await api('item.get', { id, withKey: true })
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
  const after = await api('item.get', { id, withKey: true })
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
  // The page goes away without saving (a crash, a killed window); the edit must come back, and so does
  // the open item itself (its id is in the address bar's hash).
  check(page.url().includes(`item=${encodeURIComponent(id)}`), `the open item is not in the address bar: ${page.url()}`)
  await page.reload()
  await page.getByTestId('bank-count').waitFor()
  await page.locator(`[data-testid="item-panel"][aria-label="${id}"]`).waitFor({ timeout: 15_000 })
  await page.getByTestId('draft-item').waitFor({ timeout: 15_000 })
  const notice = await page.getByTestId('draft-item').textContent()
  check(/已恢复/.test(notice), `no restored-draft notice: "${notice}"`)
  // Local, minute-precise: "（2026-11-30 20:41）".
  check(/（\d{4}-\d{2}-\d{2} \d{2}:\d{2}）/.test(notice), `the draft's time does not read as a local time to the minute: "${notice}"`)
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

await step('e4. an unsaved key edit is kept in the keys file, never in the browser, and comes back after a reload', async () => {
  const q = await api('bank.query', { filters: { type: ['single_choice'] }, limit: 1 })
  const id = q.rows[0].id
  const open = async () => {
    await page.getByTestId('bank-search').fill(q.rows[0].stem.slice(0, 8))
    await page.locator(`[data-testid="bank-row"][data-id="${id}"]`).dblclick()
    await page.getByTestId('item-panel').waitFor()
    await page.locator('[data-testid="editor-key"] .view-line span', { hasText: /^"answer"$/ }).first().waitFor({ timeout: 30_000 })
  }
  await open()
  const before = await api('item.get', { id, withKey: true })
  const letter = before.key.answer === 'B' ? 'C' : 'B'
  await page.locator('[data-testid="editor-key"] .view-line span', { hasText: /^"answer"$/ }).first().click()
  await page.keyboard.press('End')
  // Past the closing quote, and the comma when "answer" is not the key's last field.
  const fields = Object.keys(before.key)
  const lefts = fields[fields.length - 1] === 'answer' ? 1 : 2
  for (let i = 0; i < lefts; i++) await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(letter)
  // The draft reaches the keys file after a short pause in typing.
  let kept = null
  for (let i = 0; i < 40 && !kept; i++) {
    await page.waitForTimeout(150)
    kept = (await api('item.get', { id, withKey: true })).keyDraft
  }
  check(kept && kept.text.includes(`"answer": "${letter}"`), `the key draft is not in the keys file: ${JSON.stringify(kept)}`)
  const stored = await page.evaluate(() => Object.entries(localStorage).map(([k, v]) => k + '=' + v).join('\n'))
  check(!stored.includes('"answer"'), `answer text sits in the browser's local storage:\n${stored.slice(0, 300)}`)
  // The page goes away without saving; the key draft must come back from the keys file (and the item
  // opens again by itself, from the address bar).
  await page.reload()
  await page.getByTestId('bank-count').waitFor()
  await page.locator(`[data-testid="item-panel"][aria-label="${id}"]`).waitFor({ timeout: 15_000 })
  await page.locator('[data-testid="editor-key"] .view-line span', { hasText: /^"answer"$/ }).first().waitFor({ timeout: 30_000 })
  await page.getByTestId('draft-key').waitFor({ timeout: 15_000 })
  check(new RegExp(`"answer":\\s"${letter}"`).test(await page.locator('[data-testid="editor-key"]').innerText()), 'the key draft is not back in the editor')
  check((await api('item.get', { id, withKey: true })).key.answer === before.key.answer, 'the key draft was saved without being asked to')
  await shot('06d-key-draft-restored')
  await page.getByTestId('discard-draft-key').click()
  let gone = false
  for (let i = 0; i < 40 && !gone; i++) {
    await page.waitForTimeout(150)
    gone = (await api('item.get', { id, withKey: true })).keyDraft === null
  }
  check(gone, 'discarding left the key draft in the keys file')
  await page.keyboard.press('Escape')
  await waitPanelClosed()
  await page.getByTestId('bank-search').fill('')
})

await step('e5. a status change is an event in the history, naming who made it', async () => {
  await page.getByTestId('bank-search').fill((await api('item.get', { id: editedId })).item.stem.slice(0, 10))
  await page.locator(`[data-testid="bank-row"][data-id="${editedId}"]`).dblclick()
  await page.getByTestId('item-panel').waitFor()
  await page.getByTestId('status-select').selectOption('approved')
  let events = []
  for (let i = 0; i < 40 && events.length === 0; i++) {
    await page.waitForTimeout(100)
    events = (await api('item.history', { id: editedId })).statusEvents
  }
  check(events.length === 1 && events[0].from === 'draft' && events[0].to === 'approved', `status events: ${JSON.stringify(events)}`)
  check(events[0].by.name === '张医生' && events[0].by.institution === '示例医院', `the event names ${JSON.stringify(events[0].by)}`)
  await page.getByTestId('tab-history').click()
  await page.getByTestId('history-status-tab').click()
  const row = page.getByTestId('status-row').first()
  await row.waitFor()
  const text = await row.textContent()
  check(text.includes('草稿') && text.includes('已批准') && text.includes('张医生'), `the status row reads "${text}"`)
  await shot('06e-status-history')
  // The same actions in the bank's audit log, in words, and the chain verifies.
  await page.getByTestId('history-audit-tab').click()
  await page.getByTestId('audit-table').waitFor()
  const actions = await page.getByTestId('audit-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')))
  check(actions[0] === 'item.status' && actions.includes('item.edit'), `the audit tab lists ${JSON.stringify(actions)}`)
  const auditText = await page.getByTestId('audit-table').textContent()
  check(auditText.includes('张医生') && auditText.includes('草稿 → 已批准') && auditText.includes('第 1 版 → 第 2 版'), `the audit rows read "${auditText}"`)
  const verified = await api('audit.verify')
  check(verified.intact === true && verified.entries >= actions.length, `audit.verify says ${JSON.stringify(verified)}`)
  await shot('06g-audit-trail')
  await page.getByTestId('tab-edit').click()
  check((await page.locator('[data-testid="version-row"]').count()) === 0, 'still on the history tab')
  await page.keyboard.press('Escape')
  await waitPanelClosed()
  await page.getByTestId('bank-search').fill('')
})

await step('e6. an import made by the CLI into the open bank shows up without a reload', async () => {
  const before = (await api('app.info')).items
  const extra = path.join(dataDir, 'cli-extra.jsonl')
  fs.writeFileSync(
    extra,
    [
      { id: 'cli:1', stem: '命令行导入的第一题：贫血最常见的原因是', A: '缺铁', B: '失血', answer: 'A' },
      { id: 'cli:2', stem: '命令行导入的第二题：心包积液的典型体征是', A: '奇脉', B: '水冲脉', answer: 'A' },
    ]
      .map((r) => JSON.stringify(r))
      .join('\n') + '\n',
  )
  execFileSync(cliCmd[0], [...cliCmd.slice(1), 'import', extra, '--bank', path.join(dataDir, 'demo', 'demo.db'), '--as', '张医生', '--json'], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, MEDBENCH_LANG: 'en' },
  })
  // No reload, no click: the page notices the bank's change counter moved.
  await page.waitForFunction((n) => {
    const e = document.querySelector('[data-testid="top-items"]')
    return e && Number(e.getAttribute('data-count')) === n
  }, before + 2, { timeout: 15_000 })
  const c = await settledCount()
  check(c.total === before + 2, `the bank view shows ${c.total} items, expected ${before + 2}`)
})

await step('e7. the form editor: options added, reordered and marked, the stem edited, checked live in Chinese; one save stores item and key', async () => {
  await page.getByTestId('bank-search').fill('命令行导入的第一题')
  await page.locator('[data-testid="bank-row"][data-id="cli:1"]').dblclick()
  await page.getByTestId('item-panel').waitFor()
  await page.getByTestId('editor-mode-form').click()
  const form = page.getByTestId('item-form')
  await form.waitFor()
  const options = page.getByTestId('form-option')
  check((await options.count()) === 2, `the form shows ${await options.count()} options, the item has 2`)
  check((await page.locator('[data-testid="form-option"][data-letter="A"]').getAttribute('data-correct')) === 'true', 'the key’s answer A is not marked')
  // A new option is empty until filled, and says so.
  await page.getByTestId('form-option-add').click()
  check((await options.count()) === 3, 'Add did not add an option')
  await page.locator('[data-testid="form-option"][data-letter="C"] [data-testid="form-issues"]').waitFor()
  check((await page.locator('[data-testid="form-option"][data-letter="C"] [data-testid="form-issues"]').textContent()) === '选项 C 的内容为空', 'the empty option is not named')
  await page.locator('[data-testid="form-option"][data-letter="C"] [data-testid="form-option-text"]').fill('慢性病')
  check((await page.locator('[data-testid="form-option"][data-letter="C"] [data-testid="form-issues"]').count()) === 0, 'the filled option is still flagged')
  // Moved up twice it becomes A; the correct option (缺铁) moves to B with its text.
  await page.locator('[data-testid="form-option"][data-letter="C"] [data-testid="form-option-up"]').click()
  await page.locator('[data-testid="form-option"][data-letter="B"] [data-testid="form-option-up"]').click()
  const texts = await page.getByTestId('form-option-text').evaluateAll((els) => els.map((e) => e.value))
  check(JSON.stringify(texts) === JSON.stringify(['慢性病', '缺铁', '失血']), `the options read ${JSON.stringify(texts)}`)
  check((await page.locator('[data-testid="form-option"][data-correct="true"]').getAttribute('data-letter')) === 'B', 'the correct option did not move with its text')
  // An emptied stem is flagged as it happens, in Chinese; then written again.
  const stem = page.getByTestId('form-stem')
  const original = await stem.inputValue()
  await stem.fill('')
  check((await form.textContent()).includes('不能为空'), 'an empty stem is not flagged')
  await stem.fill(original + '（表单修改）')
  await page.getByTestId('form-dimension').selectOption('reasoning')
  await page.getByTestId('form-explanation').fill('缺铁性贫血最常见')
  await shot('06f-item-form')
  // One save (Ctrl+S in a field): the item, then its key.
  await stem.press('Control+s')
  await page.locator('[data-testid="form-status"] .ok-line').nth(1).waitFor({ timeout: 15_000 })
  const stored = await api('item.get', { id: 'cli:1', withKey: true })
  check(stored.version === 2 && stored.keyVersion === 2, `saved as item v${stored.version}, key v${stored.keyVersion}`)
  check(JSON.stringify(stored.item.options) === JSON.stringify({ A: '慢性病', B: '缺铁', C: '失血' }), `stored options ${JSON.stringify(stored.item.options)}`)
  check(stored.key.answer === 'B' && stored.key.explanation === '缺铁性贫血最常见', `stored key ${JSON.stringify(stored.key)}`)
  check(stored.item.stem === original + '（表单修改）' && stored.item.dimension === 'reasoning', 'the stem or dimension was not stored')
  // The JSON tab shows the same document; later steps use it.
  await page.getByTestId('editor-mode-json').click()
  await page.getByTestId('pane-item').waitFor()
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

await step('i1. repeated stems are told apart: CMB-Clin rows show their case, dialogues their first question and rounds', async () => {
  // The bank view's own checks read the Chinese interface.
  await page.getByTestId('lang-toggle').click()
  await page.getByTestId('nav-bank').filter({ hasText: '题库' }).waitFor()
  await page.getByTestId('bank-search').fill('本例病人的治疗原则')
  await page.waitForFunction(() => /筛选后/.test(document.querySelector('[data-testid="bank-count"]')?.textContent ?? ''))
  await settledCount()
  const rows = await page.$$eval('[data-testid="bank-row"]', (rs) =>
    rs.map((r) => ({ id: r.dataset.id, kase: r.querySelector('[data-testid="stem-case"]')?.textContent ?? '', title: r.querySelector('.cell-stem')?.title ?? '' })),
  )
  check(rows.length >= 10, `only ${rows.length} rows for 本例病人的治疗原则`)
  check(rows.every((r) => r.kase.startsWith('病例')), `a CMB-Clin row shows no case: ${JSON.stringify(rows.find((r) => !r.kase.startsWith('病例')))}`)
  const distinct = new Set(rows.map((r) => r.kase)).size
  check(distinct >= rows.length * 0.9, `the case does not tell the rows apart: ${distinct} distinct of ${rows.length}`)
  const first = await api('item.get', { id: rows[0].id })
  const title = first.item.source.subject.replace(/^.*案例分析\s*[-－—–:：]\s*/, '')
  check(rows[0].kase === `病例${title}`, `the first row shows "${rows[0].kase}", its case is "${first.item.source.subject}"`)
  check(rows[0].title.startsWith(`病例：${title}\n`), `the stem's tooltip does not name the case: ${JSON.stringify(rows[0].title)}`)
  await shot('11a-case-titles')

  await page.getByTestId('bank-search').fill('')
  await chooseFacet('type', 'multi_turn')
  await settledCount()
  const dialogues = await page.$$eval('[data-testid="bank-row"]', (rs) =>
    rs.map((r) => ({
      id: r.dataset.id,
      turns: r.querySelector('[data-testid="stem-turns"]')?.textContent ?? '',
      first: r.querySelector('[data-testid="stem-first"]')?.textContent ?? '',
    })),
  )
  check(dialogues.length > 10 && dialogues.every((d) => /^\d+ 轮对话$/.test(d.turns) && d.first !== ''), `dialogue rows without rounds or first question: ${JSON.stringify(dialogues.slice(0, 3))}`)
  const d0 = (await api('item.get', { id: dialogues[0].id })).item
  const asked = d0.context.history.filter((t) => t.role === 'patient' || t.role === 'user')
  check(dialogues[0].turns === `${asked.length + 1} 轮对话`, `"${dialogues[0].turns}" for a dialogue of ${asked.length} earlier questions plus the stem`)
  check(asked[0].text.replace(/\s+/g, ' ').trim().startsWith(dialogues[0].first.replace(/…$/, '')), `"${dialogues[0].first}" is not the first question "${asked[0].text.slice(0, 40)}"`)
  check(new Set(dialogues.map((d) => d.first)).size === dialogues.length, 'two visible dialogues show the same first question')
  await shot('11b-dialogue-rows')
  await page.getByTestId('clear-filters').click()
  await settledCount()
})

/** Values and counts a facet menu shows (the menu must be open). */
async function menuCounts(facet) {
  return page.getByTestId(`filter-menu-${facet}`).locator('label').evaluateAll((ls) => ls.map((l) => ({ value: l.dataset.value, count: Number(l.dataset.count) })))
}

await step('i2. each facet counts under the search and the OTHER filters', async () => {
  await chooseFacet('type', 'open_ended')
  const c = await settledCount()
  await page.getByTestId('filter-dimension').click()
  await page.getByTestId('filter-menu-dimension').waitFor()
  const dims = await menuCounts('dimension')
  check(dims.length >= 2, `the dimension menu under type=open_ended offers ${JSON.stringify(dims)}`)
  for (const d of dims) {
    const q = await api('bank.query', { filters: { type: ['open_ended'], dimension: [d.value] }, limit: 0 })
    check(q.total === d.count, `dimension ${d.value} shows ${d.count}, bank.query says ${q.total} under type=open_ended`)
  }
  check(dims.reduce((s, d) => s + d.count, 0) === c.shown, `the dimension counts add up to ${dims.reduce((s, d) => s + d.count, 0)}, not ${c.shown}`)
  // Ticking one narrows the result but not its own menu: the other dimensions keep their counts.
  await page.getByTestId('filter-menu-dimension').locator(`label[data-value="${dims[0].value}"] input`).check()
  const narrowed = await settledCount()
  check(narrowed.shown === dims[0].count, `ticking ${dims[0].value} shows ${narrowed.shown}, its count was ${dims[0].count}`)
  check(JSON.stringify(await menuCounts('dimension')) === JSON.stringify(dims), 'the dimension menu changed when one of its own values was ticked')
  await shot('12a-facet-counts-other-filters')
  await page.keyboard.press('Escape')
  // The type menu now counts under the dimension just chosen (its answer may land just after the rows).
  await page.getByTestId('filter-type').click()
  const f = await api('bank.facets', { filters: { type: ['open_ended'], dimension: [dims[0].value] } })
  const want = JSON.stringify(f.facets.type.map((e) => ({ value: e.value, count: e.count })))
  let types = []
  for (let i = 0; i < 50 && JSON.stringify(types) !== want; i++) {
    await page.waitForTimeout(100)
    types = await menuCounts('type')
  }
  check(JSON.stringify(types) === want, `the type menu shows ${JSON.stringify(types)}, bank.facets ${want}`)
  check(types.find((t) => t.value === 'open_ended')?.count === narrowed.shown, 'the ticked type does not count what the result shows')
  await page.getByTestId('filter-type').click() // closes the menu
  // With a search, counts are of the items the search finds.
  await page.getByTestId('clear-filters').click()
  await page.getByTestId('bank-search').fill('咳嗽')
  await page.waitForFunction(() => /筛选后/.test(document.querySelector('[data-testid="bank-count"]')?.textContent ?? ''))
  const s = await settledCount()
  await page.getByTestId('filter-source').click()
  const sources = await menuCounts('source')
  check(sources.reduce((n, e) => n + e.count, 0) === s.shown, `source counts under the search add up to ${sources.reduce((n, e) => n + e.count, 0)}, not ${s.shown}`)
  check(!sources.some((e) => /_/.test(e.value)), `a source shows a file name: ${JSON.stringify(sources)}`)
  await shot('12b-facet-counts-search')
  await page.getByTestId('filter-source').click() // closes the menu
  await page.getByTestId('bank-search').fill('')
  await settledCount()
})

let walked = []
const panelId = () => page.getByTestId('item-panel').getAttribute('aria-label')
async function panelShows(id) {
  await page.locator(`[data-testid="item-panel"][aria-label="${id}"]`).waitFor()
}

await step('i3. J/K (and ↑/↓ on the panel) open the next and previous rows; unsaved edits ask first', async () => {
  await chooseFacet('type', 'open_ended')
  // Ascending by id, however the header stood (each click steps none → ascending → descending).
  const idSortNow = () => page.evaluate(() => document.querySelector('[data-testid="th-id"]')?.closest('[role="columnheader"]')?.getAttribute('aria-sort'))
  for (let i = 0; i < 3 && (await idSortNow()) !== 'ascending'; i++) {
    const before = await idSortNow()
    await page.getByTestId('th-id').click()
    await page.waitForFunction((b) => document.querySelector('[data-testid="th-id"]')?.closest('[role="columnheader"]')?.getAttribute('aria-sort') !== b, before, { timeout: 5000 }).catch(() => {})
  }
  await page.waitForFunction(() => document.querySelector('[data-testid="th-id"]')?.closest('[role="columnheader"]')?.getAttribute('aria-sort') === 'ascending')
  await settledCount()
  walked = (await api('bank.query', { filters: { type: ['open_ended'] }, sort: { column: 'id' }, limit: 5 })).rows.map((r) => r.id)
  await page.locator('.grid-foot').click()
  // In the list, J/K move the selection as ↓/↑ do.
  const selectedId = () => page.locator('[data-testid="bank-row"][aria-selected="true"]').getAttribute('data-id')
  for (const [key, at] of [['j', 0], ['j', 1], ['k', 0]]) {
    await page.keyboard.press(key)
    check((await selectedId()) === walked[at], `after ${key} in the list the selection is ${await selectedId()}, expected ${walked[at]}`)
  }
  await page.keyboard.press('Enter')
  await panelShows(walked[0])
  for (const [key, at] of [['j', 1], ['J', 2], ['k', 1], ['ArrowDown', 2], ['ArrowUp', 1], ['j', 2]]) {
    await page.keyboard.press(key)
    await panelShows(walked[at])
  }
  check((await page.locator('[data-testid="bank-row"][aria-selected="true"]').getAttribute('data-id')) === walked[2], 'the table selection did not follow the open item')
  const hash = decodeURIComponent(new URL(page.url()).hash)
  check(hash.includes('type=open_ended') && hash.includes('sort=id') && hash.includes(`item=${walked[2]}`), `the address bar does not hold the view: ${hash}`)
  await shot('13a-jk-next-item')

  // An unsaved edit: J asks first; keeping the edit stays on the item, discarding moves on.
  const stemKey = page.locator('[data-testid="editor-item"] .view-line span', { hasText: /^"stem"$/ })
  await stemKey.first().waitFor({ timeout: 30_000 })
  await stemKey.first().click()
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.type('（未保存）')
  await page.keyboard.press('j') // in the editor: a letter, not a shortcut
  await page.getByTestId('dirty-item').filter({ hasText: '有未保存的修改' }).waitFor()
  check((await panelId()) === walked[2], 'J in the editor left the item')
  await page.keyboard.press('Escape') // out of the editor, onto the panel
  await page.keyboard.press('j')
  await page.getByTestId('confirm-yes').waitFor()
  await shot('13b-jk-asks-before-discarding')
  await page.keyboard.press('Escape') // keep editing
  await page.getByTestId('confirm-yes').waitFor({ state: 'detached' })
  check((await panelId()) === walked[2], 'keeping the edit still moved to the next item')
  check((await page.locator('[data-testid="editor-item"]').innerText()).includes('（未保存）'), 'the edit was lost')
  await page.keyboard.press('j')
  await page.getByTestId('confirm-yes').click()
  await panelShows(walked[3])
  check(!(await api('item.get', { id: walked[2] })).item.stem.includes('（未保存）'), 'the discarded edit was saved')
  const kept = await page.evaluate((id) => Object.keys(localStorage).filter((k) => k.startsWith('medbench.draft.') && k.includes(`\u0000${id}\u0000`)), walked[2])
  check(kept.length === 0, `the discarded edit is still kept as a draft: ${JSON.stringify(kept)}`)

  // Back from the open item returns to the list; Forward opens it again.
  await page.keyboard.press('Escape')
  await waitPanelClosed()
  await page.goBack()
  await panelShows(walked[3])
  await page.goForward()
  await waitPanelClosed()
})

await step('i4. a reload keeps the search, filters, sort and open item; Back and Forward step through them', async () => {
  await page.getByTestId('bank-search').fill('诊断')
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('q=诊断'))
  const before = await settledCount()
  await page.locator('.grid-foot').click()
  await page.keyboard.press('ArrowDown')
  const id = await page.locator('[data-testid="bank-row"][aria-selected="true"]').getAttribute('data-id')
  await page.keyboard.press('Enter')
  await panelShows(id)
  await page.reload()
  await panelShows(id)
  const after = await settledCount()
  check(after.shown === before.shown, `after the reload the result has ${after.shown} items, before ${before.shown}`)
  check((await page.getByTestId('bank-search').inputValue()) === '诊断', 'the search is gone after the reload')
  check(((await page.getByTestId('filter-type').textContent()) ?? '').includes('问答题'), 'the type filter is gone after the reload')
  check((await page.locator('[role="columnheader"]:has([data-testid="th-id"])').getAttribute('aria-sort')) === 'ascending', 'the sort is gone after the reload')
  await shot('14-reload-restores-view')
  await page.goBack() // the list before the item was opened
  await waitPanelClosed()
  check((await page.getByTestId('bank-search').inputValue()) === '诊断', 'Back from the item also dropped the search')
  await settledCount()
  await shot('14b-back-to-the-list')
  await page.goBack() // before the search
  await page.waitForFunction(() => (document.querySelector('[data-testid="bank-search"]')?.value ?? 'x') === '')
  const unsearched = await settledCount()
  check(unsearched.shown > before.shown, `Back to before the search shows ${unsearched.shown} items`)
  await page.goForward()
  await page.goForward()
  await panelShows(id)
  await page.keyboard.press('Escape')
  await waitPanelClosed()
  await page.getByTestId('bank-search').fill('')
  await page.getByTestId('clear-filters').click()
  const idSort = () => page.locator('[role="columnheader"]:has([data-testid="th-id"])').getAttribute('aria-sort')
  // From a known start (ascending by id), each click takes one step: descending, then no sort.
  for (let i = 0; i < 3 && (await idSort()) !== 'ascending'; i++) {
    const was = await idSort()
    await page.getByTestId('th-id').click()
    for (let k = 0; k < 50 && (await idSort()) === was; k++) await page.waitForTimeout(50)
  }
  check((await idSort()) === 'ascending', `the id column cannot be sorted ascending (it is ${await idSort()})`)
  await settledCount()
  for (const next of ['descending', 'none']) {
    await page.getByTestId('th-id').click()
    for (let i = 0; i < 50 && (await idSort()) !== next; i++) await page.waitForTimeout(50)
    check((await idSort()) === next, `the id column's sort is ${await idSort()}, expected ${next}`)
  }
  check(!decodeURIComponent(new URL(page.url()).hash).includes('sort='), `the sort is still in the address bar: ${page.url()}`)
  await settledCount()
})

await step('i5. columns resize by mouse and keyboard, keep their widths after a reload, and cut ids from the start', async () => {
  const width = async (id) => Math.round((await page.getByTestId(`th-${id}`).boundingBox()).width)
  const idBefore = await width('id')
  const h = await page.getByTestId('resize-id').boundingBox()
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2)
  await page.mouse.down()
  await page.mouse.move(h.x + h.width / 2 - 64, h.y + h.height / 2, { steps: 6 })
  await page.mouse.up()
  const idAfter = await width('id')
  check(Math.abs(idAfter - (idBefore - 64)) <= 3, `dragging the id column's edge 64 px left made it ${idAfter} px (was ${idBefore})`)
  const cellWidth = Math.round((await page.locator('[data-testid="bank-row"] [role="gridcell"]').first().boundingBox()).width)
  check(Math.abs(cellWidth - idAfter) <= 2, `the id cells are ${cellWidth} px wide, the header ${idAfter}`)
  const specBefore = await width('specialty')
  await page.getByTestId('resize-specialty').focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  check((await width('specialty')) === specBefore + 32, `two → on the specialty handle made it ${await width('specialty')} px (was ${specBefore})`)
  await page.waitForTimeout(500) // widths are written after a short pause
  await page.reload()
  await page.getByTestId('bank-row').first().waitFor()
  check((await width('id')) === idAfter && (await width('specialty')) === specBefore + 32, 'the column widths were not kept across a reload')
  // The narrowed id column shows the END of each id ("…:0:1"), with the whole id in the tooltip.
  const cut = await page.evaluate(() => {
    // The longest id on screen (rows above and below the viewport are rendered too).
    const grid = document.querySelector('[data-testid="bank-grid"]').getBoundingClientRect()
    const cells = [...document.querySelectorAll('[data-testid="bank-row"] [role="gridcell"]:first-child')].filter((c) => {
      const b = c.getBoundingClientRect()
      return b.top >= grid.top + 32 && b.bottom <= grid.bottom
    })
    const cell = cells.sort((a, b) => b.textContent.length - a.textContent.length)[0]
    if (!cell || cell.textContent.length < 12) return null
    const r = cell.getBoundingClientRect()
    const y = r.top + r.height / 2
    const at = (x) => {
      const range = document.caretRangeFromPoint(x, y)
      return range && cell.contains(range.startContainer) ? range.startOffset : -1
    }
    // The first character shown after the ellipsis, and the last one before the right padding.
    let left = -1
    for (let x = r.left + 8; x < r.left + 48 && left < 0; x += 2) left = at(x)
    return { text: cell.textContent, title: cell.title, left, right: at(r.right - 9) }
  })
  check(cut !== null, 'no id is long enough to be cut at this width')
  check(cut.title === cut.text, `the tooltip "${cut.title}" is not the whole id "${cut.text}"`)
  check(cut.left > 0, `the id "${cut.text}" is not cut at its start (the left edge shows character ${cut.left})`)
  check(cut.right >= cut.text.length - 1, `the id "${cut.text}" is cut at its end (the right edge shows character ${cut.right})`)
  await shot('15-columns-resized-ids-cut-from-start')
  for (const id of ['id', 'specialty']) {
    await page.getByTestId(`resize-${id}`).focus()
    await page.keyboard.press('Home')
  }
  check((await width('id')) === idBefore && (await width('specialty')) === specBefore, 'Home did not restore the default widths')
})

await step('i6. times in the table read local (Asia/Shanghai here), to the minute', async () => {
  const row = (await api('bank.query', { limit: 1 })).rows[0]
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: E2E_TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(row.updatedAt))
      .map((p) => [p.type, p.value]),
  )
  const expected = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
  await page.locator('.grid-foot').click()
  await page.keyboard.press('Home')
  const cell = page.locator(`[data-testid="bank-row"][data-id="${row.id}"] [role="gridcell"]`).last()
  const shown = (await cell.textContent()).trim()
  check(shown === expected, `the updated column shows "${shown}" for ${row.updatedAt}, expected "${expected}" in ${E2E_TZ}`)
  check(!row.updatedAt.startsWith(shown.replace(' ', 'T')), 'the time is shown in UTC, not local time')
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
  await page.getByTestId('nav-review').click()
  await page.getByTestId('review-view').waitFor()
  await page.getByTestId('nav-calibration').click()
  await page.getByTestId('calibration-view').waitFor()
  await page.getByTestId('nav-runs').click()
  await page.getByTestId('runs-view').waitFor()
  await page.getByTestId('nav-reports').click()
  await page.getByTestId('score-view').waitFor()
  await page.getByTestId('nav-bank').click()
  await page.getByTestId('bank-grid').waitFor()
})

// Reports › Score. A responses file written here for items of the demo bank: 5 single-choice items of
// one task (3 right, 2 wrong), one open answer that is its own reference, one record for an item the
// bank does not have, one line that is not JSON.
const SCORE_RIGHT = 3
let scoreFile = ''
let scoreText = ''
let choiceTaskKey = ''
let openTaskKey = ''
let scoreItemsInTask = 0

/** Waits for a result computed with this reading, and returns the coverage strip's numbers. */
async function scoreResult(reading) {
  await page.locator(`[data-testid="score-result"][data-reading="${reading}"]`).waitFor({ timeout: 60_000 })
  await page.locator('[data-testid="score-run"]:not([aria-busy="true"])').waitFor()
  const n = async (id) => Number(await page.getByTestId(`cov-${id}`).getAttribute('data-n'))
  return { items: await n('items'), scored: await n('scored'), missing: await n('missing'), unscorable: await n('unscorable'), ignored: await n('ignored') }
}

async function scoreRow(family, key) {
  const row = page.locator(`[data-testid="score-table-${family}"] [data-testid="score-row"][data-key="${key}"]`)
  if ((await row.count()) === 0) return null
  const a = (name) => row.getAttribute(`data-${name}`)
  return { mean: (await a('mean')) === '' ? null : Number(await a('mean')), items: Number(await a('items')), scored: Number(await a('scored')), missing: Number(await a('missing')), text: (await row.textContent()) ?? '' }
}

function directScore(answeredOnly, extra = {}) {
  return api('score.responses', {
    responses: { name: path.basename(scoreFile), contentBase64: Buffer.from(scoreText, 'utf8').toString('base64') },
    answeredOnly,
    seed: 20240601,
    ...extra,
  })
}

const near = (a, b) => a !== null && b !== null && Math.abs(a - b) < 1e-9

await step('r1. Reports › Score: a responses file scored over the whole bank, coverage beside every number', async () => {
  if ((await page.evaluate(() => localStorage.getItem('medbench.lang'))) === 'en') {
    await page.getByTestId('lang-toggle').click()
    await page.getByTestId('nav-bank').filter({ hasText: '题库' }).waitFor()
  }
  const choice = await api('bank.query', { filters: { type: ['single_choice'], source: ['KUAKE-QIC'] }, limit: 5 })
  check(choice.rows.length === 5, `the demo bank has ${choice.rows.length} KUAKE-QIC single-choice items, expected at least 5`)
  const first = choice.rows[0]
  check(choice.rows.every((r) => r.task === first.task && r.dimension === first.dimension), 'the five items are not of one task')
  choiceTaskKey = `${first.track}/${first.dimension}/${first.task}`
  const lines = []
  for (const [i, row] of choice.rows.entries()) {
    const { key } = await api('item.get', { id: row.id, withKey: true })
    check(key && typeof key.answer === 'string', `no single-letter key for ${row.id}: ${JSON.stringify(key)}`)
    const letter = i < SCORE_RIGHT ? key.answer : Object.keys(row.options).find((l) => l !== key.answer)
    lines.push({ item_id: row.id, output: `分析：患者的提问关注的是这一点。故本题选 ${letter}。` })
  }
  const open = await api('bank.query', { filters: { type: ['open_ended'] }, limit: 20 })
  let openRow = null
  for (const row of open.rows) {
    const { key } = await api('item.get', { id: row.id, withKey: true })
    if (key?.reference) {
      openRow = row
      lines.push({ item_id: row.id, output: key.reference })
      break
    }
  }
  check(openRow, 'no open-ended item with a reference answer in the demo bank')
  openTaskKey = `${openRow.track}/${openRow.dimension}/${openRow.task}`
  lines.push({ item_id: 'no-such-item', output: 'A' })
  scoreText = lines.map((l) => JSON.stringify(l)).join('\n') + '\n{"item_id": broken\n'
  scoreFile = path.join(dataDir, 'answers-e2e.jsonl')
  fs.writeFileSync(scoreFile, scoreText)

  await page.getByTestId('nav-reports').click()
  await page.getByTestId('score-view').waitFor()
  check(await page.getByTestId('score-run').isDisabled(), 'Score is enabled before a file is chosen')
  await page.getByTestId('score-file-input').setInputFiles(scoreFile)
  check((await page.getByTestId('score-file-name').textContent()).includes('answers-e2e.jsonl'), 'the chosen file is not named')
  check(await page.getByTestId('score-set-whole').isChecked(), 'the whole bank is not the default item set')
  check(await page.getByTestId('score-reading-all').isChecked(), 'unanswered = 0 is not the default reading')
  // Ctrl+Enter scores from anywhere in the view.
  await page.keyboard.press('Control+Enter')
  const cov = await scoreResult('all')

  const direct = await directScore(false)
  const now = await api('app.info')
  check(cov.items === now.items && direct.nItems === now.items, `items in set: page ${cov.items}, op ${direct.nItems}, bank ${now.items}`)
  check(cov.scored === 6 && direct.nScored === 6, `scored: page ${cov.scored}, op ${direct.nScored}, written 6`)
  check(cov.missing === now.items - 6 && direct.nMissing === cov.missing, `unanswered: page ${cov.missing}, op ${direct.nMissing}, expected ${now.items - 6}`)
  check(cov.unscorable === 0 && direct.nUnscorable === 0, `unscorable: page ${cov.unscorable}, op ${direct.nUnscorable}`)
  check(cov.ignored === 2 && direct.nIgnoredResponses === 2, `ignored records: page ${cov.ignored}, op ${direct.nIgnoredResponses}, written 2`)

  // Accuracy: the task of the five items, 3 right of all its items (unanswered count 0).
  const opTask = direct.accuracy.byTask.find((t) => `${t.track}/${t.dimension}/${t.task}` === choiceTaskKey)
  const task = await scoreRow('accuracy', choiceTaskKey)
  check(task && opTask, `no accuracy row for ${choiceTaskKey}`)
  scoreItemsInTask = opTask.nItems
  check(task.scored === 5 && task.items === opTask.nItems && task.missing === opTask.nItems - 5, `the task row says ${task.scored}/${task.items}, ${task.missing} unanswered`)
  check(near(task.mean, opTask.mean) && near(task.mean, (SCORE_RIGHT / opTask.nItems) * 100), `the task row's mean is ${task.mean}, op ${opTask.mean}, expected ${(SCORE_RIGHT / opTask.nItems) * 100}`)
  check(task.text.includes(`未作答 ${opTask.nItems - 5} 题按 0 分`), `the task row does not say its unanswered items count as 0: "${task.text}"`)
  const accAll = await scoreRow('accuracy', '')
  check(near(accAll.mean, direct.accuracy.overall.mean), `accuracy overall: page ${accAll.mean}, op ${direct.accuracy.overall.mean}`)

  // Lexical overlap apart: the open answer is there and only there.
  check((await scoreRow('accuracy', openTaskKey)) === null, `the open item's task ${openTaskKey} is in the accuracy table`)
  check((await scoreRow('lexical', choiceTaskKey)) === null, 'the choice task is in the lexical table')
  const lex = await scoreRow('lexical', openTaskKey)
  check(lex && lex.scored === 1, `the lexical row for ${openTaskKey} says ${lex?.scored} scored`)
  const lexAll = await scoreRow('lexical', '')
  check(near(lexAll.mean, direct.lexical.overall.mean), `lexical overall: page ${lexAll.mean}, op ${direct.lexical.overall.mean}`)
  check((await page.locator('[data-testid="score-result"] [data-testid="score-row"][data-level="overall"]').count()) === 2, 'not exactly one overall per family')

  const setWords = await page.getByTestId('score-set-words').textContent()
  check(setWords.includes('整个题库') && setWords.includes(now.items.toLocaleString('en-US')), `the item set reads "${setWords}"`)
  check((await page.getByTestId('score-reading-words').textContent()).includes('未作答的按 0 分计'), 'the reading is not stated')
  const scorers = await page.getByTestId('score-scorers').textContent()
  for (const sc of direct.scorers) check(scorers.includes(`${sc.name}@${sc.version}`), `scorer ${sc.name}@${sc.version} is not listed`)
  check((await page.getByTestId('score-method').textContent()).includes('20240601'), 'the method does not state the seed')
  const problems = await page.getByTestId('score-problems').textContent()
  check(problems.includes('answers-e2e.jsonl:7:') && problems.includes('no-such-item'), `the unknown item is not listed with its line:\n${problems}`)
  check(problems.includes('answers-e2e.jsonl:8:'), `the line that is not JSON is not listed:\n${problems}`)
  await page.evaluate(() => document.querySelector('.score-view').scrollTo(0, 0))
  await shot('11-score-all-zh')
  await page.evaluate(() => document.querySelector('[data-testid="score-family-lexical"]').scrollIntoView())
  await shot('11b-score-lexical-zh')
})

await step('r2. the answered-only reading is labelled as the other reading; the shown summary exports as JSON', async () => {
  await page.getByTestId('score-reading-answered').check()
  await page.getByTestId('score-stale').waitFor()
  await page.getByTestId('score-run').click()
  const cov = await scoreResult('answered-only')
  check((await page.getByTestId('score-stale').count()) === 0, 'the result is still marked as from other settings')
  const direct = await directScore(true)
  const reading = await page.getByTestId('score-reading-words').textContent()
  check(reading.includes('仅计已作答') && reading.includes('另一种读法'), `the reading reads "${reading}"`)
  check(cov.missing === direct.nMissing && cov.scored === 6, `answered-only coverage: ${JSON.stringify(cov)}`)
  check((await page.getByTestId('cov-missing').textContent()).includes('不计入分母'), 'the unanswered cell does not say they are left out')
  const task = await scoreRow('accuracy', choiceTaskKey)
  const opTask = direct.accuracy.byTask.find((t) => `${t.track}/${t.dimension}/${t.task}` === choiceTaskKey)
  check(near(task.mean, (SCORE_RIGHT / 5) * 100) && near(task.mean, opTask.mean), `answered-only task mean ${task.mean}, op ${opTask.mean}, expected 60`)
  check(task.text.includes(`未计入未作答的 ${scoreItemsInTask - 5} 题`), `the task row does not say its unanswered items are left out: "${task.text}"`)
  await page.evaluate(() => document.querySelector('.score-view').scrollTo(0, 0))
  await shot('12-score-answered-only-zh')

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('score-export').click()])
  check(/^medbench-score-answers-e2e-\d{8}-\d{4}\.json$/.test(download.suggestedFilename()), `the export is named ${download.suggestedFilename()}`)
  const doc = JSON.parse(fs.readFileSync(await download.path(), 'utf8'))
  check(doc.request.answeredOnly === true && doc.request.seed === 20240601, `the export's request: ${JSON.stringify(doc.request)}`)
  check(doc.responses.name === 'answers-e2e.jsonl' && doc.bank.items === direct.nItems, 'the export does not name the file and the bank')
  for (const k of ['nItems', 'nScored', 'nMissing', 'nUnscorable', 'nIgnoredResponses', 'reading']) {
    check(doc.summary[k] === direct[k], `the export's ${k} is ${doc.summary[k]}, the op says ${direct[k]}`)
  }
  check(JSON.stringify(doc.summary.accuracy) === JSON.stringify(direct.accuracy), 'the exported accuracy differs from the op')
  check(doc.summary.problems.length === direct.problems.length, 'the export lost problems')
})

await step('r3. in English; then the bank view\'s filters as the item set, stated in words', async () => {
  await page.getByTestId('lang-toggle').click()
  await page.getByTestId('nav-reports').filter({ hasText: 'Reports' }).waitFor()
  check((await page.getByTestId('score-reading-words').textContent()).includes('answered items only'), 'the reading is not in English')
  check((await page.locator('[data-testid="score-family-accuracy"] h3').textContent()) === 'Accuracy-type scores', 'the accuracy heading is not in English')
  const task = await scoreRow('accuracy', choiceTaskKey)
  check(task.text.includes(`${scoreItemsInTask - 5} unanswered left out`), `the English task row reads "${task.text}"`)
  await page.evaluate(() => document.querySelector('.score-view').scrollTo(0, 0))
  await shot('13-score-answered-only-en')

  await page.getByTestId('nav-bank').click()
  await chooseFacet('dimension', 'understanding')
  const c = await settledCount()
  await page.getByTestId('nav-reports').click()
  await page.getByTestId('score-set-bank').check()
  const words = await page.getByTestId('score-set-bank-words').textContent()
  check(words.includes('Medical language understanding'), `the bank view's filter reads "${words}"`)
  await page.getByTestId('score-reading-all').check()
  await page.getByTestId('score-run').click()
  const cov = await scoreResult('all')
  const direct = await directScore(false, { filters: { dimension: ['understanding'] } })
  check(cov.items === c.shown && direct.nItems === c.shown, `filtered item set: page ${cov.items}, op ${direct.nItems}, bank view ${c.shown}`)
  check(cov.ignored === direct.nIgnoredResponses && cov.scored === direct.nScored, `filtered coverage ${JSON.stringify(cov)} vs op scored ${direct.nScored}, ignored ${direct.nIgnoredResponses}`)
  const setWords = await page.getByTestId('score-set-words').textContent()
  check(setWords.startsWith('filtered by') && setWords.includes('Medical language understanding'), `the result's item set reads "${setWords}"`)
  if (openTaskKey.split('/')[1] !== 'understanding') {
    const problems = await page.getByTestId('score-problems').textContent()
    check(problems.includes('outside the item set'), `the open answer is not reported as outside the set:\n${problems}`)
  }
  await page.evaluate(() => document.querySelector('.score-view').scrollTo(0, 0))
  await shot('14-score-bank-filter-en')

  // A file with no records: a message naming it, and the earlier result kept (marked as from other input).
  const empty = path.join(dataDir, 'empty-answers.jsonl')
  fs.writeFileSync(empty, '\n')
  await page.getByTestId('score-file-input').setInputFiles(empty)
  await page.getByTestId('score-run').click()
  const err = page.getByTestId('score-error')
  await err.waitFor()
  check((await err.textContent()).includes('empty-answers.jsonl has no response records'), `the error reads "${await err.textContent()}"`)
  check((await page.getByTestId('score-result').count()) === 1 && (await page.getByTestId('score-stale').count()) === 1, 'the earlier result is gone or not marked')
  await page.getByTestId('nav-bank').click()
  await page.getByTestId('clear-filters').click()
  await settledCount()
})

// Runs (评测): the loopback model server answers choice items of this bank; the Runs view starts a run
// against it from the form, shows its progress until it completes (with a pause, a failed request and
// a retry of it on the way), then the report and the per-response table. The server is a child process
// started here and stopped at the end (and by cleanup() if a step fails).
const RUN_ITEMS = 20
let modelUrl = ''
let runId = ''
const runItems = []

/** Sends faults to the model server (its POST /__control). */
async function modelFaults(faults) {
  const res = await fetch(new URL('/__control', modelUrl).href, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ faults }) })
  check(res.ok, `the model server refused /__control: HTTP ${res.status}`)
}

/** Waits until the run shown is in this state (and not running in this process). */
async function runSettled(status, timeout = 60_000) {
  await page.locator(`[data-testid="run-detail"][data-status="${status}"][data-active="false"]`).waitFor({ timeout })
}

async function progressNumbers() {
  const p = page.getByTestId('run-progress')
  return { done: Number(await p.getAttribute('data-done')), total: Number(await p.getAttribute('data-total')), errors: Number(await p.getAttribute('data-errors')) }
}

/** The report on screen once it was made from `responses` responses. */
async function reportFor(responses) {
  await page.waitForFunction((n) => document.querySelector('[data-testid="report-n-responses"]')?.getAttribute('data-n') === String(n), responses, { timeout: 20_000 })
  const n = async (id) => Number(await page.getByTestId(`report-n-${id}`).getAttribute('data-n'))
  const o = page.getByTestId('report-overall')
  return {
    items: await n('items'),
    tasks: await n('tasks'),
    responses: await n('responses'),
    errors: await n('errors'),
    unanswered: await n('unanswered'),
    score: Number(await o.getAttribute('data-score')),
    n: Number(await o.getAttribute('data-n')),
  }
}

async function tableTotal() {
  await page.waitForFunction(() => {
    const e = document.querySelector('[data-testid="responses-total"]')
    return e && e.getAttribute('data-total') !== '' && document.querySelector('[data-testid="responses-table"]')?.getAttribute('aria-busy') === 'false'
  })
  return Number(await page.getByTestId('responses-total').getAttribute('data-total'))
}

await step('c1. Calibration › agreement: a ratings sheet (GBK, as Excel saves it) gives the figures `medbench agreement` prints, with intervals, a heat map, a scatter and a Bland–Altman plot', async () => {
  const fixture = path.join(projectRoot, 'tests/fixtures/stats/agreement_sparse.csv')
  const cliOut = execFileSync(cliCmd[0], [...cliCmd.slice(1), 'agreement', '--ratings', fixture, '--bootstrap', '200', '--seed', '5', '--json'], { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, MEDBENCH_LANG: 'en' } })
  const want = JSON.parse(cliOut.trim().split('\n').pop())
  // The same rows as Excel writes them on a Chinese Windows: GBK with CRLF.
  const iconv = (await import('iconv-lite')).default
  const gbkFile = path.join(dataDir, '评分表-gbk.csv')
  fs.writeFileSync(gbkFile, iconv.encode(fs.readFileSync(fixture, 'utf8').replace(/\n/g, '\r\n'), 'gbk'))
  await page.getByTestId('nav-calibration').click()
  await page.getByTestId('calibration-view').waitFor()
  await page.getByTestId('cal-tab-agreement').click()
  await page.getByTestId('cal-file-input').setInputFiles(gbkFile)
  await page.getByTestId('cal-resamples').fill('200')
  await page.getByTestId('cal-seed').fill('5')
  await page.getByTestId('cal-seed').press('Control+Enter')
  await page.getByTestId('cal-result').waitFor({ timeout: 60_000 })
  const val = async (id) => Number(await page.getByTestId(id).getAttribute('data-value'))
  for (const l of ['nominal', 'ordinal', 'interval', 'ratio']) check((await val(`cal-alpha-${l}`)) === want.krippendorff_alpha[l], `alpha ${l} differs from the CLI's`)
  check((await val('cal-fleiss')) === want.fleiss_kappa, "Fleiss' kappa differs from the CLI's")
  for (const f of ['ICC1', 'ICC2', 'ICC3', 'ICC1k', 'ICC2k', 'ICC3k']) {
    if (want.icc[f] === null) check((await page.getByTestId(`cal-icc-${f}`).getAttribute('data-value')) === '', `${f} shown though the CLI has null`)
    else check((await val(`cal-icc-${f}`)) === want.icc[f], `${f} differs from the CLI's`)
  }
  check((await page.locator('[data-testid^="cal-pair-"][data-testid$="-cohen_kappa"]').count()) === want.pairwise.length, 'not one row per rater pair')
  for (const [i, p] of want.pairwise.entries()) {
    for (const k of ['cohen_kappa', 'cohen_kappa_quadratic', 'gwet_ac1', 'spearman', 'kendall_tau_b', 'mean_bias']) check((await val(`cal-pair-${i}-${k}`)) === p[k], `pair ${i} ${k} differs from the CLI's`)
    const ci = p.cohen_kappa_ci
    const shown = await page.getByTestId(`cal-pair-${i}-cohen_kappa`).innerText()
    check(shown.includes(`[${ci[0].toFixed(3)}, ${ci[1].toFixed(3)}]`), `pair ${i}: the interval shown (${shown}) is not the CLI's ${ci}`)
  }
  // The first pair's charts: the heat map's cells add up to the units both scored.
  const cells = await page.getByTestId('cal-confusion').locator('[data-count]').evaluateAll((gs) => gs.map((g) => Number(g.getAttribute('data-count'))))
  check(cells.reduce((a, b) => a + b, 0) === want.pairwise[0].n, `the heat map holds ${cells.reduce((a, b) => a + b, 0)} units, the pair ${want.pairwise[0].n}`)
  check(Math.abs(Number(await page.getByTestId('cal-bland-altman').getAttribute('data-mean-diff')) - want.pairwise[0].mean_bias) < 1e-12, 'the Bland–Altman mean difference is not the mean bias')
  await page.getByTestId('cal-scatter').waitFor()
  await shot('50-calibration-agreement')
  // Another pair by click: its charts replace the first's.
  await page.getByTestId('cal-pair-3').click()
  await page.getByTestId('cal-pair-title').filter({ hasText: want.pairwise[3].rater_a }).waitFor()
  const cells3 = await page.getByTestId('cal-confusion').locator('[data-count]').evaluateAll((gs) => gs.map((g) => Number(g.getAttribute('data-count'))))
  check(cells3.reduce((a, b) => a + b, 0) === want.pairwise[3].n, 'the heat map did not follow the chosen pair')
  await page.getByTestId('cal-bland-altman').scrollIntoViewIfNeeded()
  await shot('51-calibration-pair')
  // A sheet with a rater scoring a unit twice is refused, naming file and line; the last report stays.
  const dup = path.join(dataDir, 'dup-ratings.csv')
  fs.writeFileSync(dup, 'unit,rater,score\nq1,judge,3\nq1,judge,4\n')
  await page.getByTestId('cal-file-input').setInputFiles(dup)
  await page.getByTestId('cal-run').click()
  await page.getByTestId('cal-error').filter({ hasText: 'dup-ratings.csv' }).waitFor()
  const err = await page.getByTestId('cal-error').innerText()
  check(/第 3 行|line 3/.test(err), `the duplicate's message does not name line 3: ${err}`)
  check((await page.getByTestId('cal-result').count()) === 1, 'the earlier report was cleared by a failed one')
})

/** A loopback server started with `node --import tsx SCRIPT ARGS`; resolves with its URL (its first stdout line) and the child. */
async function startLoopback(script, args, env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('tests', 'support', script), ...args], { cwd: projectRoot, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } })
  let stderr = ''
  child.stderr.on('data', (c) => (stderr += c))
  const url = await new Promise((resolve, reject) => {
    let buf = ''
    const timer = setTimeout(() => reject(new Error(`no URL from ${script} within 30 s\n${stderr}`)), 30_000)
    child.stdout.on('data', (c) => {
      buf += c
      const nl = buf.indexOf('\n')
      if (nl >= 0) {
        clearTimeout(timer)
        try {
          resolve(JSON.parse(buf.slice(0, nl)).url)
        } catch {
          reject(new Error(`${script}'s first line is not its URL: ${buf.slice(0, nl)}`))
        }
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${script} exited with code ${code}\n${stderr}`))
    })
  })
  return { url, child }
}

await step('u1. the loopback model server starts on choice items of this bank and their keys', async () => {
  const q = await api('bank.query', { filters: { type: ['single_choice'] }, limit: RUN_ITEMS })
  check(q.rows.length === RUN_ITEMS, `the bank has ${q.rows.length} single-choice items, expected at least ${RUN_ITEMS}`)
  for (const row of q.rows) {
    const { key } = await api('item.get', { id: row.id, withKey: true })
    check(row.options && key && typeof key.answer === 'string', `no options or no single-letter key for ${row.id}`)
    runItems.push({ id: row.id, stem: row.stem, options: row.options, answer: key.answer })
  }
  const file = path.join(dataDir, 'model-server-items.jsonl')
  fs.writeFileSync(file, runItems.map(({ stem, options, answer }) => JSON.stringify({ stem, options, answer })).join('\n') + '\n')
  // Wrong answers now and then (seeded), so the score, the "wrong" filter and the position prior have something to show.
  const started = await startLoopback('model-server.ts', ['--port', '0', '--items', file, '--latency', '300', '--accuracy', '0.7', '--seed', '7', '--api-key-env', 'MEDBENCH_E2E_MODEL_KEY', '--exit-on-stdin-close'], { MEDBENCH_E2E_MODEL_KEY: MODEL_KEY })
  modelServer = started.child
  modelUrl = started.url
  check(/^http:\/\/127\.0\.0\.1:\d+\/v1$/.test(modelUrl), `the model server's URL is ${modelUrl}`)
  process.stdout.write(`    model server ${modelUrl}\n`)
})

await step('u2. Runs › new run: the form checks its fields in Chinese, tests the connection and lists the models', async () => {
  if ((await page.evaluate(() => localStorage.getItem('medbench.lang'))) === 'en') {
    await page.getByTestId('lang-toggle').click()
    await page.getByTestId('nav-bank').filter({ hasText: '题库' }).waitFor()
  }
  await page.getByTestId('nav-runs').click()
  await page.getByTestId('runs-view').waitFor()
  await page.getByTestId('run-form').waitFor()
  check((await api('run.list')).runs.length === 0, 'the fresh data folder already has runs')
  check((await page.getByTestId('runs-list').textContent()).includes('还没有评测'), 'the empty list does not say there are no runs')

  // Nothing filled in: the form says what is missing and sends nothing.
  await page.getByTestId('run-start').click()
  await page.getByTestId('run-form-problems').waitFor()
  let problems = (await page.getByTestId('field-problem').allTextContents()).join('\n')
  check(problems.includes('请至少填写一个服务地址') && problems.includes('请填写模型名称'), `the empty form's problems:\n${problems}`)
  // A URL that is not http(s), a concurrency of 0 and a bad error budget: each named, in Chinese.
  await page.getByTestId('run-urls').fill('ftp://127.0.0.1/v1')
  await page.getByTestId('run-concurrency').fill('0')
  await page.getByTestId('run-maxErrors').fill('五个')
  await page.getByTestId('run-start').click()
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="field-problem"]').length >= 4)
  problems = (await page.getByTestId('field-problem').allTextContents()).join('\n')
  check(problems.includes('不是有效的 http:// 或 https:// 地址：ftp://127.0.0.1/v1'), `the bad URL is not named:\n${problems}`)
  check(problems.includes('并发数须为 1–1024 之间的整数'), `the bad concurrency is not named:\n${problems}`)
  check(problems.includes('错误预算写成数量'), `the bad error budget is not named:\n${problems}`)
  // From the browser, an API key variable must be a MEDBENCH_ one: said before anything is sent.
  await page.getByTestId('run-key-env').check()
  await page.getByTestId('run-apiKeyEnv').fill('AWS_SECRET_ACCESS_KEY')
  await page.getByTestId('run-test-connection').click()
  await page.getByText('在浏览器中只能使用以 MEDBENCH_ 开头的环境变量').waitFor()
  check((await page.getByTestId('conn-results').count()) === 0, 'the connection was tested with a refused key variable')
  check((await api('run.list')).runs.length === 0, 'a run was created from a form with problems')
  await page.evaluate(() => document.querySelector('.runs-main').scrollTo(0, 0))
  await shot('20-run-form-problems')

  await page.getByTestId('run-key-none').check()
  await page.getByTestId('run-maxErrors').fill('')
  await page.getByTestId('run-urls').fill(modelUrl)
  await page.getByTestId('run-concurrency').fill('2')
  // The server wants a key: without one, the test says so in plain words, with the time it took.
  await page.getByTestId('run-test-connection').click()
  const refused = page.locator('[data-testid="conn-result"][data-ok="false"]')
  await refused.waitFor()
  check((await refused.textContent()).includes('认证失败（HTTP 401）：该服务需要 API 密钥，或密钥不正确'), `the 401 reads "${await refused.textContent()}"`)
  check(/^\d+$/.test((await refused.getByTestId('conn-latency').getAttribute('data-ms')) ?? ''), 'the failed test does not show its time')
  await page.getByTestId('run-key-env').check()
  await page.getByTestId('run-apiKeyEnv').fill('MEDBENCH_E2E_MODEL_KEY')
  await page.getByTestId('run-test-connection').click()
  const ok = page.locator('[data-testid="conn-result"][data-ok="true"]')
  await ok.waitFor()
  check((await ok.textContent()).includes(modelUrl), `the connection result reads "${await ok.textContent()}"`)
  const listed = await page.getByTestId('model-chip').evaluateAll((els) => els.map((e) => e.getAttribute('data-model')))
  check(listed.includes('fake-plain'), `the models listed are ${JSON.stringify(listed)}`)
  await page.locator('[data-testid="model-chip"][data-model="fake-plain"]').click()
  check((await page.getByTestId('run-model').inputValue()) === 'fake-plain', 'picking a listed model did not fill in the model')

  // The items: single choice (the form's own filter), the first 20; one try per request.
  await page.getByTestId('run-filter-type').click()
  await page.getByTestId('run-filter-menu-type').locator('label[data-value="single_choice"] input').check()
  await page.keyboard.press('Escape')
  await page.getByTestId('run-filter-menu-type').waitFor({ state: 'detached' })
  await page.getByTestId('run-limit').fill(String(RUN_ITEMS))
  await page.getByTestId('run-maxAttempts').fill('1')
  // The form counts its selection as it changes (bank.query under the form's own filters).
  const direct = await api('bank.query', { filters: { type: ['single_choice'] }, limit: 0 })
  const counted = await page
    .waitForFunction(
      ({ n, total }) => {
        const e = document.querySelector('[data-testid="run-selection-count"]')
        return e?.getAttribute('data-selected') === String(total) && e.getAttribute('data-planned') === String(n)
      },
      { n: RUN_ITEMS, total: direct.total },
      { timeout: 10_000 },
    )
    .then(() => true, () => false)
  check(counted, `the form counts ${await page.getByTestId('run-selection-count').getAttribute('data-selected')} single-choice items, bank.query ${direct.total}`)
  check((await page.getByTestId('run-selection-count').textContent()).includes(`本次将评测 ${RUN_ITEMS} 题`), 'the form does not say how many items the run will ask')
  check((await page.getByTestId('field-problem').count()) === 0, 'problems are still shown after the fields were corrected')
  await page.evaluate(() => document.querySelector('.runs-main').scrollTo(0, 0))
  await shot('21-run-form-filled')
})

await step('u3. the run starts; its progress is polled; pause stops it, resume finishes it; the list says so', async () => {
  // The first request the server sees fails with a 500; with one try per request it stays failed.
  await modelFaults({ queue: ['500'] })
  await page.getByTestId('run-start').click()
  const detail = page.getByTestId('run-detail')
  await detail.waitFor()
  runId = await detail.getAttribute('data-run')
  check(/^[\w-]{4,}$/.test(runId ?? ''), `the run id is "${runId}"`)
  // Live: some responses in, not all, while it runs (300 ms a request, two at a time).
  await page.waitForFunction((n) => {
    const p = document.querySelector('[data-testid="run-progress"]')
    const d = Number(p?.getAttribute('data-done'))
    return document.querySelector('[data-testid="run-detail"]')?.getAttribute('data-active') === 'true' && d >= 2 && d < n
  }, RUN_ITEMS)
  check((await page.locator(`[data-testid="run-item"][data-run="${runId}"]`).getAttribute('data-active')) === 'true', 'the list does not show the run as running')
  check((await page.getByTestId('run-status').textContent()) === '运行中', `the status reads "${await page.getByTestId('run-status').textContent()}"`)
  await page.getByTestId('run-replicas').waitFor()
  await shot('22-run-progress-live')
  await page.getByTestId('run-pause').click()
  await runSettled('paused')
  const paused = await progressNumbers()
  check(paused.done < RUN_ITEMS && paused.total === RUN_ITEMS, `paused at ${paused.done}/${paused.total}`)
  check((await page.getByTestId('run-status').textContent()) === '已暂停', `the paused status reads "${await page.getByTestId('run-status').textContent()}"`)
  const st = await api('run.status', { run: runId })
  check(st.status === 'paused' && st.done === paused.done && !st.active, `run.status says ${st.status} ${st.done}, the page ${paused.done}`)
  // Polling stopped with the run: nothing moves.
  await page.waitForTimeout(1200)
  check((await progressNumbers()).done === paused.done, 'the paused run kept going')
  // The report of a paused run counts what is missing as unanswered.
  const partial = await reportFor(paused.done)
  check(partial.unanswered === RUN_ITEMS - paused.done, `the paused report has ${partial.unanswered} unanswered, expected ${RUN_ITEMS - paused.done}`)
  await shot('23-run-paused')

  await page.getByTestId('run-resume').click()
  await runSettled('completed')
  const done = await progressNumbers()
  check(done.done === RUN_ITEMS && done.total === RUN_ITEMS, `completed at ${done.done}/${done.total}`)
  check(done.errors === 1, `${done.errors} failed requests, expected the one 500`)
  await page.locator('[data-testid="run-errors-by-class"] [data-class="server"]').waitFor()
  const item = page.locator(`[data-testid="run-item"][data-run="${runId}"]`)
  await page.waitForFunction((id) => document.querySelector(`[data-testid="run-item"][data-run="${id}"]`)?.getAttribute('data-status') === 'completed', runId)
  const counts = await item.getByTestId('run-item-counts').textContent()
  check(counts.startsWith(`${RUN_ITEMS}/${RUN_ITEMS}`) && counts.includes('失败 1'), `the list's counts read "${counts}"`)
  check((await item.textContent()).includes('fake-plain') && (await item.textContent()).includes('已完成'), `the list entry reads "${await item.textContent()}"`)
})

await step('u4. the report: overall score with its interval and base, failed counted as 0; the table has every request', async () => {
  const direct = await api('run.report', { run: runId })
  const r = await reportFor(direct.report.n_responses)
  check(r.items === RUN_ITEMS && r.tasks === RUN_ITEMS && r.responses === RUN_ITEMS, `the base reads ${JSON.stringify(r)}`)
  check(r.errors === 1 && direct.report.n_errors === 1 && r.unanswered === 0, `failed ${r.errors} (op ${direct.report.n_errors}), unanswered ${r.unanswered}`)
  check(r.n === RUN_ITEMS && direct.report.overall.n === RUN_ITEMS, `overall n: page ${r.n}, op ${direct.report.overall.n}, items run ${RUN_ITEMS}`)
  check(Math.abs(r.score - direct.report.overall.score) < 1e-9, `overall score: page ${r.score}, op ${direct.report.overall.score}`)
  check((await page.getByTestId('report-overall-score').textContent()) === direct.report.overall.score.toFixed(1), 'the overall score is not shown to one decimal')
  const headline = await page.getByTestId('report-overall').textContent()
  check(headline.includes(`[${direct.report.overall.ci_low.toFixed(1)}, ${direct.report.overall.ci_high.toFixed(1)}]`), `the interval is not shown: "${headline}"`)
  check(headline.includes(`n = ${RUN_ITEMS} 题`), `n is not shown: "${headline}"`)
  check((await page.getByTestId('report-zero-note').textContent()).includes('失败的请求（1）和未回答的请求（0）均按 0 分计'), 'the report does not say failed requests count as 0')
  // The manifest names exactly the items the model server was given.
  const ids = direct.report.manifest.items.rows.map((r) => r[0]).sort()
  check(JSON.stringify(ids) === JSON.stringify(runItems.map((i) => i.id).sort()), 'the run asked other items than the first 20 single-choice items')
  const dims = await page.locator('[data-testid="report-by-dimension"] [data-testid="bar-row"]').count()
  check(dims === Object.keys(direct.report.by_dimension).length && dims > 0, `${dims} dimension bars, ${Object.keys(direct.report.by_dimension).length} in the report`)
  check((await page.locator('[data-testid="report-position-prior"] [data-letter]').count()) === Object.keys(direct.report.position_prior).length, 'the position prior is not shown per letter')
  check((await page.locator('[data-testid="report-errors"] [data-class="server"]').textContent()).includes('1'), 'errors by class do not show the 500')
  check((await page.getByTestId('report-latency-p50').textContent()).endsWith('ms'), 'latency p50 is not shown')
  // How the answers were read: the box shows the operation's counts and the bound.
  const reading = direct.report.reading
  check(reading && reading.n_answers === RUN_ITEMS - 1, `the report's reading section is ${JSON.stringify(reading)}`)
  const box = page.getByTestId('report-reading')
  check(Number(await box.getAttribute('data-inferred')) === reading.n_inferred, `the reading box shows ${await box.getAttribute('data-inferred')} inferred, the report ${reading.n_inferred}`)
  check((await page.getByTestId('report-if-inferred-wrong').textContent()) === reading.overall_if_inferred_wrong.toFixed(1), 'the score without inferred answers is not shown')
  check((await box.textContent()).includes(`共 ${reading.n_answers} 个选择题回答`), `the reading box reads "${await box.textContent()}"`)
  await box.scrollIntoViewIfNeeded()
  await shot('24c-run-reading')

  const total = await tableTotal()
  check(total === direct.report.n_tasks && total === RUN_ITEMS, `the table has ${total} rows, the report ${direct.report.n_tasks} requests`)
  check((await page.getByTestId('response-row').count()) === RUN_ITEMS, 'not every row is on the first page')
  const wrongOp = await api('run.responses', { run: runId, filter: 'wrong', offset: 0, limit: 100 })
  await page.getByTestId('responses-filter').selectOption('wrong')
  check((await tableTotal()) === wrongOp.total, `the "wrong" filter shows ${await tableTotal()}, the op ${wrongOp.total}`)
  // Answers read without an answer statement (the plain model states each one): the op and the table agree.
  const inferredOp = await api('run.responses', { run: runId, filter: 'inferred', offset: 0, limit: 100 })
  await page.getByTestId('responses-filter').selectOption('inferred')
  check((await tableTotal()) === inferredOp.total, `the "inferred" filter shows ${await tableTotal()}, the op ${inferredOp.total}`)
  check(inferredOp.total === reading.n_inferred, `the filter lists ${inferredOp.total} inferred answers, the report counts ${reading.n_inferred}`)
  await page.getByTestId('responses-filter').selectOption('failed')
  check((await tableTotal()) === 1, 'the "failed" filter does not show the one failed request')
  const failedRow = page.getByTestId('response-row').first()
  check((await failedRow.getAttribute('data-status')) === 'failed' && (await failedRow.textContent()).includes('服务器错误'), `the failed row reads "${await failedRow.textContent()}"`)
  await failedRow.click()
  await page.getByTestId('response-detail').waitFor()
  check((await page.getByTestId('response-error').textContent()).includes('服务器错误'), 'the failed response does not show its error')
  await page.keyboard.press('Escape')
  await page.getByTestId('response-detail').waitFor({ state: 'detached' })
  await page.getByTestId('responses-filter').selectOption('all')
  await tableTotal()
  await page.evaluate(() => document.querySelector('[data-testid="responses-panel"]').scrollIntoView())
  await shot('24b-run-responses')
  await page.evaluate(() => document.querySelector('.runs-main').scrollTo(0, 0))
  await shot('24-run-report')
})

await step('u5. resume with "retry failed requests" sends only the failed one; the table opens a response by keyboard', async () => {
  const before = await api('run.responses', { run: runId, filter: 'all', offset: 0, limit: 100 })
  check(await page.getByTestId('run-resume').isDisabled(), 'Resume is enabled for a completed run without "retry failed"')
  await page.getByTestId('run-retry-failed').check()
  await page.getByTestId('run-resume').click()
  // The failed request is sent again: all answered, none failed (not the "completed" shown before the click).
  await page.locator(`[data-testid="run-progress"][data-done="${RUN_ITEMS}"][data-errors="0"]`).waitFor({ timeout: 30_000 })
  await runSettled('completed')
  const r = await reportFor(RUN_ITEMS)
  check(r.errors === 0 && r.responses === RUN_ITEMS && r.n === RUN_ITEMS, `after the retry: ${JSON.stringify(r)}`)
  const after = await api('run.responses', { run: runId, filter: 'all', offset: 0, limit: 100 })
  const changed = after.rows.filter((x, i) => x.output !== before.rows[i].output || x.status !== before.rows[i].status)
  check(changed.length === 1 && before.rows[after.rows.indexOf(changed[0])].status === 'failed', `${changed.length} responses changed on the retry, expected only the failed one`)
  check((await tableTotal()) === RUN_ITEMS, 'the table lost rows')

  // Keyboard: J selects the first row, J the second, K back; Enter opens; the span is marked in the output.
  await page.getByTestId('responses-table').focus()
  await page.keyboard.press('j')
  await page.keyboard.press('j')
  await page.keyboard.press('k')
  const sel = page.locator('[data-testid="response-row"][aria-selected="true"]')
  check((await sel.getAttribute('data-seq')) === '0', `J J K selected row ${await sel.getAttribute('data-seq')}`)
  await page.keyboard.press('Enter')
  const panel = page.getByTestId('response-detail')
  await panel.waitFor()
  const row0 = after.rows[0]
  check((await panel.getAttribute('data-seq')) === '0', 'Enter opened another row')
  const output = await page.getByTestId('response-output').textContent()
  check(output === row0.output && output.length > 0, `the output shown is "${output}", stored "${row0.output}"`)
  check((await page.getByTestId('response-span').textContent()) === row0.span, `the marked span is "${await page.getByTestId('response-span').textContent()}", the report's "${row0.span}"`)
  check((await page.getByTestId('response-extracted').textContent()) === row0.extracted, 'the extracted answer differs')
  const messages = await page.getByTestId('response-messages').textContent()
  const item0 = runItems.find((i) => i.id === row0.itemId)
  check(messages.includes(item0.stem), 'the prompt as sent does not contain the item stem')
  await shot('25-run-response-open')
  // J with the panel open moves to the next response; Esc closes.
  await page.keyboard.press('j')
  await page.locator('[data-testid="response-detail"][data-seq="1"]').waitFor()
  await page.keyboard.press('Escape')
  await panel.waitFor({ state: 'detached' })
  // A single key typed in a field is text, not a shortcut.
  await page.getByTestId('run-resume-key').click()
  await page.keyboard.type('jk')
  check((await page.getByTestId('run-resume-key').inputValue()) === 'jk' && (await page.locator('[data-testid="response-row"][aria-selected="true"]').getAttribute('data-seq')) === '1', 'J/K in a field moved the table')
  await page.getByTestId('run-resume-key').fill('')
})

await step('u6. the signed report exports as JSON and verifies; the view reads in English', async () => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('run-report-export').click()])
  check(new RegExp(`^medbench-run-${runId}-\\d{8}-\\d{4}\\.json$`).test(download.suggestedFilename()), `the export is named ${download.suggestedFilename()}`)
  const doc = JSON.parse(fs.readFileSync(await download.path(), 'utf8'))
  check(doc.run === runId && doc.n_tasks === RUN_ITEMS && doc.overall.n === RUN_ITEMS, 'the exported report is not this run’s')
  const v = await api('report.verify', { report: doc })
  check(v.ok === true, `the exported report does not verify: ${JSON.stringify(v)}`)
  await page.getByTestId('lang-toggle').click()
  await page.getByTestId('nav-runs').filter({ hasText: 'Runs' }).waitFor()
  check((await page.getByTestId('run-status').textContent()) === 'Completed', 'the status is not in English')
  check((await page.getByTestId('report-overall').textContent()).includes(`n = ${RUN_ITEMS} items`), 'the headline is not in English')
  await page.evaluate(() => document.querySelector('.runs-main').scrollTo(0, 0))
  await shot('26-run-report-en')
  await page.getByTestId('lang-toggle').click()
  await page.getByTestId('nav-runs').filter({ hasText: '评测' }).waitFor()
})

await step('u6b. a run read by an older answer reader offers to read its answers again; afterwards the notice is gone and the score unchanged', async () => {
  const Database = require('better-sqlite3')
  const db = new Database(path.join(dataDir, 'demo', 'runs.db'))
  // What an upgrade leaves: five readings made by other reading code.
  const changed = db.prepare("UPDATE readings SET reader = 'sha256:older' WHERE run_id = @run AND seq IN (SELECT seq FROM readings WHERE run_id = @run ORDER BY seq LIMIT 5)").run({ run: runId }).changes
  db.close()
  check(changed === 5, `${changed} readings marked as older`)
  const before = await api('run.report', { run: runId, perResponse: false })
  check(before.readings.other === 5 && before.readings.rereadable === true, `run.report says ${JSON.stringify(before.readings)}`)
  await page.reload()
  await page.getByTestId('nav-runs').click()
  await page.locator(`[data-testid="run-item"][data-run="${runId}"]`).click()
  const notice = page.getByTestId('reread-notice')
  await notice.waitFor()
  check((await notice.getAttribute('data-other')) === '5', `the notice counts ${await notice.getAttribute('data-other')} older readings`)
  check((await notice.textContent()).includes('5 个回答是由旧版本的答案读取代码读取的'), `the notice reads "${await notice.textContent()}"`)
  await shot('26b-run-reread-notice')
  await page.getByTestId('reread-button').click()
  await notice.waitFor({ state: 'detached' })
  const after = await api('run.report', { run: runId, perResponse: false })
  check(after.readings.other === 0 && after.readings.rereadable === false, `after the reread run.report says ${JSON.stringify(after.readings)}`)
  check(after.report.overall.score === before.report.overall.score, 'the score changed on reading again')
  check((await page.getByTestId('report-overall-score').textContent()) === after.report.overall.score.toFixed(1), 'the page shows another score after reading again')
})

const PROFILE = '本地测试服务'

await step('u7. endpoint profiles: a profile with a stored key (this session only) is saved, survives a reload, is picked by keyboard and tested', async () => {
  await page.getByTestId('run-new').click()
  await page.getByTestId('run-form').waitFor()
  await page.getByTestId('run-reset').click()
  check((await api('endpoint.profile.list')).profiles.length === 0, 'the fresh data folder already has endpoint profiles')
  await page.getByTestId('run-urls').fill(modelUrl)
  await page.getByTestId('run-concurrency').fill('2')
  await page.getByTestId('run-key-secret').check()
  const hint = await page.getByTestId('run-secret').locator('xpath=..').textContent()
  check(hint.includes('网页版不把密钥写入磁盘'), `the web page does not say where the key is kept: "${hint}"`)
  await page.getByTestId('run-secret').fill(MODEL_KEY)
  // A key typed for the test only: it works before anything is saved.
  await page.getByTestId('run-test-connection').click()
  await page.locator('[data-testid="conn-result"][data-ok="true"]').waitFor()
  await page.locator('[data-testid="model-chip"][data-model="fake-plain"]').click()
  // A stored key belongs to a profile: the run is refused until it is saved.
  await page.getByTestId('run-start').click()
  await page.getByText('保存的密钥属于某个配置').waitFor()
  check((await api('run.list')).runs.length === 1, 'a run started with an unsaved key')
  // Save as new, by keyboard: the name field takes the focus, Enter saves.
  await page.getByTestId('profile-save-as').click()
  await page.getByTestId('profile-name').fill(PROFILE)
  await page.keyboard.press('Enter')
  await page.getByTestId('profile-notice').filter({ hasText: `已保存配置“${PROFILE}”` }).waitFor()
  check((await page.getByTestId('profile-select').inputValue()) === PROFILE, 'the saved profile is not the one picked')
  check((await page.getByTestId('profile-key-status').getAttribute('data-status')) === 'stored', 'the profile does not say its key is stored')
  check((await page.getByTestId('run-secret').inputValue()) === '', 'the key stays in the page after saving')
  const listed = await api('endpoint.profile.list')
  check(listed.profiles.length === 1 && listed.profiles[0].keyStatus === 'stored' && listed.secretStore.kind === 'session', `the profiles: ${JSON.stringify(listed)}`)
  check(!JSON.stringify(listed).includes(MODEL_KEY), 'endpoint.profile.list returns the key')
  await page.evaluate(() => document.querySelector('.runs-main').scrollTo(0, 0))
  await shot('27-run-form-profile')

  // Reload: the page's storage never held the key; the profile is still there.
  await page.reload()
  await page.getByTestId('nav-runs').click()
  await page.getByTestId('run-form').waitFor()
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))
  check(!stored.includes(MODEL_KEY), 'the key is in the page’s storage')
  await page.getByTestId('run-reset').click()
  check((await page.getByTestId('run-urls').inputValue()) === '', 'the form was not reset')
  // Alt+P reaches the picker from a field; the arrow keys pick the profile.
  await page.getByTestId('run-model').focus()
  await page.keyboard.press('Alt+KeyP')
  check(await page.getByTestId('profile-select').evaluate((e) => e === document.activeElement), 'Alt+P does not reach the profile picker')
  await page.getByTestId('profile-select').selectOption(PROFILE)
  check((await page.getByTestId('run-urls').inputValue()) === modelUrl, 'picking the profile did not fill in its URL')
  check((await page.getByTestId('run-model').inputValue()) === 'fake-plain', 'picking the profile did not fill in its model')
  check(await page.getByTestId('run-key-secret').isChecked(), 'the profile’s key source is not shown')
  check((await page.getByTestId('run-secret').getAttribute('placeholder')) === '已保存（留空则保持不变）', 'the stored key is not said to be kept')
  check((await page.getByTestId('profile-modified').count()) === 0, 'a freshly picked profile reads as modified')
  await page.getByTestId('run-test-connection').click()
  const ok = page.locator('[data-testid="conn-result"][data-ok="true"]')
  await ok.waitFor()
  check(Number(await ok.getByTestId('conn-latency').getAttribute('data-ms')) >= 0 && (await ok.textContent()).includes('毫秒'), `the test does not show its time: "${await ok.textContent()}"`)
})

await step('u8. a run from the profile: the record names the profile and "stored key", never the key; no file the app wrote holds it', async () => {
  await page.getByTestId('run-filter-type').click()
  await page.getByTestId('run-filter-menu-type').locator('label[data-value="single_choice"] input').check()
  await page.keyboard.press('Escape')
  await page.getByTestId('run-filter-menu-type').waitFor({ state: 'detached' })
  await page.getByTestId('run-limit').fill('4')
  check((await page.getByTestId('profile-modified').count()) === 0, 'run settings marked the profile as modified')
  await page.getByTestId('run-start').click()
  const detail = page.getByTestId('run-detail')
  await detail.waitFor()
  const id = await detail.getAttribute('data-run')
  check(id && id !== runId, `the profile run's id is "${id}"`)
  await runSettled('completed')
  const p = await progressNumbers()
  check(p.done === 4 && p.errors === 0, `the profile run: ${JSON.stringify(p)} (the server refuses requests without its key)`)
  const meta = await detail.locator('.run-meta').textContent()
  check(meta.includes('保存的密钥') && meta.includes(`配置 ${PROFILE}`), `the run's details do not name the profile and key source: "${meta}"`)
  const rep = await api('run.report', { run: id })
  const e = rep.report.manifest.endpoint
  check(e.profile === PROFILE && e.api_key === `stored secret of profile ${PROFILE}`, `the manifest's endpoint: ${JSON.stringify(e)}`)
  check(!JSON.stringify(rep).includes(MODEL_KEY), 'the report holds the key')
  const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).flatMap((x) => (x.isDirectory() ? walk(path.join(d, x.name)) : [path.join(d, x.name)]))
  // Every file in the data folder but the ones this script wrote itself (the stand-in opener records
  // its environment, which the web host passed on with the variable this script gave it).
  const ours = new Set([openerRecord, path.join(dataDir, 'fake-opener'), path.join(dataDir, 'model-server-items.jsonl')])
  const files = walk(dataDir).filter((f) => !ours.has(f))
  check(files.some((f) => f.endsWith(path.join('settings', 'settings.db'))) && files.some((f) => f.endsWith('runs.db')), `the data folder holds ${files.map((f) => path.relative(dataDir, f)).join(', ')}`)
  const holding = files.filter((f) => fs.readFileSync(f).includes(MODEL_KEY))
  check(holding.length === 0, `the key is written in ${holding.map((f) => path.relative(dataDir, f)).join(', ')}`)
})

await step('u9. the profile is deleted (asked first); a refused connection is said plainly; the model server stops', async () => {
  await page.getByTestId('run-new').click()
  await page.getByTestId('profile-select').selectOption(PROFILE)
  await page.getByTestId('profile-delete').click()
  await page.getByTestId('confirm-dialog').waitFor()
  await page.getByTestId('confirm-yes').click()
  await page.getByTestId('profile-notice').filter({ hasText: `已删除配置“${PROFILE}”` }).waitFor()
  check((await api('endpoint.profile.list')).profiles.length === 0, 'the profile is still listed')
  check((await page.getByTestId('profile-select').inputValue()) === '', 'the deleted profile is still picked')
  await page.getByTestId('run-key-none').check()
  const port = await new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const p = srv.address().port
      srv.close(() => resolve(p))
    })
  })
  await page.getByTestId('run-urls').fill(`http://127.0.0.1:${port}/v1`)
  await page.getByTestId('run-test-connection').click()
  const bad = page.locator('[data-testid="conn-result"][data-ok="false"]')
  await bad.waitFor()
  check((await bad.textContent()).includes(`连接被拒绝：http://127.0.0.1:${port}/v1 上没有服务在监听`), `the refused connection reads "${await bad.textContent()}"`)
  await page.getByTestId('run-reset').click()
})

/** Clicks a download button and returns the file's name and text. */
async function downloadFrom(testId) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()])
  return { name: download.suggestedFilename(), text: fs.readFileSync(await download.path(), 'utf8') }
}

await step('u10. the run\'s downloads: signed JSON (verifies; a changed value does not), CSV (a row per request), HTML; the zip only with platform items', async () => {
  await page.locator(`[data-testid="run-item"][data-run="${runId}"]`).click()
  await runSettled('completed')
  const direct = await api('run.report', { run: runId, perResponse: false })
  await reportFor(direct.report.n_responses)
  await page.getByTestId('run-exports').waitFor()

  const json = await downloadFrom('run-report-export')
  check(new RegExp(`^medbench-run-${runId}-\\d{8}-\\d{4}\\.json$`).test(json.name), `the JSON is named ${json.name}`)
  const doc = JSON.parse(json.text)
  check(doc.run === runId && doc.n_tasks === direct.report.n_tasks, 'the downloaded JSON is not this run’s report')
  check((await api('report.verify', { report: doc })).ok === true, 'the downloaded JSON report does not verify')
  for (const [what, change] of [
    ['the overall score', (d) => (d.overall.score = d.overall.score + 1)],
    ['an item id', (d) => (d.manifest.items.rows[0][0] = `${d.manifest.items.rows[0][0]}x`)],
    ['a setting (the seed)', (d) => (d.manifest.seed = d.manifest.seed + 1)],
  ]) {
    const bad = JSON.parse(json.text)
    change(bad)
    const v = await api('report.verify', { report: bad })
    check(v.ok === false && v.reason === 'mismatch', `changing ${what} still verifies: ${JSON.stringify(v)}`)
  }
  await page.locator('[data-testid="run-export-done"][data-format="json"]').waitFor()

  const csv = await downloadFrom('run-export-csv')
  check(new RegExp(`^medbench-run-${runId}-\\d{8}-\\d{4}\\.csv$`).test(csv.name), `the CSV is named ${csv.name}`)
  check(csv.text.startsWith('\uFEFFseq,item_id,variant,sample,status,score,extracted,rule,error_class,inferred\r\n'), `the CSV starts ${JSON.stringify(csv.text.slice(0, 80))}`)
  const rows = csv.text.slice(1).split('\r\n').filter((l) => l).slice(1)
  check(rows.length === direct.report.n_tasks, `the CSV has ${rows.length} rows, the report ${direct.report.n_tasks} requests`)
  const done = page.locator('[data-testid="run-export-done"][data-format="csv"]')
  await done.waitFor()
  check((await done.getAttribute('data-rows')) === String(rows.length) && (await done.textContent()).includes(`（${rows.length} 行）`), `the page says "${await done.textContent()}"`)
  const scored = rows.filter((l) => l.split(',')[4] === 'scored').length
  check(scored === direct.report.n_responses - direct.report.n_errors, `${scored} scored rows, the report ${direct.report.n_responses - direct.report.n_errors}`)

  const html = await downloadFrom('run-export-html')
  check(html.name.endsWith('.html') && html.text.startsWith('<!doctype html>'), `the HTML report is ${html.name}: ${html.text.slice(0, 40)}`)
  check(html.text.includes(`Run ${runId}`) && html.text.includes(`总分 Overall: ${direct.report.overall.score.toFixed(1)}`), 'the HTML report does not show this run and its score')
  check(!/<script|<link|src=/i.test(html.text), 'the HTML report loads something')

  // The zip: offered only when the run has platform items (this bank's single-choice items are not).
  const zip = page.getByTestId('run-export-zip')
  check((await zip.isDisabled()) === (direct.platformItems === 0), `the zip button is ${(await zip.isDisabled()) ? 'disabled' : 'enabled'} with ${direct.platformItems} platform items`)
  if (direct.platformItems === 0) check((await zip.getAttribute('title')).includes('没有由平台题目文件导入的题目'), 'the disabled zip button does not say why')
  await page.evaluate(() => document.querySelector('.runs-main').scrollTo(0, 0))
  await shot('28-run-exports')
})

let secondRun = ''
await step('u11. a second small run; two runs ticked (keyboard, Ctrl+click) and compared: the difference shown is run.compare\'s', async () => {
  // Against the same server, the options shuffled under another seed: another set of answers.
  const started = await api('run.start', {
    endpoint: { urls: [modelUrl], model: 'fake-plain', concurrency: 4, apiKeyEnv: 'MEDBENCH_E2E_MODEL_KEY' },
    selection: { filters: { type: ['single_choice'] }, limit: 10 },
    dynamic: { permute: true },
    seed: 5,
    cache: false,
  })
  secondRun = started.run.id
  const t0 = Date.now()
  for (;;) {
    const st = await api('run.status', { run: secondRun })
    if (!st.active && st.status !== 'running' && st.status !== 'planned') {
      check(st.status === 'completed' && st.done === 10, `the second run ended ${st.status} at ${st.done}/10`)
      break
    }
    check(Date.now() - t0 < 60_000, 'the second run did not finish within 60 s')
    await page.waitForTimeout(300)
  }
  // Back to the list (it refreshes when the view shows again).
  await page.getByTestId('nav-bank').click()
  await page.getByTestId('nav-runs').click()
  const tick = (id) => page.locator(`[data-testid="run-compare-tick"][data-run="${id}"]`)
  await tick(secondRun).waitFor()
  // The first ticked is the base: the first run, by Space on its box.
  await tick(runId).focus()
  await page.keyboard.press('Space')
  check(await tick(runId).isChecked(), 'Space on the box did not tick the run')
  await page.getByTestId('runs-compare-bar').waitFor()
  check(await page.getByTestId('runs-compare-open').isDisabled(), 'Compare is enabled with one run ticked')
  // Ctrl+click on a run ticks it instead of opening it; again un-ticks it.
  const other = (await api('run.list')).runs.find((r) => r.id !== runId && r.id !== secondRun)
  const otherItem = page.locator(`[data-testid="run-item"][data-run="${other.id}"]`)
  await otherItem.click({ modifiers: ['Control'] })
  check(await tick(other.id).isChecked(), 'Ctrl+click did not tick the run')
  check((await page.getByTestId('runs-compare-bar').getAttribute('data-n')) === '2', 'the bar does not count two ticked runs')
  await otherItem.click({ modifiers: ['Control'] })
  check(!(await tick(other.id).isChecked()), 'a second Ctrl+click did not un-tick the run')
  await tick(secondRun).check()
  await page.getByTestId('runs-compare-open').click()
  const view = page.locator(`[data-testid="run-compare"][data-runs="${runId},${secondRun}"]`)
  await view.waitFor()
  await page.getByTestId('compare-table').waitFor()

  const op = await api('run.compare', { runs: [runId, secondRun] })
  const c = op.comparisons[0]
  check(c.run === secondRun && c.n_shared === 10, `run.compare pairs ${c.n_shared} items of ${c.run}`)
  const near = (a, b) => Math.abs(Number(a) - b) < 1e-9
  const fmtD = (v) => (Math.abs(v).toFixed(1) === '0.0' ? '0.0' : `${v > 0 ? '+' : '−'}${Math.abs(v).toFixed(1)}`)
  const groups = [['__overall__', c.difference.overall], ...Object.entries(c.difference.by_dimension)]
  for (const [dim, d] of groups) {
    const cell = page.locator(`[data-testid="compare-row"][data-dim="${dim}"] [data-testid="compare-diff-cell"][data-run="${secondRun}"]`)
    check(near(await cell.getAttribute('data-diff'), d.diff) && near(await cell.getAttribute('data-lo'), d.ci_low) && near(await cell.getAttribute('data-hi'), d.ci_high), `${dim}: the table shows Δ ${await cell.getAttribute('data-diff')} [${await cell.getAttribute('data-lo')}, ${await cell.getAttribute('data-hi')}], run.compare ${d.diff} [${d.ci_low}, ${d.ci_high}]`)
    const text = await cell.textContent()
    check(text.includes(fmtD(d.diff)) && text.includes(`[${fmtD(d.ci_low)}, ${fmtD(d.ci_high)}]`) && text.includes(`n=${d.n}`), `${dim}: the cell reads "${text}"`)
    const bar = page.locator(`[data-testid="compare-diff"][data-run="${secondRun}"][data-dim="${dim}"]`)
    check(near(await bar.getAttribute('data-diff'), d.diff), `${dim}: the chart shows Δ ${await bar.getAttribute('data-diff')}, run.compare ${d.diff}`)
  }
  // Each run's own score with its interval, as its report has it.
  const base = page.locator('[data-testid="compare-row"][data-dim="__overall__"] td[data-run]').first()
  check(near(await base.getAttribute('data-score'), op.base.overall.score), `the base's overall score shows ${await base.getAttribute('data-score')}, run.compare ${op.base.overall.score}`)
  check((await base.textContent()).includes(`[${op.base.overall.ci_low.toFixed(1)}, ${op.base.overall.ci_high.toFixed(1)}]`), `the base's interval is not shown: "${await base.textContent()}"`)
  check((await view.textContent()).includes('配对自助法'), 'the comparison does not say how the difference was made')
  await page.evaluate(() => document.querySelector('.runs-main').scrollTo(0, 0))
  await shot('29-run-compare')
  await page.getByTestId('lang-toggle').click()
  await page.getByTestId('nav-runs').filter({ hasText: 'Runs' }).waitFor()
  check((await view.textContent()).includes('paired bootstrap'), 'the comparison is not in English')
  await shot('30-run-compare-en')
  await page.getByTestId('lang-toggle').click()
  await page.getByTestId('nav-runs').filter({ hasText: '评测' }).waitFor()
  await page.getByTestId('runs-compare-clear').click()
})

await step('u12. a run over platform question files offers the submission zip; after saving, its empty answers are counted per file', async () => {
  // The platform's MedExam file, imported by the CLI into the open bank; the server does not know its
  // items, so it answers "无法确定" and every record is written with an empty answer, counted as such.
  const platformFile = path.join(projectRoot, 'tests', 'fixtures', 'formats', 'medbench_platform', 'LLM_MedExam.jsonl')
  execFileSync(cliCmd[0], [...cliCmd.slice(1), 'import', platformFile, '--bank', path.join(dataDir, 'demo', 'demo.db'), '--as', '张医生', '--json'], { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, MEDBENCH_LANG: 'en' } })
  const ids = ['MedExam_V4:3', 'MedExam_V4:4']
  for (const id of ids) check((await api('item.get', { id })).item.source.name === 'MedBench', `${id} is not a platform item`)
  const started = await api('run.start', { endpoint: { urls: [modelUrl], model: 'fake-plain', concurrency: 4, apiKeyEnv: 'MEDBENCH_E2E_MODEL_KEY' }, selection: { ids }, cache: false })
  const id = started.run.id
  await page.getByTestId('nav-bank').click()
  await page.getByTestId('nav-runs').click()
  await page.locator(`[data-testid="run-item"][data-run="${id}"]`).click()
  await runSettled('completed', 30_000)
  await page.getByTestId('run-exports').waitFor()
  const zip = page.getByTestId('run-export-zip')
  await page.waitForFunction(() => document.querySelector('[data-testid="run-export-zip"]')?.disabled === false, null, { timeout: 20_000 })
  const [download] = await Promise.all([page.waitForEvent('download'), zip.click()])
  check(new RegExp(`^medbench-submission-${id}-\\d{8}-\\d{4}\\.zip$`).test(download.suggestedFilename()), `the zip is named ${download.suggestedFilename()}`)
  const bytes = fs.readFileSync(await download.path())
  check(bytes.subarray(0, 2).toString('latin1') === 'PK' && bytes.includes(Buffer.from('MedBench_LLM/MedExam.jsonl')), 'the download is not the submission zip')
  const summary = page.getByTestId('submission-summary')
  await summary.waitFor()
  const file = page.locator('[data-testid="submission-file"][data-path="MedBench_LLM/MedExam.jsonl"]')
  check((await file.getAttribute('data-records')) === '10' && (await file.getAttribute('data-missing')) === '10', `the file row reads records ${await file.getAttribute('data-records')}, empty ${await file.getAttribute('data-missing')}`)
  check((await file.textContent()).includes('读不出答案 10'), `the file's empty answers are not counted by why: "${await file.textContent()}"`)
  check((await summary.textContent()).includes('答案为空 10 条'), `the summary reads "${await summary.textContent()}"`)
  await page.evaluate(() => document.querySelector('.runs-main').scrollTo(0, 0))
  await shot('31-run-submission')
})

await step('u13. a model that answers only with option texts: the report counts every answer as inferred and what the score is without them; one click lists them', async () => {
  const started = await api('run.start', {
    endpoint: { urls: [modelUrl], model: 'fake-prose', concurrency: 4, apiKeyEnv: 'MEDBENCH_E2E_MODEL_KEY' },
    selection: { filters: { type: ['single_choice'] }, limit: 8 },
    cache: false,
  })
  const id = started.run.id
  await page.getByTestId('nav-bank').click()
  await page.getByTestId('nav-runs').click()
  await page.locator(`[data-testid="run-item"][data-run="${id}"]`).click()
  await runSettled('completed', 30_000)
  const direct = await api('run.report', { run: id })
  const g = direct.report.reading
  check(g.n_answers === 8 && g.n_inferred === 8 && g.n_stated === 0 && g.overall_if_inferred_wrong === 0, `the prose run's reading section is ${JSON.stringify(g)}`)
  const box = page.getByTestId('report-reading')
  await page.waitForFunction(() => document.querySelector('[data-testid="report-reading"]')?.getAttribute('data-inferred') === '8', null, { timeout: 20_000 })
  check((await page.getByTestId('report-if-inferred-wrong').textContent()) === '0.0', 'the score without inferred answers is not 0.0')
  check((await box.textContent()).includes(`（判对 ${g.n_inferred_correct}）`), `the box does not say how many inferred answers were right: "${await box.textContent()}"`)
  await box.scrollIntoViewIfNeeded()
  await shot('32-run-reading-inferred')
  await page.getByTestId('report-show-inferred').click()
  check((await page.getByTestId('responses-filter').inputValue()) === 'inferred', 'the button did not set the table to the inferred filter')
  check((await tableTotal()) === 8, `the table lists ${await tableTotal()} inferred answers`)
  // A reading check from the box: a loopback judge reads the eight answers, saying no answer for every
  // fourth; the box shows what the operation says, and one click lists the two read differently.
  const judge = await startLoopback('judge-server.ts', ['--port', '0', '--read-none-every', '4'])
  try {
    await page.getByTestId('reading-check-new').click()
    await page.getByTestId('reading-check-urls').fill(judge.url)
    await page.getByTestId('reading-check-model').fill('fake-judge')
    await page.getByTestId('reading-check-start').click()
    await page.getByTestId('reading-check-outcome').waitFor({ timeout: 30_000 })
    check((await page.getByTestId('reading-check-outcome').getAttribute('data-status')) === 'completed', `the check ended ${await page.getByTestId('reading-check-outcome').textContent()}`)
    const result = page.getByTestId('reading-check-result')
    await result.waitFor({ timeout: 20_000 })
    const checkId = await page.getByTestId('reading-check-select').inputValue()
    const viaOp = (await api('run.report', { run: id, readingCheck: checkId, perResponse: false })).report.reading.check
    check(viaOp.n_checked === 8 && viaOp.n_dropped === 2 && viaOp.n_found === 0, `the check reads ${JSON.stringify(viaOp)}`)
    check((await result.getAttribute('data-dropped')) === '2' && (await result.getAttribute('data-checked')) === '8', `the box shows checked ${await result.getAttribute('data-checked')}, dropped ${await result.getAttribute('data-dropped')}`)
    check((await page.getByTestId('reading-check-overall').textContent()) === viaOp.overall_with_check.toFixed(1), `the box's overall with the check is ${await page.getByTestId('reading-check-overall').textContent()}, the op's ${viaOp.overall_with_check}`)
    await page.getByTestId('reading-check').scrollIntoViewIfNeeded()
    await shot('33-run-reading-check')
    await page.getByTestId('reading-check-show-differs').click()
    check((await page.getByTestId('responses-filter').inputValue()) === 'check_differs', 'the button did not set the table to the check_differs filter')
    await page.waitForFunction(() => document.querySelector('[data-testid="responses-total"]')?.getAttribute('data-total') === '2', null, { timeout: 20_000 })
    const cells = await page.locator('[data-testid="responses-table"] td.rc-checked').allTextContents()
    check(cells.length === 2 && cells.every((c) => c === '未作答'), `the check column reads ${JSON.stringify(cells)}`)
    // The response beside it says what the judge read and why.
    await page.getByTestId('response-row').first().click()
    await page.getByTestId('response-detail').waitFor()
    const checked = await page.getByTestId('response-checked').textContent()
    check(checked.startsWith('未作答') && checked.includes('作答没有认定任何选项'), `the response shows the check as "${checked}"`)
    await shot('34-run-reading-check-differs')
    await page.keyboard.press('Escape')
    await page.getByTestId('response-detail').waitFor({ state: 'detached' })
  } finally {
    judge.child.kill('SIGTERM')
  }
  await stopModelServer()
  await page.getByTestId('nav-bank').click()
})

/** Acts as another profile of the bank, chosen in the profile dialog as a clinician would. */
async function asProfile(name) {
  await page.getByTestId('actor-button').click()
  await page.getByTestId('profile-dialog').waitFor()
  await page.getByTestId('profile-choice').filter({ hasText: name }).click()
  await page.getByTestId('profile-dialog').waitFor({ state: 'detached' })
  await page.waitForFunction((n) => document.querySelector('[data-testid="actor-button"]')?.textContent?.includes(n), name)
}

let reviewIds = []

await step('v1. review: a coordinator plans two rounds of two reviewers and assigns three draft items; the overview counts them', async () => {
  for (const [name, role] of [['王审核', 'reviewer'], ['李审核', 'reviewer'], ['赵裁决', 'adjudicator']]) await api('users.create', { name, role, institution: '示例医院' })
  // The plan, set in the form: an impossible rule is refused in the core's words, then a valid one saved.
  await page.getByTestId('nav-review').click()
  await page.getByTestId('plan-editor').waitFor()
  await page.getByTestId('plan-consensus').selectOption('k_of_n')
  await page.getByTestId('plan-k').fill('1')
  await page.getByTestId('plan-save').click()
  const refusal = (await page.getByTestId('plan-error').textContent()) ?? ''
  check(refusal.includes('须超过每题审核人数'), `the impossible plan was answered with "${refusal}"`)
  await page.getByTestId('plan-consensus').selectOption('unanimous')
  await page.getByTestId('plan-save').click()
  await page.getByTestId('plan-summary').waitFor()
  const plan = (await api('review.plan.get')).plan
  check(plan.rounds === 2 && plan.reviewersPerItem === 2 && plan.consensus.kind === 'unanimous' && plan.onDisagreement === 'next_round', `the saved plan is ${JSON.stringify(plan)}`)
  reviewIds = (await api('bank.query', { filters: { type: ['single_choice'], status: ['draft'] }, sort: { column: 'id' }, limit: 3 })).rows.map((r) => r.id)
  check(reviewIds.length === 3, `found ${reviewIds.length} draft items to review`)
  const a = await api('review.assign', { ids: reviewIds, seed: 7 })
  check(a.items === 3 && a.assignments === 6, `assign: ${JSON.stringify(a)}`)
  await page.getByTestId('nav-review').click()
  await page.getByTestId('review-dashboard').waitFor()
  await page.locator('[data-testid="review-round"][data-round="1"][data-state="open"]').waitFor()
  check((await page.locator('[data-testid="review-counts"] [data-status="in_review"]').getAttribute('data-n')) === '3', 'the overview does not count 3 items in review')
  await shot('40-review-overview')
})

async function decideInQueue(kind, reason) {
  const item = await page.getByTestId('review-item').getAttribute('data-item')
  const done = Number(await page.getByTestId('review-progress').getAttribute('data-done'))
  await page.locator('.review-view h2').click()
  await page.keyboard.press(kind === 'approve' ? '1' : kind === 'revise' ? '2' : '3')
  if (reason) await page.getByTestId(`review-reason-${reason}`).check()
  await page.keyboard.press('Control+Enter')
  // Recorded when the progress counts it (the "saved" line is transient: a change poll may redraw the queue first).
  await page.locator(`[data-testid="review-progress"][data-done="${done + 1}"]`).waitFor()
  return item
}

await step('v2. two reviewers decide blind by keyboard (1 approve, 3 reject with a reason, Ctrl+Enter); neither sees the other before the round closes', async () => {
  await asProfile('王审核')
  await page.getByTestId('review-queue').waitFor()
  await page.locator('[data-testid="review-progress"][data-assigned="3"]').waitFor()
  const first = await page.getByTestId('review-item').getAttribute('data-item')
  await shot('41-review-queue')
  // The first two approved, the third rejected as ambiguous.
  const decided = [await decideInQueue('approve'), await decideInQueue('approve')]
  // A note on the third item before rejecting it: part of this round's work, hidden from the other reviewer.
  await page.getByTestId('review-comment-input').fill('题干“最可能”与所给体征不完全相符，表述有歧义')
  await page.getByTestId('review-comment-add').click()
  await page.locator('[data-testid="review-comments"][data-n="1"]').waitFor()
  decided.push(await decideInQueue('reject', 'ambiguous_stem'))
  check(decided[0] === first && new Set(decided).size === 3, `reviewer 1 decided ${JSON.stringify(decided)}`)
  await page.getByTestId('review-empty').waitFor()
  check((await page.getByTestId('review-progress').getAttribute('data-done')) === '3', 'the progress does not read 3 of 3')
  // Undo the last decision while the round is open, then decide it again.
  await page.getByTestId('review-undo').click()
  await page.locator('[data-testid="review-progress"][data-done="2"]').waitFor()
  check((await decideInQueue('reject', 'ambiguous_stem')) === decided[2], 'undo did not bring back the last item')
  const rejected = decided[2]

  await asProfile('李审核')
  await page.getByTestId('review-item').waitFor()
  // Blind: the second reviewer's view of the rejected item holds no decision of the first.
  const seen = await api('review.item', { itemId: rejected })
  check(seen.assignedToMe === true && seen.decisions.length === 0, `reviewer 2 sees ${JSON.stringify(seen.decisions)}`)
  for (let i = 0; i < 3; i++) {
    const at = await page.getByTestId('review-item').getAttribute('data-item')
    if (at === rejected) {
      await page.locator('[data-testid="review-comments"]').waitFor()
      await page.waitForTimeout(300)
      check((await page.getByTestId('review-comments').getAttribute('data-n')) === '0', 'reviewer 2 sees reviewer 1’s note while the round is open')
    }
    await decideInQueue('approve')
  }
  await page.getByTestId('review-empty').waitFor()
  reviewIds.rejected = rejected
})

await step('v3. round 1 closes (two approved unanimously, the disagreement on to round 2); in round 2 one reviewer revises with the form beside the original and a live diff, the other approves; round 2 closes into adjudication', async () => {
  await asProfile('张医生')
  await page.getByTestId('review-dashboard').waitFor()
  await page.getByTestId('review-close-round').click()
  await page.getByTestId('review-action-result').waitFor()
  const text = await page.getByTestId('review-action-result').textContent()
  check(text.includes('通过 2') && text.includes('进入下一轮 1'), `closing round 1 said "${text}"`)
  await page.locator('[data-testid="review-round"][data-round="2"][data-state="open"]').waitFor()
  check((await page.locator('[data-testid="review-round"][data-round="1"]').getAttribute('data-state')) === 'closed', 'round 1 is not shown closed')
  // The charts: each reviewer's 3 of 3 in round 1, and round 1's Fleiss kappa as the overview states it.
  const bars = page.locator('[data-testid="review-round"][data-round="1"] [data-testid="chart-progress"] g')
  check((await bars.count()) === 2 && (await bars.nth(0).getAttribute('data-decided')) === '3', `the progress chart has ${await bars.count()} bars`)
  const fleiss = await page.locator('[data-testid="review-round"][data-round="1"] [data-testid="review-agreement"]').getAttribute('data-fleiss')
  const charted = await page.locator('[data-testid="chart-agreement"] g[data-stat="fleiss"]').first().getAttribute('data-value')
  check(fleiss === charted, `the agreement chart shows ${charted}, the overview ${fleiss}`)
  await shot('42-review-closed')

  // Round 2: the same item, both reviewers again (there are only two); still blind.
  await asProfile('王审核')
  await page.locator(`[data-testid="review-item"][data-item="${reviewIds.rejected}"]`).waitFor()
  await page.locator('.review-view h2').click()
  await page.keyboard.press('2')
  await page.getByTestId('review-reason-ambiguous_stem').check()
  await page.getByTestId('review-revise').waitFor()
  const stem = page.getByTestId('review-revise').getByTestId('form-stem')
  const before = await stem.inputValue()
  await stem.fill(`${before}（请选择最主要的一项）`)
  const diff = page.getByTestId('review-revise').getByTestId('version-diff')
  await diff.locator('[data-kind="add"]').first().waitFor()
  check(((await diff.textContent()) ?? '').includes('请选择最主要的一项'), 'the live diff does not show the edit')
  await shot('42b-review-revise-diff')
  await page.keyboard.press('Control+Enter')
  await page.locator('[data-testid="review-saved"]').filter({ hasText: reviewIds.rejected }).waitFor()

  await asProfile('李审核')
  await page.locator(`[data-testid="review-item"][data-item="${reviewIds.rejected}"]`).waitFor()
  const seen = await api('review.item', { itemId: reviewIds.rejected })
  // While assigned to the open round 2, a reviewer sees only their own decisions: not the other's
  // round-2 revision, nor (so as not to be anchored) the other's closed round-1 verdict.
  check(seen.decisions.length === 1 && seen.decisions.every((d) => d.reviewer.kind === 'self' && d.round === 1), `reviewer 2 sees ${JSON.stringify(seen.decisions)} in round 2`)
  await decideInQueue('approve')

  await asProfile('张医生')
  await page.getByTestId('review-dashboard').waitFor()
  await page.getByTestId('review-close-round').click()
  await page.getByTestId('review-action-result').filter({ hasText: '第 2 轮' }).waitFor()
  const text2 = await page.getByTestId('review-action-result').textContent()
  check(text2.includes('待裁决 1'), `closing round 2 said "${text2}"`)
  await page.locator('[data-testid="review-adj-queue"][data-n="1"]').waitFor()
})

await step('v4. the adjudicator sees both decisions under pseudonyms and approves; a pool is released and the audit chain verifies', async () => {
  await asProfile('赵裁决')
  await page.getByTestId('adjudication-view').waitFor()
  await page.locator(`[data-testid="adj-item"][data-item="${reviewIds.rejected}"]`).waitFor()
  const rows = await page.getByTestId('adj-decision').allTextContents()
  check(rows.length >= 2 && rows.every((r) => r.includes('审核人')) && !rows.some((r) => r.includes('王审核') || r.includes('李审核')), `the adjudicator sees ${JSON.stringify(rows)}`)
  // After the round, the adjudicator reads the note under the same pseudonym.
  const note = page.getByTestId('review-comment-row')
  await note.first().waitFor()
  const noteText = await note.first().textContent()
  check(noteText.includes('表述有歧义') && noteText.includes('审核人') && !noteText.includes('王审核'), `the adjudicator sees the note as "${noteText}"`)
  await shot('43-adjudication')
  await page.getByTestId('adj-kind-approve').click()
  await page.getByTestId('adj-submit').click()
  await page.getByTestId('adjudication-empty').waitFor()
  const item = await api('item.get', { id: reviewIds.rejected })
  check(item.status === 'approved', `after adjudication the item is ${item.status}`)

  await asProfile('张医生')
  await page.getByTestId('review-dashboard').waitFor()
  await page.getByTestId('pool-name').fill('e2e-2026-12')
  await page.getByTestId('pool-release').click()
  await page.getByTestId('review-action-result').filter({ hasText: 'e2e-2026-12' }).waitFor()
  const pool = await api('pool.get', { name: 'e2e-2026-12' })
  const inPool = new Set(pool.items.map((i) => i.itemId))
  check(reviewIds.every((id) => inPool.has(id)), `the pool holds ${pool.items.length} items, not all three reviewed`)
  const audit = await api('audit.verify')
  check(audit.intact === true, `audit.verify: ${JSON.stringify(audit)}`)
  await shot('44-pool-released')
  await page.getByTestId('nav-bank').click()
})

await step('v5. offline package round trip: the coordinator exports a reviewer\'s package, the reviewer opens it in a second app (empty bank, own browser profile), decides offline, exports the return; the merge records it, and again changes nothing', async () => {
  // A second round of the same plan on three more drafts.
  const ids = (await api('bank.query', { filters: { type: ['single_choice'], status: ['draft'] }, sort: { column: 'id' }, limit: 3 })).rows.map((r) => r.id)
  const a = await api('review.assign', { ids, seed: 11 })
  check(a.items === 3 && a.assignments === 6, `assign: ${JSON.stringify(a)}`)
  await page.getByTestId('nav-review').click()
  await page.getByTestId('package-panel').waitFor()
  await page.getByTestId('package-reviewer').selectOption({ label: '王审核' })
  const [out] = await Promise.all([page.waitForEvent('download'), page.getByTestId('package-export').click()])
  const pkgFile = path.join(dataDir, out.suggestedFilename())
  await out.saveAs(pkgFile)
  check(/^审核包-王审核-第1轮\.mbpkg$/.test(out.suggestedFilename()), `the package is named ${out.suggestedFilename()}`)
  await page.getByTestId('package-export-result').waitFor()

  // The reviewer's laptop: another app on an empty bank, another browser profile.
  const laptop = path.join(dataDir, 'laptop')
  fs.mkdirSync(laptop)
  const host2 = spawn(cliCmd[0], [...cliCmd.slice(1), 'serve', '--bank', path.join(laptop, 'bank.db'), '--data', laptop, '--port', '0'], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const main = page
  let returnFile = ''
  try {
    const url2 = await hostUrl(host2)
    const ctx2 = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'zh-CN', timezoneId: E2E_TZ })
    page = await ctx2.newPage()
    page.setDefaultTimeout(20_000)
    page.on('pageerror', (e) => pageErrors.push(e.message))
    await page.goto(url2)
    await page.getByTestId('profile-dialog').waitFor()
    await page.getByTestId('package-open-file').setInputFiles(pkgFile)
    await shot('45-package-open')
    await page.getByTestId('package-open-go').click()
    await page.getByTestId('profile-dialog').waitFor({ state: 'detached' })
    await page.getByTestId('review-queue').waitFor()
    await page.locator('[data-testid="review-progress"][data-assigned="3"]').waitFor()
    await page.getByTestId('package-return').waitFor()
    check(((await page.getByTestId('actor-button').textContent()) ?? '').includes('王审核'), 'the package did not bring the reviewer\'s profile')
    const offline = [await decideInQueue('approve'), await decideInQueue('reject', 'ambiguous_stem'), await decideInQueue('approve')]
    check(new Set(offline).size === 3 && offline.every((id) => ids.includes(id)), `decided offline: ${JSON.stringify(offline)}`)
    await page.getByTestId('review-empty').waitFor()
    const [ret] = await Promise.all([page.waitForEvent('download'), page.getByTestId('package-return-go').click()])
    returnFile = path.join(dataDir, ret.suggestedFilename())
    await ret.saveAs(returnFile)
    const said = (await page.getByTestId('package-return-result').textContent()) ?? ''
    check(said.includes('3 个决定'), `the return says "${said}"`)
    await shot('46-package-return')
    await ctx2.close()
  } finally {
    page = main
    await stopChild(host2)
  }

  await page.getByTestId('package-merge-file').setInputFiles(returnFile)
  const result = page.getByTestId('package-merge-result')
  await result.waitFor()
  check((await result.getAttribute('data-merged')) === '3' && (await result.getAttribute('data-conflicts')) === '0', `the merge reads ${await result.textContent()}`)
  await shot('47-package-merged')
  const audit = (await api('audit.list', { action: 'review.merge' })).total
  await page.getByTestId('package-merge-file').setInputFiles(returnFile)
  await page.locator('[data-testid="package-merge-result"][data-merged="0"][data-unchanged="3"]').waitFor()
  check((await api('audit.list', { action: 'review.merge' })).total === audit, 'merging the same package again wrote to the log')
  // Reviewer 2 still works online, and the round's progress counts the merged decisions.
  const st = await api('review.status')
  const round = st.rounds.find((r) => r.state === 'open')
  check(round && round.decided === 3 && round.assignments === 6, `the open round reads ${JSON.stringify(round && { decided: round.decided, assignments: round.assignments })}`)
  await page.getByTestId('nav-bank').click()
})

await step('g1. blind grading: a judge pass over a run\'s open answers, a session of two graders who grade by keyboard seeing neither the judge, the model nor each other; the calibration shown equals medbench calibrate\'s', async () => {
  if ((await page.evaluate(() => localStorage.getItem('medbench.lang'))) === 'en') await page.getByTestId('lang-toggle').click()
  await asProfile('张医生')
  const items = path.join(dataDir, 'model-server-items.jsonl')
  const model = await startLoopback('model-server.ts', ['--port', '0', '--items', items, '--model', 'fake-plain', '--exit-on-stdin-close'])
  const judge = await startLoopback('judge-server.ts', ['--port', '0', '--flip', '0.25', '--seed', '3'])
  try {
    // A rubric on each of the twelve open items (a key edit through the app's operation): the model
    // answers 无法确定, so the first criterion is met and the second is not; the judge flips some.
    const open = await api('bank.query', { filters: { type: ['open_ended'] }, limit: 12 })
    const openIds = open.rows.map((r) => r.id)
    for (const id of openIds) {
      const it = await api('item.get', { id, withKey: true })
      await api('item.saveKey', { id, baseVersion: it.keyVersion, key: { ...it.key, rubric: [{ criterion: '说明目前「无法」确定', points: 2 }, { criterion: '建议做「心电图」检查', points: 3 }] } })
    }
    const started = await api('run.start', { endpoint: { urls: [model.url], model: 'fake-plain', concurrency: 4 }, selection: { ids: openIds } })
    const runId = started.run.id
    for (let i = 0; i < 120; i++) {
      const st = await api('run.status', { run: runId })
      if (!st.active) break
      await page.waitForTimeout(250)
    }
    const pass = await api('judge.run', { run: runId, endpoint: { urls: [judge.url], model: 'fake-judge' } })
    check(pass.status === 'completed' && pass.done > 3, `the judge pass: ${JSON.stringify(pass)}`)
    // The coordinator sets the session up in the app: run, judge, two graders, four answers, overlap 2.
    await page.getByTestId('nav-calibration').click()
    await page.getByTestId('calibration-view').waitFor()
    await page.getByTestId('cal-tab-sessions').click()
    await page.getByTestId('session-new').click()
    const form = page.getByTestId('session-form')
    await form.waitFor()
    await page.waitForFunction((id) => [...document.querySelectorAll('[data-testid="session-run"] option')].some((o) => o.value === id), runId)
    await page.getByTestId('session-run').selectOption(runId)
    await page.waitForFunction((id) => [...document.querySelectorAll('[data-testid="session-judge"] option')].some((o) => o.value === id), pass.judge)
    await page.getByTestId('session-judge').selectOption(pass.judge)
    // With no grader chosen the form says why it cannot create.
    check((await page.getByTestId('session-create').isDisabled()) && (await page.getByTestId('session-form-problem').innerText()).includes('评分专家'), 'the form does not ask for graders')
    await page.getByTestId('session-grader-王审核').check()
    await page.getByTestId('session-grader-李审核').check()
    await page.getByTestId('session-size').fill('10')
    await page.getByTestId('session-overlap').fill('3')
    check(await page.getByTestId('session-create').isDisabled(), 'an overlap above the graders chosen is accepted')
    await page.getByTestId('session-overlap').fill('2')
    await page.getByTestId('session-seed').fill('5')
    await page.getByTestId('session-seed').press('Control+Enter')
    const created = page.getByTestId('session-created')
    await created.waitFor()
    check((await created.getAttribute('data-sampled')) === '10', `the session sampled ${await created.getAttribute('data-sampled')} answers`)
    const sid = await created.getAttribute('data-session')
    await page.getByTestId(`session-${sid}`).waitFor()
    await shot('54-grading-new-session')
    const seenBy = {}
    for (const [name, base] of [['王审核', 4], ['李审核', 3]]) {
      await asProfile(name)
      await page.getByTestId('cal-tab-grading').click()
      await page.getByTestId('grading-item').waitFor()
      seenBy[name] = []
      for (let k = 0; k < 10; k++) {
        const item = page.getByTestId('grading-item')
        await item.waitFor()
        const text = await page.getByTestId('grading-panel').innerText()
        // Blind: the model, the judge and the other grader are nowhere on the page.
        for (const hidden of ['fake-plain', 'fake-judge', pass.judge, name === '王审核' ? '李审核' : '王审核']) check(!text.includes(hidden), `${name} sees ${hidden} while grading`)
        const seq = Number(await item.getAttribute('data-seq'))
        seenBy[name].push(seq)
        if (k === 0 && name === '王审核') {
          await shot('52-grading-blind')
          // ? lists the grading keys with the app's others.
          await page.keyboard.press('?')
          await page.getByTestId('shortcut-help').filter({ hasText: '我的评分' }).waitFor()
          await page.keyboard.press('Escape')
          await page.getByTestId('shortcut-help').waitFor({ state: 'detached' })
        }
        // Criteria (if any) by keyboard: Y for the first, N for the rest; then the overall score and Ctrl+Enter.
        const criteria = await page.locator('[data-testid^="grading-criterion-"]').count()
        for (let c = 0; c < criteria; c++) await page.keyboard.press(c === 0 ? 'y' : 'n')
        await page.keyboard.press(String(Math.max(1, Math.min(5, base - (k % 2)))))
        await page.keyboard.press('Control+Enter')
        await page.waitForFunction(([s, done]) => {
          const p = document.querySelector('[data-testid="grading-progress"]')
          return p && Number(p.getAttribute('data-done')) === done && document.querySelector(`[data-testid="grading-item"][data-seq="${s}"]`) === null
        }, [seq, k + 1])
      }
      await page.getByTestId('grading-done').waitFor()
      // Each grader saw all ten answers, in an order of their own.
      check(new Set(seenBy[name]).size === 10, `${name} saw ${seenBy[name]}`)
    }
    check(seenBy['王审核'].join() !== seenBy['李审核'].join() || seenBy['王审核'].length < 2, 'both graders got the same order')
    await asProfile('张医生')
    await page.getByTestId('cal-tab-sessions').click()
    await page.getByTestId(`session-calibrate-${sid}`).click()
    await page.locator(`[data-testid="calibration-result"][data-session="${sid}"]`).waitFor()
    const runsFile = path.join(dataDir, 'demo', 'runs.db')
    const cliOut = execFileSync(cliCmd[0], [...cliCmd.slice(1), 'calibrate', '--runs', runsFile, '--session', sid, '--json', '--as', '张医生'], { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, MEDBENCH_LANG: 'en' } })
    const want = JSON.parse(cliOut.trim().split('\n').pop())
    check(want.graded === 10, `the CLI sees ${want.graded} graded answers`)
    const ceiling = page.getByTestId('calibration-ceiling')
    const num = (v) => (v === '' ? null : Number(v))
    check(num(await ceiling.getAttribute('data-judge-human')) === want.ceiling.judge_human, 'judge–human kappa differs from medbench calibrate')
    check(num(await ceiling.getAttribute('data-human-human')) === want.ceiling.human_human, 'the human ceiling differs from medbench calibrate')
    for (const [i, p] of want.report.pairwise.entries()) {
      const row = page.getByTestId(`calibration-pair-${i}`)
      check((await row.getAttribute('data-a')) === p.rater_a && (await row.getAttribute('data-b')) === p.rater_b, `pair ${i} is not ${p.rater_a}/${p.rater_b}`)
      check(num(await row.getAttribute('data-kq')) === p.cohen_kappa_quadratic, `pair ${i}: kappa differs from medbench calibrate`)
    }
    // The checks beyond the overall figures are there (four answers: categories too small to check, counted).
    await page.getByTestId('calibration-within-specialty').waitFor()
    // Rubric criteria graded: the F1 bars per grader and the reliability diagram, from the same figures as the CLI.
    check(want.criteria && want.criteria.units > 0, 'no rubric criteria graded')
    {
      const bars = page.getByTestId('cal-f1-bars')
      await bars.waitFor()
      for (const g of want.criteria.per_grader) {
        const bar = bars.locator(`[data-grader="${g.grader}"]`)
        check(num(await bar.getAttribute('data-judge')) === g.judge && num(await bar.getAttribute('data-grader-f1')) === g.grader_f1, `${g.grader}: the F1 bars differ from medbench calibrate`)
      }
      check(num(await page.getByTestId('cal-reliability').getAttribute('data-ece')) === want.criteria.reliability.ece, 'ECE differs from medbench calibrate')
      // Per criterion (the same two criteria on every answer): agreement with the graders' majority, as the CLI gives it.
      check(want.criteria.by_criterion.criteria.length === 2, `criteria checked: ${JSON.stringify(want.criteria.by_criterion.criteria.map((c) => c.criterion))}`)
      for (const c of want.criteria.by_criterion.criteria) {
        const row = page.locator(`[data-testid="criterion-row"][data-criterion="${c.criterion}"]`)
        check(num(await row.getAttribute('data-agreement')) === c.agreement.value && (await row.getAttribute('data-flagged')) === (c.flagged ? '1' : ''), `criterion ${c.criterion} differs from medbench calibrate`)
      }
    }
    check(JSON.stringify(want.within.specialty.too_small) !== '[]' || want.within.specialty.groups.length > 0, 'no specialty accounted for')
    await shot('53-grading-calibration')

    // A second judge pass, sampled twice, compared with the first on the same graded answers; then chosen.
    const noisy = await api('judge.run', { run: runId, endpoint: { urls: [judge.url], model: 'fake-judge-2', params: { temperature: 0.8 } }, samples: 2 })
    check(noisy.status === 'completed', `the second judge pass: ${JSON.stringify(noisy)}`)
    await page.getByTestId(`session-compare-${sid}`).click()
    const cmp = page.locator(`[data-testid="judge-compare"][data-session="${sid}"]`)
    await cmp.waitFor()
    const cmpCli = JSON.parse(execFileSync(cliCmd[0], [...cliCmd.slice(1), 'calibrate', '--runs', runsFile, '--session', sid, '--compare', '--json', '--as', '张医生'], { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, MEDBENCH_LANG: 'en' } }).trim().split('\n').pop())
    check(Number(await cmp.getAttribute('data-common')) === cmpCli.common, 'the common sample differs from medbench calibrate --compare')
    for (const j of cmpCli.judges) {
      const row = page.locator(`[data-testid="compare-row"][data-judge="${j.id}"]`)
      check(num(await row.getAttribute('data-mae')) === j.mae.value, `${j.id}: MAE differs from medbench calibrate --compare`)
    }
    await shot('55-judge-compare')
    await page.getByTestId(`compare-use-${noisy.judge}`).click()
    await page.locator(`[data-testid="session-${sid}"][data-judge="${noisy.judge}"]`).waitFor()
    await page.getByTestId(`session-calibrate-${sid}`).click()
    await page.locator(`[data-testid="calibration-result"][data-judge="${noisy.judge}"]`).waitFor()
    // Sampled twice: its self-consistency is reported.
    await page.getByTestId('calibration-self').waitFor()
    // A calibration fitted in the app on the ten graded answers: the figures medbench calibrate --fit gives (same seed).
    await page.getByTestId(`session-fit-${sid}`).click()
    const fitted = page.getByTestId('calibration-fit')
    await fitted.waitFor()
    await page.getByTestId('cal-fit-chart').waitFor()
    const fitCli = JSON.parse(execFileSync(cliCmd[0], [...cliCmd.slice(1), 'calibrate', '--runs', runsFile, '--session', sid, '--fit', '--json', '--as', '张医生'], { cwd: projectRoot, encoding: 'utf8' }).trim().split('\n').pop())
    check(Number(await fitted.getAttribute('data-n')) === fitCli.n && num(await fitted.getAttribute('data-mae-calibrated')) === fitCli.metrics.mae_calibrated && num(await fitted.getAttribute('data-mae-raw')) === fitCli.metrics.mae_raw, 'the fit differs from medbench calibrate --fit')
    const fitId = await fitted.getAttribute('data-id')
    await shot('58-calibration-fit')

    // Runs › the run's report: a judge pass started from the form scores the open answers; the report names it
    // and counts what it judged, as medbench report --judge does.
    await page.getByTestId('nav-runs').click()
    await page.locator(`[data-testid="run-item"][data-run="${runId}"]`).click()
    const box = page.getByTestId('run-judge')
    await box.waitFor({ timeout: 30_000 })
    await page.getByTestId('run-judge-new').click()
    await page.getByTestId('run-judge-urls').fill(judge.url)
    check((await page.getByTestId('run-judge-problem').innerText()).includes('模型名称'), 'the judge form does not ask for the model')
    await page.getByTestId('run-judge-model').fill('fake-judge-ui')
    await page.getByTestId('run-judge-template').selectOption('medbench-judge@2')
    await page.getByTestId('run-judge-model').press('Control+Enter')
    const outcome = page.getByTestId('run-judge-outcome')
    await outcome.waitFor({ timeout: 60_000 })
    check((await outcome.getAttribute('data-status')) === 'completed', `the pass from the form: ${await outcome.innerText()}`)
    const uiJudge = await outcome.getAttribute('data-judge')
    const used = page.locator(`[data-testid="run-judge-used"][data-judge="${uiJudge}"]`)
    await used.waitFor({ timeout: 30_000 })
    const repCli = JSON.parse(execFileSync(cliCmd[0], [...cliCmd.slice(1), 'report', '--runs', runsFile, '--run', runId, '--judge', uiJudge, '--json', '--as', '张医生'], { cwd: projectRoot, encoding: 'utf8' }).trim().split('\n').pop())
    check(repCli.judge.template === 'medbench-judge@2' && (await used.innerText()).includes('medbench-judge@2'), 'the pass from the form did not use the template chosen')
    check(Number(await used.getAttribute('data-judged')) === repCli.judge.n_responses_judged && Number(await used.getAttribute('data-unjudged')) === repCli.judge.n_responses_unjudged, 'the judged counts differ from medbench report --judge')
    check(num(await page.getByTestId('report-overall').getAttribute('data-score')) === repCli.overall.score, 'the judged overall score differs from medbench report --judge')
    await shot('57-run-judged')
    // The session's judge with the calibration fitted in the app: the report says so, as medbench report --calibration does.
    await page.getByTestId('run-judge-select').selectOption(noisy.judge)
    await page.locator(`[data-testid="run-judge-used"][data-judge="${noisy.judge}"]`).waitFor()
    await page.waitForFunction((id) => [...document.querySelectorAll('[data-testid="run-calibration-select"] option')].some((o) => o.value === id), fitId)
    await page.getByTestId('run-calibration-select').selectOption(fitId)
    await page.locator(`[data-testid="run-judge-used"][data-calibration="${fitId}"]`).waitFor()
    const calCli = JSON.parse(execFileSync(cliCmd[0], [...cliCmd.slice(1), 'report', '--runs', runsFile, '--run', runId, '--judge', noisy.judge, '--calibration', fitId, '--json', '--as', '张医生'], { cwd: projectRoot, encoding: 'utf8' }).trim().split('\n').pop())
    const head = page.getByTestId('report-overall')
    await page.waitForFunction((s) => Number(document.querySelector('[data-testid="report-overall"]')?.getAttribute('data-score')) === s, calCli.overall.score)
    check(num(await head.getAttribute('data-lo')) === calCli.overall.ci_low && num(await head.getAttribute('data-hi')) === calCli.overall.ci_high, 'the calibrated interval differs from medbench report --calibration')
    // The per-response table carries the judge's (calibrated) score of each open answer.
    await page.waitForFunction(() => [...document.querySelectorAll('tbody td.rc-judge')].some((td) => td.textContent.trim() !== ''))
    // Back to no judge: the open answers are listed as not judged again.
    await page.getByTestId('run-judge-select').selectOption('')
    await page.locator('[data-testid="run-judge-used"]').waitFor({ state: 'detached' })
  } finally {
    model.child.kill('SIGTERM')
    judge.child.kill('SIGTERM')
  }
})

await step('p1. Calibration › preference sets: an LLMBar sample (gold labels, swapped-order verdicts) gives the figures medbench preference prints', async () => {
  if ((await page.evaluate(() => localStorage.getItem('medbench.lang'))) === 'en') await page.getByTestId('lang-toggle').click()
  const file = path.join(projectRoot, 'tests', 'fixtures', 'preference', 'llmbar_60.jsonl')
  await page.getByTestId('nav-calibration').click()
  await page.getByTestId('cal-tab-preference').click()
  await page.getByTestId('pref-panel').waitFor()
  await page.getByTestId('pref-file-input').setInputFiles(file)
  await page.getByTestId('pref-run').click()
  await page.getByTestId('pref-result').waitFor({ timeout: 60_000 })
  const want = JSON.parse(execFileSync(cliCmd[0], [...cliCmd.slice(1), 'preference', '--file', file, '--json'], { cwd: projectRoot, encoding: 'utf8' }).trim().split('\n').pop()).report
  check(Number(await page.getByTestId('pref-summary').getAttribute('data-pairs')) === want.units, 'the pair count differs from medbench preference')
  const num = (v) => (v === '' ? null : Number(v))
  for (const j of want.judges) {
    const row = page.locator(`[data-testid="pref-judge"][data-judge="${j.judge}"]`)
    check(num(await row.getAttribute('data-agreement')) === j.agreement.value, `${j.judge}: agreement differs from medbench preference`)
    check(num(await row.getAttribute('data-kappa')) === j.kappa.value, `${j.judge}: kappa differs from medbench preference`)
    check(num(await row.getAttribute('data-first')) === j.position.first_share.value, `${j.judge}: position bias differs from medbench preference`)
    check(num(await row.getAttribute('data-swap')) === j.position.swap_consistency.value, `${j.judge}: swap consistency differs from medbench preference`)
  }
  await page.getByTestId('pref-chart').waitFor()
  await shot('56-preference-sets')
  // A line that is not JSON is refused naming the file and the line; the report shown stays.
  const bad = path.join(dataDir, '坏偏好.jsonl')
  fs.writeFileSync(bad, fs.readFileSync(file, 'utf8').split('\n').slice(0, 3).join('\n') + '\n{oops\n')
  await page.getByTestId('pref-file-input').setInputFiles(bad)
  await page.getByTestId('pref-run').click()
  const err = page.getByTestId('pref-error')
  await err.waitFor()
  check(/坏偏好\.jsonl/.test(await err.innerText()) && /4/.test(await err.innerText()), `the error does not name the file and line: ${await err.innerText()}`)
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
