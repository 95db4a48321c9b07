// The eighty-eighth held-out set of 200 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT88.md), written
// blind in two halves (median 381 characters; the surgical, women's and children's specialties, psychiatry and
// pharmacology; the medical specialties, emergency, laboratory, imaging, epidemiology and law), and scored once against
// the reader it met (that of df0630f): 199/200, no answer read from any of the 40 outputs that give none. Developed on
// after: ct084 ("…常用治疗药物为A和B，…").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout88.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout88.jsonl', 'reasoning-model outputs, eighty-eighth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
