// Dataset names as people know them. Importers name the dataset (CMExam, CMB-Clin, KUAKE-QIC…), but
// banks imported by earlier builds, or generic files without a source column, carry the file's base
// name ("kuake_qic_intent", "med_dialog_100", "cmtmedqa_test"). The bank view shows and filters those
// under the dataset's name. Pure; only names that fold onto a known dataset change.

/** Datasets the importers and the demo bank name, as their authors write them. */
const KNOWN = ['CMMLU', 'CMExam', 'CMB', 'CMB-Clin', 'CMtMedQA', 'MedBench', 'KUAKE-QIC', 'Med-dialog', 'Huatuo-26M'] as const

/** Words a file name adds to the dataset's: splits, sample sizes, versions, what was derived from it. */
const FILE_WORDS = /^(test|dev|val|valid|validation|train|eval|sample\d*|\d+|v\d+|qa|intent|medical|data|set)$/i

const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
const BY_KEY: ReadonlyMap<string, string> = new Map(KNOWN.map((name) => [fold(name), name]))

/**
 * The dataset a source name stands for: "kuake_qic_intent" → KUAKE-QIC, "cmexam_val_sample2000" →
 * CMExam, "huatuo26m_test" → Huatuo-26M. Case, width and separators do not matter; a name that folds
 * onto no known dataset is kept as given (trimmed), so no one's own dataset is renamed.
 */
export function datasetName(raw: string): string {
  const name = raw.trim()
  const exact = BY_KEY.get(fold(name))
  if (exact) return exact
  const words = name.split(/[\s_\-.]+/).filter(Boolean)
  while (words.length > 1 && FILE_WORDS.test(words[words.length - 1])) {
    words.pop()
    const known = BY_KEY.get(fold(words.join('')))
    if (known) return known
  }
  return name
}
