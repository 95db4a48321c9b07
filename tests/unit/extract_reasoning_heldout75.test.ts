// The seventy-fifth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT75.md),
// written blind (median 310 characters; internal medicine, paediatrics, eye and ENT, laboratory, imaging,
// pharmacology, TCM and preventive medicine, as licensing-exam items) and scored once against the reader it met (that
// of 3a85b6e): 298/300 (0.993), with no answer read from the 64 outputs that give none. Developed on since: 300/300
// ("更新答案：C" after "答案：B"; a note "📝 延伸：若…" supposing another case).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout75.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout75.jsonl', 'reasoning-model outputs, seventy-fifth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
