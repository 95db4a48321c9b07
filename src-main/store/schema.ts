// Schemas of the two physically separate files (DESIGN.md §1): bank.db holds items and their
// history; keys.db holds answer keys, references and rubrics. A bank can travel without its keys.
import type { Migration } from './db'
import { POSTINGS_SCHEMA } from './postings'

export const BANK_MIGRATIONS: Migration[] = [
  {
    version: 1,
    up: `
CREATE TABLE imports (
  id INTEGER PRIMARY KEY,
  file_name TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  format TEXT NOT NULL,
  options_hash TEXT NOT NULL,
  items INTEGER NOT NULL,
  keys INTEGER NOT NULL,
  skipped INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (sha256, format, options_hash)
);
CREATE TABLE sources (
  name TEXT PRIMARY KEY,
  licence TEXT,
  attribution TEXT
);
CREATE TABLE specialties (
  primary_name TEXT NOT NULL,
  secondary_name TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (primary_name, secondary_name)
) WITHOUT ROWID;
CREATE TABLE taxonomy (
  key TEXT PRIMARY KEY,
  target TEXT NOT NULL
);
-- The current state of every item, one row each: the columns the bank view filters and sorts on,
-- and which version is current. The item itself (stem, options, everything) lives only in
-- item_versions, so an import writes each text once.
CREATE TABLE items (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  track TEXT NOT NULL,
  dimension TEXT NOT NULL,
  specialty_primary TEXT NOT NULL,
  specialty_secondary TEXT,
  type TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft',
  source TEXT NOT NULL,
  task TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  import_id INTEGER REFERENCES imports(id)
);
-- Append-only: a save inserts a version; nothing is updated or deleted. A rowid table (rows are
-- appended in order) with a separate index, because rows of several hundred bytes are slow in a
-- WITHOUT ROWID table.
CREATE TABLE item_versions (
  id INTEGER PRIMARY KEY,
  item_rowid INTEGER NOT NULL REFERENCES items(rowid),
  version INTEGER NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL,
  author TEXT NOT NULL,
  note TEXT
);
CREATE UNIQUE INDEX item_versions_item ON item_versions (item_rowid, version);
-- Derived, rewritten on every save: the normalised stem and option texts of the current version,
-- so search can confirm a substring in SQLite instead of parsing every candidate's JSON.
CREATE TABLE item_search (
  rowid INTEGER PRIMARY KEY,
  text TEXT NOT NULL
);
CREATE TRIGGER item_versions_no_update BEFORE UPDATE ON item_versions
BEGIN SELECT RAISE(ABORT, 'item versions are append-only'); END;
CREATE TRIGGER item_versions_no_delete BEFORE DELETE ON item_versions
BEGIN SELECT RAISE(ABORT, 'item versions are append-only'); END;
${POSTINGS_SCHEMA}
`,
  },
  {
    // Profiles (who did it), actor ids on every version, status changes as append-only events, and an
    // import id shared with the keys file so a half-finished two-file commit can be found exactly.
    version: 2,
    up: `
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  institution TEXT,
  role TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
ALTER TABLE item_versions ADD COLUMN actor_id TEXT;
ALTER TABLE imports ADD COLUMN uid TEXT;
ALTER TABLE imports ADD COLUMN actor_id TEXT;
CREATE INDEX imports_uid ON imports (uid);
-- Every status change is an event; items.status is the latest one's target, kept for filtering.
CREATE TABLE item_events (
  id INTEGER PRIMARY KEY,
  item_rowid INTEGER NOT NULL REFERENCES items(rowid),
  kind TEXT NOT NULL,
  from_value TEXT,
  to_value TEXT,
  created_at TEXT NOT NULL,
  author TEXT NOT NULL,
  actor_id TEXT,
  note TEXT
);
CREATE INDEX item_events_item ON item_events (item_rowid, id);
CREATE TRIGGER item_events_no_update BEFORE UPDATE ON item_events
BEGIN SELECT RAISE(ABORT, 'item events are append-only'); END;
CREATE TRIGGER item_events_no_delete BEFORE DELETE ON item_events
BEGIN SELECT RAISE(ABORT, 'item events are append-only'); END;
`,
  },
  {
    // The audit log: every change to the bank, hash-chained (core/audit/chain.ts) and append-only.
    // Entries are written in the same transaction as the change they record (store/auditLog.ts).
    // A bank made before this version starts its log here: what happened earlier is in item_versions
    // and item_events, not in the chain.
    version: 3,
    up: `
CREATE TABLE audit_log (
  seq INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT,
  old TEXT,
  new TEXT,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL
);
CREATE INDEX audit_log_target ON audit_log (target, seq);
CREATE INDEX audit_log_actor ON audit_log (actor, seq);
CREATE INDEX audit_log_action ON audit_log (action, seq);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
`,
  },
  {
    // Multi-round review (issue 7) and released pools. An item's status stays in items.status (with
    // 'adjudication' added) and item_events; the round it is in, who reviews it and what they
    // decided live here. Rounds keep the plan they were opened under, so a plan changed mid-review
    // never reinterprets a round already running.
    version: 4,
    up: `
ALTER TABLE users ADD COLUMN specialties TEXT;
CREATE TABLE review_plans (
  scope TEXT PRIMARY KEY,
  plan TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  actor_id TEXT
);
CREATE TABLE review_rounds (
  id INTEGER PRIMARY KEY,
  number INTEGER NOT NULL,
  plan TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('open', 'closed')),
  opened_at TEXT NOT NULL,
  opened_by TEXT NOT NULL,
  closed_at TEXT,
  closed_by TEXT
);
CREATE INDEX review_rounds_state ON review_rounds (state, id);
-- One row per item under review in the current cycle (from its submit to its verdict).
CREATE TABLE review_items (
  item_rowid INTEGER PRIMARY KEY REFERENCES items(rowid),
  since_round INTEGER NOT NULL,
  round_id INTEGER NOT NULL,
  number INTEGER NOT NULL,
  of INTEGER NOT NULL,
  stage TEXT NOT NULL CHECK (stage IN ('in_review', 'adjudication', 'done')),
  agreement REAL
);
CREATE INDEX review_items_stage ON review_items (stage, agreement, item_rowid);
-- decided: 0 pending, 1 the reviewer has a standing (not withdrawn) decision, 2 lapsed (the item
-- left the review): "my next item" is the first row of one index range, however far the reviewer
-- has worked through a long queue.
CREATE TABLE review_assignments (
  round_id INTEGER NOT NULL REFERENCES review_rounds(id),
  item_rowid INTEGER NOT NULL REFERENCES items(rowid),
  reviewer_id TEXT NOT NULL,
  item_version INTEGER NOT NULL,
  decided INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (round_id, item_rowid, reviewer_id)
) WITHOUT ROWID;
CREATE INDEX review_assignments_queue ON review_assignments (reviewer_id, decided, round_id, item_rowid);
CREATE INDEX review_assignments_item ON review_assignments (item_rowid, round_id);
-- id: minted by the client, so a submit retried after a lost answer is recorded once.
CREATE TABLE review_decisions (
  id TEXT PRIMARY KEY,
  round_id INTEGER NOT NULL REFERENCES review_rounds(id),
  item_rowid INTEGER NOT NULL REFERENCES items(rowid),
  reviewer_id TEXT NOT NULL,
  item_version INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('approve', 'revise', 'reject')),
  reasons TEXT NOT NULL,
  comment TEXT,
  confidence INTEGER,
  seconds REAL,
  revision TEXT,
  revised_version INTEGER,
  decided_at TEXT NOT NULL,
  withdrawn INTEGER NOT NULL DEFAULT 0,
  withdrawn_at TEXT
);
CREATE UNIQUE INDEX review_decisions_standing ON review_decisions (round_id, item_rowid, reviewer_id) WHERE withdrawn = 0;
CREATE INDEX review_decisions_item ON review_decisions (item_rowid, round_id);
CREATE INDEX review_decisions_reviewer ON review_decisions (reviewer_id, decided_at);
-- A proposed revision's content, by its hash: it becomes an item version only when the round (or
-- the adjudicator) adopts it, so no other reviewer sees a proposal before the round closes.
CREATE TABLE review_revisions (
  hash TEXT PRIMARY KEY,
  item_rowid INTEGER NOT NULL REFERENCES items(rowid),
  base_version INTEGER NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL,
  actor_id TEXT NOT NULL
);
CREATE TABLE review_outcomes (
  id INTEGER PRIMARY KEY,
  item_rowid INTEGER NOT NULL REFERENCES items(rowid),
  round_id INTEGER NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('unanimous', 'consensus', 'adjudicated', 'unresolved')),
  status TEXT NOT NULL,
  version INTEGER NOT NULL,
  agreement REAL,
  adjudicator_id TEXT,
  verdict TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX review_outcomes_item ON review_outcomes (item_rowid, id);
CREATE TRIGGER review_outcomes_no_update BEFORE UPDATE ON review_outcomes
BEGIN SELECT RAISE(ABORT, 'review outcomes are append-only'); END;
CREATE TRIGGER review_outcomes_no_delete BEFORE DELETE ON review_outcomes
BEGIN SELECT RAISE(ABORT, 'review outcomes are append-only'); END;
CREATE TABLE review_comments (
  id INTEGER PRIMARY KEY,
  item_rowid INTEGER NOT NULL REFERENCES items(rowid),
  parent_id INTEGER REFERENCES review_comments(id),
  author_id TEXT NOT NULL,
  round_id INTEGER,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX review_comments_item ON review_comments (item_rowid, id);
CREATE TRIGGER review_comments_no_update BEFORE UPDATE ON review_comments
BEGIN SELECT RAISE(ABORT, 'review comments are append-only'); END;
CREATE TRIGGER review_comments_no_delete BEFORE DELETE ON review_comments
BEGIN SELECT RAISE(ABORT, 'review comments are append-only'); END;
-- Released pools: frozen when written. A new release is a new pool.
CREATE TABLE pools (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  n INTEGER NOT NULL,
  note TEXT
);
CREATE TABLE pool_items (
  pool_id INTEGER NOT NULL REFERENCES pools(id),
  item_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  PRIMARY KEY (pool_id, item_id)
) WITHOUT ROWID;
CREATE TRIGGER pools_no_update BEFORE UPDATE ON pools
BEGIN SELECT RAISE(ABORT, 'a released pool is frozen'); END;
CREATE TRIGGER pools_no_delete BEFORE DELETE ON pools
BEGIN SELECT RAISE(ABORT, 'a released pool is frozen'); END;
CREATE TRIGGER pool_items_no_update BEFORE UPDATE ON pool_items
BEGIN SELECT RAISE(ABORT, 'a released pool is frozen'); END;
CREATE TRIGGER pool_items_no_delete BEFORE DELETE ON pool_items
BEGIN SELECT RAISE(ABORT, 'a released pool is frozen'); END;
`,
  },  {
    // Offline review packages (issue 7). 'sent': a package this bank exported for a reviewer (its
    // token lives in the keys file); 'opened': a package opened into this bank, a reviewer's copy,
    // with the coordinator's item versions it was made of. Merges are recorded per returned file.
    version: 5,
    up: `
CREATE TABLE review_packages (
  id TEXT PRIMARY KEY,
  direction TEXT NOT NULL CHECK (direction IN ('sent', 'opened')),
  bank_uid TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  round_id INTEGER NOT NULL REFERENCES review_rounds(id),
  origin_round_id INTEGER NOT NULL,
  reviewer_id TEXT NOT NULL,
  items INTEGER NOT NULL,
  item_versions TEXT,
  keys INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  opened_at TEXT
);
CREATE INDEX review_packages_round ON review_packages (round_id, reviewer_id);
CREATE TABLE review_package_merges (
  id INTEGER PRIMARY KEY,
  package_id TEXT NOT NULL REFERENCES review_packages(id),
  sha256 TEXT NOT NULL,
  merged_at TEXT NOT NULL,
  merged_by TEXT NOT NULL,
  merged INTEGER NOT NULL,
  unchanged INTEGER NOT NULL,
  conflicts INTEGER NOT NULL
);
`,
  },
]

