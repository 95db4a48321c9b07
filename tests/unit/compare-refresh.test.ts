// The Runs view makes a comparison again when one of its runs moved on between two polls of the list.
import { describe, expect, it } from 'vitest'
import { comparedRunsChanged } from '../../src-renderer/src/components/runs/compareRefresh'

const run = (id: string, status: string, done: number, errors = 0) => ({ id, status, done, errors })

describe('comparedRunsChanged', () => {
  const before = [run('a', 'completed', 20), run('b', 'running', 5), run('c', 'running', 1)]
  it('is false when the compared runs are as they were, whatever other runs did', () => {
    expect(comparedRunsChanged(before, [run('a', 'completed', 20), run('b', 'running', 5), run('c', 'running', 9)], ['a', 'b'])).toBe(false)
  })
  it('is true when a compared run answered more, failed more or changed status', () => {
    expect(comparedRunsChanged(before, [run('a', 'completed', 20), run('b', 'running', 6)], ['a', 'b'])).toBe(true)
    expect(comparedRunsChanged(before, [run('a', 'completed', 20, 1), run('b', 'running', 5)], ['a', 'b'])).toBe(true)
    expect(comparedRunsChanged(before, [run('a', 'completed', 20), run('b', 'completed', 5)], ['a', 'b'])).toBe(true)
  })
  it('is true when a compared run left the list or came into it', () => {
    expect(comparedRunsChanged(before, [run('a', 'completed', 20)], ['a', 'b'])).toBe(true)
    expect(comparedRunsChanged([run('a', 'completed', 20)], before, ['a', 'b'])).toBe(true)
  })
})
