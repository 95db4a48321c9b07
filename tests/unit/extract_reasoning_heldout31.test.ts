// The thirty-first held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT31.md),
// written blind (median 337 characters): its author read only the format brief, the issue excerpt and the
// validator. Scored blind against the same reader as set 30 it read 289/300 (0.963) and read an answer where the
// model gave none 5 times (of 61). Developed on since: 299/300, none read from a hedge.
// Now 300/300 (ad038: a cut output's bold "C. text" line under a line leading to it).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout31.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout31.jsonl', 'reasoning-model outputs, thirty-first blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