export const KEYS_MIGRATIONS: Migration[] = [
  {
    version: 1,
    up: `
-- Every saved key is a version; the latest version of an item id is its current key.
CREATE TABLE keys (
  id INTEGER PRIMARY KEY,
  item_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL,
  author TEXT NOT NULL,
  import_sha256 TEXT
);
CREATE UNIQUE INDEX keys_item ON keys (item_id, version);
CREATE TRIGGER keys_no_update BEFORE UPDATE ON keys
BEGIN SELECT RAISE(ABORT, 'key versions are append-only'); END;
`,
  },
  {
    // Imports mark themselves here (one row each, never a single overwritable slot) until the bank
    // has committed too; key drafts stay in this file so an answer never sits in plain text elsewhere.
    version: 2,
    up: `
ALTER TABLE keys ADD COLUMN actor_id TEXT;
ALTER TABLE keys ADD COLUMN import_uid TEXT;
CREATE TABLE pending_imports (
  uid TEXT PRIMARY KEY,
  created_at TEXT NOT NULL
);
INSERT INTO pending_imports (uid, created_at)
  SELECT 'sha256:' || value, datetime('now') FROM meta WHERE key = 'pending_import';
DELETE FROM meta WHERE key = 'pending_import';
CREATE TABLE key_drafts (
  item_id TEXT NOT NULL,
  actor_id TEXT NOT NULL,
  base_version INTEGER NOT NULL,
  text TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  PRIMARY KEY (item_id, actor_id)
) WITHOUT ROWID;
-- Only the keys of an import that never finished (still pending) may be removed.
CREATE TRIGGER keys_no_delete BEFORE DELETE ON keys
WHEN NOT EXISTS (SELECT 1 FROM pending_imports p WHERE p.uid = OLD.import_uid OR p.uid = 'sha256:' || OLD.import_sha256)
BEGIN SELECT RAISE(ABORT, 'key versions are append-only'); END;
`,
  },
]
