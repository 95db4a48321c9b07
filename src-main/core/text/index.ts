export { foldWidth } from './width'
export { normalizeShortAnswer } from './normalize'
export { contentTokens, internTokens, splitSentences } from './tokens'
export { lcsLength, lcsLengthChars } from './lcs'
