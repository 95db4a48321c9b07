import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { READER_SOURCES, READER_VERSION } from '../../src-main/core/score/readerVersion'

const root = path.resolve(__dirname, '../../src-main')

function sourcesHash(): string {
  const files: string[] = []
  for (const s of READER_SOURCES) {
    if (s.endsWith('/')) for (const f of fs.readdirSync(path.join(root, s)).sort()) f.endsWith('.ts') && files.push(s + f)
    else files.push(s)
  }
  const h = crypto.createHash('sha256')
  // Line endings normalised: a Windows checkout reads the same code.
  for (const f of files) h.update(f + '\0' + fs.readFileSync(path.join(root, f), 'utf8').replace(/\r\n/g, '\n') + '\0')
  return 'sha256:' + h.digest('hex').slice(0, 16)
}

describe('READER_VERSION', () => {
  it('is the hash of the answer-reading sources (paste the value below into core/score/readerVersion.ts when it changes)', () => {
    expect(READER_VERSION).toBe(sourcesHash())
  })
  it('covers every file the reading code imports', () => {
    // A reading must not depend on code outside READER_SOURCES, or a change there would go unnoticed.
    const covered = (rel: string) => READER_SOURCES.some((s) => (s.endsWith('/') ? rel.startsWith(s) && !rel.slice(s.length).includes('/') : rel === s))
    const seen = new Set<string>()
    const visit = (rel: string) => {
      if (seen.has(rel)) return
      seen.add(rel)
      const text = fs.readFileSync(path.join(root, rel), 'utf8')
      for (const m of text.matchAll(/^import (?!type )[^'"]*from '(\.[^']+)'/gm)) {
        const dep = path.posix.normalize(path.posix.join(path.posix.dirname(rel), m[1])) + '.ts'
        expect(covered(dep), `${rel} imports ${dep}`).toBe(true)
        visit(dep)
      }
    }
    visit('core/score/readChoice.ts')
    expect(seen.size).toBeGreaterThan(10)
  })
})
