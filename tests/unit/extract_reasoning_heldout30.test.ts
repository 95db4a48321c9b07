// The thirtieth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT30.md),
// written blind (median 339 characters): its author read only the format brief, the issue excerpt and the
// validator. Scored blind against the reader this stop ended its development with, it read 298/300 (0.993) and read
// no answer where the model gave none (0 of 61). Now 300/300: ac043, which never leaves its <think>
// block and repeats "综上，选C" there until the length limit, reads C as its label says since set 35.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout30.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout30.jsonl', 'reasoning-model outputs, thirtieth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
