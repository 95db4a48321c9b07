// A profile for tests that write: every write carries its actor, tests included.
import type { Actor } from '../../../src-main/core/actors'

export const TEST_ACTOR: Actor = { id: 'u-test', name: 'tester', institution: 'test lab', role: 'coordinator' }
export const stamp = (now = '2026-01-01T00:00:00Z') => ({ author: TEST_ACTOR.name, actorId: TEST_ACTOR.id, now })
