// runs.db: evaluation runs, the requests each plans, and the responses as they arrived (DESIGN §1, §9).
// It sits beside the bank by default but is its own file, so a bank can be shared without results and
// results without keys. No API key is ever written here: a run's endpoint names an environment
// variable or the profile whose key the app's protected store keeps, never the secret. Saved endpoint
// profiles are the user's, not the results', and live in the user's data folder (store/settingsStore.ts).
import type { Migration } from './db'

export const RUNS_MIGRATIONS: Migration[] = [
  {
    version: 1,
    up: `
CREATE TABLE runs (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  author TEXT NOT NULL,
  actor_id TEXT,
  -- planned | running | paused | interrupted | completed | failed | cancelled
  status TEXT NOT NULL,
  -- RunSpec as JSON (core/run/spec.ts): endpoints without secrets, selection, template, dynamic
  -- settings, seed, limits. With the tasks it is enough to redo the run.
  spec TEXT NOT NULL,
  bank_file TEXT NOT NULL,
  n_tasks INTEGER NOT NULL,
  -- Why the run stopped, as a bilingual message (JSON), when it did not complete.
  stop_reason TEXT
);
-- One row per request the run will send: (item, presented variant, sample). Planned before the first
-- request, so a resumed run sends exactly the ones without a response.
CREATE TABLE tasks (
  run_id TEXT NOT NULL REFERENCES runs(id),
  seq INTEGER NOT NULL,
  item_id TEXT NOT NULL,
  item_version INTEGER NOT NULL,
  key_version INTEGER,
  variant_key TEXT NOT NULL,
  sample INTEGER NOT NULL,
  -- The presented order (JSON array of canonical letters), '' for items without options.
  ord TEXT NOT NULL,
  PRIMARY KEY (run_id, seq),
  UNIQUE (run_id, item_id, variant_key, sample)
) WITHOUT ROWID;
-- At most one response per task: written once as it arrives (INSERT OR IGNORE on the unique
-- (run_id, seq)), replaced only by an explicit retry of a failed one. A rowid table: rows hold the
-- prompt as sent, and long rows insert several times faster appended than in a WITHOUT ROWID tree.
CREATE TABLE responses (
  id INTEGER PRIMARY KEY,
  run_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  messages TEXT NOT NULL,
  output TEXT,
  reasoning TEXT,
  finish_reason TEXT,
  error_class TEXT,
  error TEXT,
  attempts INTEGER NOT NULL,
  latency_ms REAL,
  prompt_tokens INTEGER,
  completion_tokens INTEGER,
  endpoint TEXT,
  cached INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  -- No foreign key to tasks: only the runner writes here, for tasks it read from the same file, and
  -- the check cost a lookup per stored answer.
  UNIQUE (run_id, seq)
);
-- Answers already paid for, keyed by a hash of (model, parameters, messages, tools): a second run
-- with the same request takes the stored answer.
CREATE TABLE response_cache (
  key TEXT PRIMARY KEY,
  output TEXT NOT NULL,
  reasoning TEXT,
  finish_reason TEXT,
  prompt_tokens INTEGER,
  completion_tokens INTEGER,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE endpoint_profiles (
  name TEXT PRIMARY KEY,
  spec TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`,
  },
  {
    version: 2,
    // Few-shot templates (issue 6): the prompt a run was planned with (template version and wording,
    // the dev examples with their item and key versions, the hash its manifest cites), and per planned
    // request the ids of the examples shown before it, so a resume shows exactly the same ones.
    up: `
ALTER TABLE runs ADD COLUMN prompt TEXT;
ALTER TABLE tasks ADD COLUMN shots TEXT NOT NULL DEFAULT '';
`,
  },
  {
    version: 3,
    up: `
-- What scoring and grouping need of each item a run asks about, at the version it planned with: type,
-- the columns results are grouped by, and the options the extractor reads. Written with the plan, so a
-- report reads one table of this file instead of 700,000 items' JSON from the bank. Runs planned
-- before this table existed have no rows here and are scored from the bank.
CREATE TABLE run_items (
  run_id TEXT NOT NULL,
  item_id TEXT NOT NULL,
  item_version INTEGER NOT NULL,
  -- The key version the run planned with (NULL: the item had no key then).
  key_version INTEGER,
  type TEXT NOT NULL,
  track TEXT NOT NULL,
  dimension TEXT NOT NULL,
  specialty TEXT NOT NULL,
  task TEXT NOT NULL,
  source TEXT NOT NULL,
  -- JSON object of canonical letter -> text, NULL for items without options.
  options TEXT,
  PRIMARY KEY (run_id, item_id, item_version)
) WITHOUT ROWID;
`,
  },
  {
    // Migration note: version 1 made an endpoint_profiles table that nothing ever wrote to. Profiles
    // moved to the user's settings.db (store/settingsStore.ts): runs.db is handed on with results, and
    // the servers and key sources a user evaluates with are not part of them. Dropping the empty table
    // loses nothing; IF EXISTS keeps the step safe on files where it was removed by hand.
    version: 4,
    up: `DROP TABLE IF EXISTS endpoint_profiles;`,
  },
  {
    version: 5,
    up: `
-- Each stored choice answer as the runner read it (core/score/readChoice), made once when the
-- response is stored, so a report compares letters with keys instead of reading 700,000 outputs
-- again. \`reader\` names the code that read it (READER_VERSION); a report reads again any answer
-- another version read. Only answers that arrived (no error) have a reading.
CREATE TABLE readings (
  run_id TEXT NOT NULL,
  item_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  sample INTEGER NOT NULL,
  reader TEXT NOT NULL,
  -- Canonical letters, sorted; '' for no answer.
  answer TEXT NOT NULL,
  -- The letters as presented, NULL when the request showed no permutation of the options.
  presented TEXT,
  span TEXT NOT NULL,
  rule TEXT NOT NULL,
  -- By item: a report takes each item's readings together, in item-id order.
  PRIMARY KEY (run_id, item_id, seq)
) WITHOUT ROWID;
-- Counting a run's readings by reader, and its first-sample presented answers (the position prior)
-- grouped in index order, without reading the rows.
CREATE INDEX readings_by_reader ON readings (run_id, reader, sample, presented);

-- The distinct combinations of grouping columns of a run's items, numbered, and each item's number:
-- a report groups 700,000 items by one integer instead of six strings.
CREATE TABLE run_groups (
  run_id TEXT NOT NULL,
  grp INTEGER NOT NULL,
  type TEXT NOT NULL,
  track TEXT NOT NULL,
  dimension TEXT NOT NULL,
  specialty TEXT NOT NULL,
  task TEXT NOT NULL,
  source TEXT NOT NULL,
  PRIMARY KEY (run_id, grp)
) WITHOUT ROWID;
-- NULL on runs planned before run_groups: those are scored the slower way.
ALTER TABLE run_items ADD COLUMN grp INTEGER;
-- How many requests the run planned for the item (its presentations and samples).
ALTER TABLE run_items ADD COLUMN n_tasks INTEGER;
-- What a report reads of every item, in id order, without the rows' option texts.
CREATE INDEX run_items_scoring ON run_items (run_id, item_id, key_version, grp, n_tasks);
`,
  },
  {
    version: 6,
    up: `
-- Judge passes (issue 8): an LLM judge over a run's stored open answers, apart from the run, so the
-- same answers can be judged again by another model or template and the two compared.
CREATE TABLE judges (
  id TEXT PRIMARY KEY,
  run_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  author TEXT NOT NULL,
  -- running | completed | interrupted | failed
  status TEXT NOT NULL,
  -- JudgeSpec as JSON: endpoint without secrets, model, template name@version, samples, concurrency.
  spec TEXT NOT NULL,
  stop_reason TEXT
);
-- One verdict per (judge, response, sample), written once as it arrives. status: ok (read, scored),
-- unparsed (the judge never wrote a readable verdict: reported, never guessed), failed (no answer).
-- Kept apart from any human grade.
CREATE TABLE verdicts (
  judge_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  sample INTEGER NOT NULL,
  item_id TEXT NOT NULL,
  mode TEXT NOT NULL,
  status TEXT NOT NULL,
  verdict TEXT,
  score REAL,
  raw TEXT,
  problem TEXT,
  attempts INTEGER NOT NULL,
  latency_ms REAL,
  prompt_tokens INTEGER,
  completion_tokens INTEGER,
  created_at TEXT NOT NULL,
  PRIMARY KEY (judge_id, seq, sample)
) WITHOUT ROWID;
`,
  },
  {
    version: 7,
    up: `
-- Grading sessions (issue 8): clinicians grade a seeded, stratified sample of a run's open answers
-- blind; their grades are kept apart from the judge's verdicts and compared with them.
CREATE TABLE grading_sessions (
  id TEXT PRIMARY KEY,
  run_id TEXT NOT NULL,
  -- The judge pass the sample is stratified by and the grades are compared with (NULL: none yet).
  judge_id TEXT,
  created_at TEXT NOT NULL,
  author TEXT NOT NULL,
  -- {graders, overlap, size, seed, scale: {min, max}}
  spec TEXT NOT NULL
);
-- Who grades which answer, and in which position of their own (random) order.
CREATE TABLE grading_assignments (
  session_id TEXT NOT NULL,
  grader TEXT NOT NULL,
  seq INTEGER NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (session_id, grader, seq)
) WITHOUT ROWID;
CREATE INDEX grading_order ON grading_assignments (session_id, grader, position);
-- A grader's grade of an answer: the overall score on the session's scale, and per rubric criterion
-- met / not met (JSON array) where the item has a rubric; seconds spent. Imported grades (source
-- 'import') come from elsewhere and need no assignment.
CREATE TABLE grades (
  session_id TEXT NOT NULL,
  grader TEXT NOT NULL,
  seq INTEGER NOT NULL,
  overall INTEGER,
  criteria TEXT,
  seconds REAL,
  source TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (session_id, grader, seq)
) WITHOUT ROWID;
`,
  },
  {
    version: 8,
    up: `
-- Fitted calibrations (issue 8): a monotone map from a judge pass's scores to the graders' scale,
-- fitted on a grading session's graded sample, kept with its version, where it came from, its
-- cross-fitted error and its own bootstrap band.
CREATE TABLE calibrations (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL,
  judge_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  author TEXT NOT NULL,
  -- 'isotonic@1'
  method TEXT NOT NULL,
  -- {x, y}: the map on the 0–1 item score scale
  map TEXT NOT NULL,
  n INTEGER NOT NULL,
  -- {folds, seed, mae_raw, mae_calibrated, band: {grid, lo, hi, resamples}}
  metrics TEXT NOT NULL
);
`,
  },
]
