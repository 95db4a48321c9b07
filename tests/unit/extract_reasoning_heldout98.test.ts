// The ninety-eighth held-out set of 200 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT98.md), written
// blind in two halves (median 237 characters; haematology, oncology, rheumatology, infection, obstetrics, the eye and ENT,
// pharmacology, health law; the gut and urinary tract, neonates, psychiatry, toxicology, anaesthesia, microbiology,
// stomatology, TCM diagnostics), and scored once against the reader both halves met (90ec30a): 197/200, no answer read from
// any of the 42 outputs that give none. Developed on since: 200/200 (ec020, "should be avoided in options A, B, D, and E." before a
// negation in the next sentence, read last).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout98.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout98.jsonl', 'reasoning-model outputs, ninety-eighth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
