// Which code read a stored choice answer. It is the hash of the reading code's sources, checked by
// tests/unit/reader-version.test.ts, so changing the extractor without changing this value fails the
// tests, and a report never trusts a reading made by other code: it reads that answer again.

/** The sources that decide a reading, relative to src-main/ (a folder stands for every .ts file in it). */
export const READER_SOURCES = ['core/extract/', 'core/score/readChoice.ts', 'core/score/variants.ts', 'core/text/lcs.ts', 'core/text/width.ts'] as const

export const READER_VERSION = 'sha256:95d5b55f376d791a'
