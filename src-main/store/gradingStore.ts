// runs.db's grading sessions (migration 7), on the run store's connection.
import type { Db } from './db'

export interface GradingSpec {
  graders: string[]
  overlap: number
  size: number
  seed: number
  scale: { min: number; max: number }
}

export interface SessionRecord {
  id: string
  runId: string
  judgeId: string | null
  createdAt: string
  author: string
  spec: GradingSpec
}

export interface GradeRow {
  grader: string
  seq: number
  overall: number | null
  criteria: boolean[] | null
  seconds: number | null
  source: 'app' | 'import'
  createdAt: string
  updatedAt: string
}

type Raw = Record<string, unknown>

function gradeRow(r: Raw): GradeRow {
  return {
    grader: r.grader as string,
    seq: r.seq as number,
    overall: r.overall as number | null,
    criteria: r.criteria ? (JSON.parse(r.criteria as string) as boolean[]) : null,
    seconds: r.seconds as number | null,
    source: r.source as 'app' | 'import',
    createdAt: r.created_at as string,
    updatedAt: r.updated_at as string,
  }
}

export class GradingStore {
  private readonly s

  constructor(private readonly db: Db) {
    this.s = {
      insert: db.prepare('INSERT INTO grading_sessions (id, run_id, judge_id, created_at, author, spec) VALUES (?, ?, ?, ?, ?, ?)'),
      assign: db.prepare('INSERT INTO grading_assignments (session_id, grader, seq, position) VALUES (?, ?, ?, ?)'),
      get: db.prepare('SELECT * FROM grading_sessions WHERE id = ?'),
      ofRun: db.prepare('SELECT * FROM grading_sessions WHERE run_id = ? ORDER BY created_at'),
      all: db.prepare('SELECT id FROM grading_sessions ORDER BY created_at DESC LIMIT 200'),
      queue: db.prepare(
        `SELECT a.seq, a.position, g.seq IS NOT NULL AS graded FROM grading_assignments a
         LEFT JOIN grades g ON g.session_id = a.session_id AND g.grader = a.grader AND g.seq = a.seq
         WHERE a.session_id = ? AND a.grader = ? ORDER BY a.position`,
      ),
      assigned: db.prepare('SELECT 1 FROM grading_assignments WHERE session_id = ? AND grader = ? AND seq = ?'),
      put: db.prepare(
        `INSERT INTO grades (session_id, grader, seq, overall, criteria, seconds, source, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (session_id, grader, seq) DO UPDATE SET overall = excluded.overall, criteria = excluded.criteria, seconds = excluded.seconds, source = excluded.source, updated_at = excluded.updated_at`,
      ),
      grades: db.prepare('SELECT * FROM grades WHERE session_id = ? ORDER BY seq, grader'),
      setJudge: db.prepare('UPDATE grading_sessions SET judge_id = ? WHERE id = ?'),
      grade: db.prepare('SELECT * FROM grades WHERE session_id = ? AND grader = ? AND seq = ?'),
      sampled: db.prepare('SELECT DISTINCT seq FROM grading_assignments WHERE session_id = ? ORDER BY seq'),
      byGrader: db.prepare('SELECT grader, COUNT(*) AS assigned FROM grading_assignments WHERE session_id = ? GROUP BY grader'),
    }
  }

  create(x: { id: string; runId: string; judgeId: string | null; author: string; spec: GradingSpec; now: string; assignments: Map<string, number[]> }): SessionRecord {
    this.db.transaction(() => {
      this.s.insert.run(x.id, x.runId, x.judgeId, x.now, x.author, JSON.stringify(x.spec))
      for (const [grader, seqs] of x.assignments) seqs.forEach((seq, i) => this.s.assign.run(x.id, grader, seq, i))
    })()
    return this.get(x.id)!
  }

  get(id: string): SessionRecord | null {
    const r = this.s.get.get(id) as Raw | undefined
    return r ? { id: r.id as string, runId: r.run_id as string, judgeId: (r.judge_id as string | null) ?? null, createdAt: r.created_at as string, author: r.author as string, spec: JSON.parse(r.spec as string) as GradingSpec } : null
  }

  ofRun(runId: string): SessionRecord[] {
    return (this.s.ofRun.all(runId) as Raw[]).map((r) => this.get(r.id as string)!)
  }

  /** The newest sessions of this runs file. */
  all(): SessionRecord[] {
    return (this.s.all.all() as Raw[]).map((r) => this.get(r.id as string)!)
  }

  /** A grader's answers in their order, with whether each is graded. */
  queue(sessionId: string, grader: string): { seq: number; position: number; graded: boolean }[] {
    return (this.s.queue.all(sessionId, grader) as { seq: number; position: number; graded: number }[]).map((r) => ({ ...r, graded: r.graded === 1 }))
  }

  isAssigned(sessionId: string, grader: string, seq: number): boolean {
    return this.s.assigned.get(sessionId, grader, seq) !== undefined
  }

  putGrade(sessionId: string, g: GradeRow): void {
    this.s.put.run(sessionId, g.grader, g.seq, g.overall, g.criteria ? JSON.stringify(g.criteria) : null, g.seconds, g.source, g.createdAt, g.updatedAt)
  }

  grades(sessionId: string): GradeRow[] {
    return (this.s.grades.all(sessionId) as Raw[]).map(gradeRow)
  }

  setJudge(sessionId: string, judgeId: string): void {
    this.s.setJudge.run(judgeId, sessionId)
  }

  /** One grader's grade of one answer, or null. */
  grade(sessionId: string, grader: string, seq: number): GradeRow | null {
    const r = this.s.grade.get(sessionId, grader, seq) as Raw | undefined
    return r ? gradeRow(r) : null
  }

  sampled(sessionId: string): number[] {
    return (this.s.sampled.all(sessionId) as { seq: number }[]).map((r) => r.seq)
  }

  assignedPerGrader(sessionId: string): Map<string, number> {
    return new Map((this.s.byGrader.all(sessionId) as { grader: string; assigned: number }[]).map((r) => [r.grader, r.assigned]))
  }
}
