// The hundredth held-out set of 200 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT100.md), written
// blind in two halves (median 273 characters; the heart, glands and kidneys, children, skin, emergencies, pathology,
// prevention and nursing; nerves, lungs, bones, gynaecology, infection, psychiatry, immunology, forensic medicine, TCM),
// and scored once against the readers the halves met (040ccad and e9e169d): 199/200, no answer read from any of the 42
// outputs that give none. Developed on since: 200/200 (ef097, "按我分析的顺序写：E、B、D、A").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout100.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout100.jsonl', 'reasoning-model outputs, hundredth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
