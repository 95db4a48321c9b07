// Default source-subject → taxonomy mapping. Plain JSON-serialisable data: the import service stores it
// in the bank and lets users edit it; adapters only ever read it through resolveTaxonomy.
import type { Dimension, Item, ItemType, Track } from '../core/types'
import type { TaxonomyMapping, TaxonomyTarget } from './types'

/**
 * Primary → secondary specialties, in the spirit of MedBench's 24 primary / 91 secondary specialties
 * (the platform does not publish its list; this one follows China's medical discipline catalogue,
 * coarsened to what benchmark sources can tell apart). 24 primaries, 91 secondaries.
 */
export const SPECIALTIES: Readonly<Record<string, readonly string[]>> = {
  基础医学: ['综合', '人体解剖学', '组织胚胎学', '生理学', '生物化学与分子生物学', '病理学', '病理生理学', '病原生物学', '医学免疫学', '医学遗传学', '药理学'],
  临床医学: ['综合', '诊断学', '循证医学'],
  内科学: ['心血管内科', '呼吸内科', '消化内科', '肾内科', '内分泌科', '血液内科', '风湿免疫科', '感染科', '老年医学'],
  外科学: ['普通外科', '肝胆外科', '胃肠外科', '骨科', '泌尿外科', '胸心外科', '神经外科', '整形美容外科'],
  妇产科学: ['妇科', '产科', '生殖医学'],
  儿科学: ['儿内科', '儿外科', '新生儿科'],
  神经病学: ['神经内科', '脑血管病'],
  精神病学与心理卫生: ['精神科', '临床心理'],
  皮肤性病学: ['皮肤科', '性病科'],
  眼科学: ['眼科'],
  耳鼻咽喉头颈外科学: ['耳鼻咽喉科'],
  口腔医学: ['口腔内科', '口腔颌面外科', '口腔正畸与修复'],
  肿瘤学: ['肿瘤内科', '肿瘤外科', '放射治疗'],
  急诊与重症医学: ['急诊医学', '重症医学'],
  麻醉学: ['临床麻醉', '疼痛医学'],
  康复医学: ['康复治疗', '运动医学'],
  医学影像学: ['放射诊断', '超声医学', '核医学'],
  医学检验: ['临床检验', '病理诊断'],
  全科医学: ['全科诊疗', '社区卫生'],
  中医学: ['中医基础理论', '中医诊断学', '中药学', '方剂学', '中医内科学', '中医外科学', '中医妇科学', '中医儿科学', '针灸推拿学', '中西医结合'],
  药学: ['临床药学', '药剂学', '药事管理'],
  护理学: ['基础护理', '临床护理'],
  预防医学: ['流行病学', '医学统计学', '营养与食品卫生学', '环境与职业卫生', '妇幼与儿少卫生', '卫生事业管理', '健康教育', '性与生殖健康'],
  医学人文: ['医学伦理学', '卫生法规', '医患沟通', '医疗安全'],
}

function t(
  track: Track | undefined,
  dimension: Dimension,
  primary: string,
  secondary?: string,
  type?: ItemType,
): TaxonomyTarget {
  const out: TaxonomyTarget = { dimension, primary }
  if (track) out.track = track
  if (secondary) out.secondary = secondary
  if (type) out.type = type
  return out
}

const CMMLU: TaxonomyMapping = {
  'CMMLU:*': t('llm', 'knowledge_qa', '临床医学', '综合', 'single_choice'),
  'CMMLU:anatomy': t('llm', 'knowledge_qa', '基础医学', '人体解剖学', 'single_choice'),
  'CMMLU:clinical_knowledge': t('llm', 'knowledge_qa', '临床医学', '综合', 'single_choice'),
  'CMMLU:college_medicine': t('llm', 'knowledge_qa', '基础医学', '综合', 'single_choice'),
  'CMMLU:college_medical_statistics': t('llm', 'knowledge_qa', '预防医学', '医学统计学', 'single_choice'),
  'CMMLU:genetics': t('llm', 'knowledge_qa', '基础医学', '医学遗传学', 'single_choice'),
  'CMMLU:human_sexuality': t('llm', 'knowledge_qa', '预防医学', '性与生殖健康', 'single_choice'),
  'CMMLU:nutrition': t('llm', 'knowledge_qa', '预防医学', '营养与食品卫生学', 'single_choice'),
  'CMMLU:professional_medicine': t('llm', 'knowledge_qa', '临床医学', '综合', 'single_choice'),
  'CMMLU:traditional_chinese_medicine': t('llm', 'knowledge_qa', '中医学', '中医基础理论', 'single_choice'),
  'CMMLU:virology': t('llm', 'knowledge_qa', '基础医学', '病原生物学', 'single_choice'),
}

const CMEXAM: TaxonomyMapping = {
  'CMExam:*': t('llm', 'knowledge_qa', '临床医学', '综合'),
}

// CMB-Clin's subject is the case title ("案例分析-腹外疝"): users can map single cases to a department.
const CMB_CLIN: TaxonomyMapping = {
  'CMB-Clin:*': t('llm', 'reasoning', '临床医学', '综合', 'open_ended'),
}

// CMtMedQA: the adapter looks up cate2 first, then cate1, so department names from both levels share
// one namespace. "safety" is the 144 adversarial prompts without a department.
const dept = (primary: string, secondary?: string) => t('llm', 'generation', primary, secondary, 'multi_turn')
const CMTMEDQA: TaxonomyMapping = {
  'CMtMedQA:*': dept('临床医学', '综合'),
  'CMtMedQA:safety': t('llm', 'safety_ethics', '医学人文', '医疗安全', 'open_ended'),
  // cate1
  'CMtMedQA:肿瘤科': dept('肿瘤学', '肿瘤内科'),
  'CMtMedQA:五官科': dept('耳鼻咽喉头颈外科学', '耳鼻咽喉科'),
  'CMtMedQA:外科': dept('外科学', '普通外科'),
  'CMtMedQA:男科': dept('外科学', '泌尿外科'),
  'CMtMedQA:中医科': dept('中医学', '中医内科学'),
  'CMtMedQA:整形美容': dept('外科学', '整形美容外科'),
  'CMtMedQA:皮肤性病科': dept('皮肤性病学', '皮肤科'),
  'CMtMedQA:皮肤科': dept('皮肤性病学', '皮肤科'),
  'CMtMedQA:传染病科': dept('内科学', '感染科'),
  'CMtMedQA:传染科': dept('内科学', '感染科'),
  'CMtMedQA:内科': dept('内科学'),
  'CMtMedQA:儿科': dept('儿科学', '儿内科'),
  'CMtMedQA:妇产科': dept('妇产科学'),
  'CMtMedQA:家居健康': dept('全科医学', '全科诊疗'),
  'CMtMedQA:心理科': dept('精神病学与心理卫生', '临床心理'),
  'CMtMedQA:其他': dept('临床医学', '综合'),
  // cate2 (the frequent and unambiguous ones)
  'CMtMedQA:眼科': dept('眼科学', '眼科'),
  'CMtMedQA:口腔科': dept('口腔医学', '口腔内科'),
  'CMtMedQA:耳鼻喉科': dept('耳鼻咽喉头颈外科学', '耳鼻咽喉科'),
  'CMtMedQA:骨科': dept('外科学', '骨科'),
  'CMtMedQA:普外科': dept('外科学', '普通外科'),
  'CMtMedQA:肝胆外科': dept('外科学', '肝胆外科'),
  'CMtMedQA:泌尿外科': dept('外科学', '泌尿外科'),
  'CMtMedQA:小儿外科': dept('儿科学', '儿外科'),
  'CMtMedQA:小儿内科': dept('儿科学', '儿内科'),
  'CMtMedQA:新生儿': dept('儿科学', '新生儿科'),
  'CMtMedQA:心血管内科': dept('内科学', '心血管内科'),
  'CMtMedQA:消化内科': dept('内科学', '消化内科'),
  'CMtMedQA:呼吸内科': dept('内科学', '呼吸内科'),
  'CMtMedQA:神经内科': dept('神经病学', '神经内科'),
  'CMtMedQA:内分泌科': dept('内科学', '内分泌科'),
  'CMtMedQA:肾内科': dept('内科学', '肾内科'),
  'CMtMedQA:肝病科': dept('内科学', '消化内科'),
  'CMtMedQA:风湿免疫科': dept('内科学', '风湿免疫科'),
  'CMtMedQA:妇科': dept('妇产科学', '妇科'),
  'CMtMedQA:产科': dept('妇产科学', '产科'),
  'CMtMedQA:不孕症': dept('妇产科学', '生殖医学'),
  'CMtMedQA:性病科': dept('皮肤性病学', '性病科'),
  'CMtMedQA:过敏': dept('皮肤性病学', '皮肤科'),
  'CMtMedQA:中医内科': dept('中医学', '中医内科学'),
  'CMtMedQA:中医外科': dept('中医学', '中医外科学'),
  'CMtMedQA:中医妇科': dept('中医学', '中医妇科学'),
  'CMtMedQA:中医儿科': dept('中医学', '中医儿科学'),
  'CMtMedQA:针灸保健': dept('中医学', '针灸推拿学'),
  'CMtMedQA:肿瘤放疗': dept('肿瘤学', '放射治疗'),
  'CMtMedQA:肿瘤化疗': dept('肿瘤学', '肿瘤内科'),
}

/**
 * MedBench platform tasks (DESIGN.md §8). The key's subject is the task name medbenchTask gives.
 * Agent and multimodal tasks still need one of the five dimensions: planning → reasoning; tool calls,
 * intent, role and long context → understanding (reading a specification or a long record and acting
 * on it); MedShield/MedDefend → safety_ethics; image classification/diagnosis → reasoning, other image
 * tasks → understanding, report writing → generation.
 */
const mb = (track: Track, dimension: Dimension, type: ItemType, primary = '临床医学', secondary = '综合') =>
  t(track, dimension, primary, secondary, type)
const open = 'open_ended' as const
const MEDBENCH: TaxonomyMapping = {
  // No track: the adapter takes it from the file name (LLM_/Agent_/VLM_) or img_path.
  'MedBench:*': t(undefined, 'knowledge_qa', '临床医学', '综合', 'open_ended'),
  // 医学知识问答
  'MedBench:MedExam': mb('llm', 'knowledge_qa', 'single_choice'),
  'MedBench:MedHC': mb('llm', 'knowledge_qa', open),
  'MedBench:MedMC': mb('llm', 'knowledge_qa', open),
  'MedBench:MedSpeQA': mb('llm', 'knowledge_qa', open),
  'MedBench:MedLitQA': mb('llm', 'knowledge_qa', open),
  'MedBench:MedPsychCare': mb('llm', 'knowledge_qa', open, '精神病学与心理卫生', '临床心理'),
  'MedBench:MedPsychQA': mb('llm', 'knowledge_qa', open, '精神病学与心理卫生', '临床心理'),
  'MedBench:MedRehab': mb('llm', 'knowledge_qa', open, '康复医学', '康复治疗'),
  'MedBench:MedRxPlan': mb('llm', 'knowledge_qa', open, '药学', '临床药学'),
  'MedBench:MedHG': mb('llm', 'knowledge_qa', open, '全科医学', '全科诊疗'),
  // 医学语言理解
  'MedBench:SMDoc': mb('llm', 'understanding', 'extraction'),
  'MedBench:MedInsureCalc': mb('llm', 'understanding', 'extraction', '预防医学', '卫生事业管理'),
  'MedBench:MedReportQC': mb('llm', 'understanding', open, '医学影像学', '放射诊断'),
  'MedBench:MedRxCheck': mb('llm', 'understanding', open, '药学', '临床药学'),
  'MedBench:MedRxCheck_SCQ': mb('llm', 'understanding', 'single_choice', '药学', '临床药学'),
  'MedBench:MedRxCheck_MSQ': mb('llm', 'understanding', 'multi_choice', '药学', '临床药学'),
  // The structured prescription review (LLM_MedRxCheck_SQ.jsonl, whose records say "MedRxCheck_V4").
  'MedBench:MedRxCheck_SQ': mb('llm', 'understanding', open, '药学', '临床药学'),
  'MedBench:MedChartQC': mb('llm', 'understanding', open),
  'MedBench:MedPathQC': mb('llm', 'understanding', open, '医学检验', '病理诊断'),
  'MedBench:MedInsureCheck': mb('llm', 'understanding', open, '预防医学', '卫生事业管理'),
  'MedBench:MedSynonym': mb('llm', 'understanding', open),
  'MedBench:MedTerm': mb('llm', 'understanding', open),
  // 医学语言生成
  'MedBench:MedExplain': mb('llm', 'generation', open),
  'MedBench:MedSummary': mb('llm', 'generation', open),
  'MedBench:MedRecordGen': mb('llm', 'generation', open),
  'MedBench:MedPopular': mb('llm', 'generation', open, '预防医学', '健康教育'),
  'MedBench:MedTeach': mb('llm', 'generation', open),
  // 复杂医学推理
  'MedBench:DDx-advanced': mb('llm', 'reasoning', 'multi_choice'),
  'MedBench:CMB-Clin-extended': mb('llm', 'reasoning', open),
  'MedBench:MedDiag': mb('llm', 'reasoning', open),
  'MedBench:MedDiffer': mb('llm', 'reasoning', open),
  'MedBench:MedCare': mb('llm', 'reasoning', open),
  'MedBench:MedPrimary': mb('llm', 'reasoning', open, '全科医学', '全科诊疗'),
  'MedBench:MedTreat': mb('llm', 'reasoning', open),
  'MedBench:MedAnalysis': mb('llm', 'reasoning', open),
  'MedBench:MedPHM': mb('llm', 'reasoning', open, '全科医学', '社区卫生'),
  'MedBench:MedOutcome': mb('llm', 'reasoning', open),
  // 医疗安全和伦理
  'MedBench:MedSafety': mb('llm', 'safety_ethics', 'single_choice', '医学人文', '医疗安全'),
  'MedBench:MedEthics': mb('llm', 'safety_ethics', 'single_choice', '医学人文', '医学伦理学'),
  // Agent track
  'MedBench:MedCOT': mb('agent', 'reasoning', open),
  'MedBench:MedDecomp': mb('agent', 'reasoning', open),
  'MedBench:MedPathPlan': mb('agent', 'reasoning', open),
  'MedBench:MedReflect': mb('agent', 'reasoning', open),
  // Plans a case across several specialised agents: clinical task planning.
  'MedBench:MedCollab': mb('agent', 'reasoning', open),
  'MedBench:MedCallAPI': mb('agent', 'understanding', open),
  'MedBench:MedRetAPI': mb('agent', 'understanding', open),
  'MedBench:MedDBOps': mb('agent', 'understanding', open),
  // One label from the prompt's closed list, scored by accuracy (DESIGN.md §8).
  'MedBench:MedIntentID': mb('agent', 'understanding', 'cloze'),
  'MedBench:MedRoleAdapt': mb('agent', 'understanding', open),
  'MedBench:MedLongConv': mb('agent', 'understanding', open),
  'MedBench:MedLongQA': mb('agent', 'understanding', open),
  'MedBench:MedShield': mb('agent', 'safety_ethics', open, '医学人文', '医疗安全'),
  'MedBench:MedDefend': mb('agent', 'safety_ethics', open, '医学人文', '医疗安全'),
  // Multimodal track
  'MedBench:MedClass': mb('multimodal', 'reasoning', 'cloze', '医学影像学', '放射诊断'),
  'MedBench:MedVQA': mb('multimodal', 'understanding', open, '医学影像学', '放射诊断'),
  'MedBench:MedOCR': mb('multimodal', 'understanding', open),
  'MedBench:MedQC': mb('multimodal', 'understanding', open, '医学影像学', '放射诊断'),
  'MedBench:MedDetect': mb('multimodal', 'understanding', open, '医学影像学', '放射诊断'),
  'MedBench:MedReport': mb('multimodal', 'generation', open, '医学影像学', '放射诊断'),
  'MedBench:MedGen': mb('multimodal', 'generation', open, '医学影像学', '放射诊断'),
  // Diagnosis, staging and treatment from images and the case: reasoning over them.
  'MedBench:MedDiffDx': mb('multimodal', 'reasoning', open, '临床医学', '诊断学'),
  'MedBench:MedCourse': mb('multimodal', 'reasoning', open),
  'MedBench:MedSeqIm': mb('multimodal', 'reasoning', open, '医学影像学', '放射诊断'),
  'MedBench:MedTherapy': mb('multimodal', 'reasoning', open),
}

/**
 * Platform source names that are not catalogue task names (after "_V4" is dropped). Keys are matched
 * case-insensitively.
 */
export const MEDBENCH_TASK_ALIASES: Readonly<Record<string, string>> = {
  'CTR-QC': 'MedReportQC',
  'IR-CMeEE': 'MedOCR',
  'CXR-QC': 'MedQC',
  MedRefAPI: 'MedRetAPI',
}

/** "_V4", "_v4", "_V10" wherever it sits: "MedRxCheck_V4_SCQ", "MedTreat_v4". */
const VERSION_TAG = /_v\d+(?=_|$)/gi
/** Sub-tasks stay part of the task name: single choice, multiple choice, structured question. */
const SUB_TASK = /_(SCQ|MSQ|SQ)$/i

/** Catalogue spelling by lower-case name: the task names of the mapping and the alias targets. */
const CATALOGUE = new Map<string, string>(
  [
    ...Object.keys(MEDBENCH).map((k) => k.slice('MedBench:'.length)).filter((t) => t !== '*'),
    ...Object.values(MEDBENCH_TASK_ALIASES),
  ].map((t) => [t.toLowerCase(), t]),
)
const ALIASES = new Map(Object.entries(MEDBENCH_TASK_ALIASES).map(([k, v]) => [k.toLowerCase(), v]))

/**
 * The catalogue task for a platform source name: "MedExam_V4" → "MedExam", "MedRxCheck_V4_SCQ" →
 * "MedRxCheck_SCQ", "CTR-QC" → "MedReportQC". A name the catalogue does not know comes back without
 * its version tag, spelt as given.
 */
export function medbenchTask(source: string): string {
  const plain = source.trim().replace(VERSION_TAG, '')
  const sub = SUB_TASK.exec(plain)
  const base = sub ? plain.slice(0, sub.index) : plain
  const task = ALIASES.get(base.toLowerCase()) ?? CATALOGUE.get(base.toLowerCase()) ?? base
  if (!sub) return task
  const full = `${task}_${sub[1].toUpperCase()}`
  return CATALOGUE.get(full.toLowerCase()) ?? full
}

/** Dimension for a MedBench task the mapping does not know, by the track its file name gives. */
export const MEDBENCH_DIMENSION_BY_TRACK: Readonly<Record<Track, Dimension>> = {
  llm: 'knowledge_qa',
  agent: 'reasoning',
  multimodal: 'understanding',
}

/** Anything else (generic imports): overridden by columns the file provides. */
const FALLBACK: TaxonomyMapping = {
  '*:*': t('llm', 'knowledge_qa', '临床医学', '综合'),
}

export const DEFAULT_TAXONOMY: TaxonomyMapping = {
  ...FALLBACK,
  ...CMMLU,
  ...CMEXAM,
  ...CMB_CLIN,
  ...CMTMEDQA,
  ...MEDBENCH,
}

/** A fully resolved placement (every field present). */
export interface ResolvedTaxonomy {
  track: Item['track']
  dimension: Item['dimension']
  primary: string
  secondary?: string
  type?: Item['type']
  /** Whether "<source>:<subject>" itself was in the mapping (not only a fallback). */
  exact: boolean
}

/**
 * Merges, most specific last: "*:*" ← "<source>:*" ← "<source>:<subject>". A missing subject (or the
 * literal "nan" pandas writes for one) skips the last step.
 */
export function resolveTaxonomy(
  mapping: TaxonomyMapping,
  source: string,
  subject?: string | null,
): ResolvedTaxonomy {
  const levels = [
    mapping['*:*'] ?? FALLBACK['*:*'],
    mapping[`${source}:*`],
    subject && subject !== 'nan' ? mapping[`${source}:${subject}`] : undefined,
  ]
  const out: ResolvedTaxonomy = { track: 'llm', dimension: 'knowledge_qa', primary: '临床医学', exact: levels[2] !== undefined }
  for (const level of levels) {
    if (!level) continue
    if (level.track) out.track = level.track
    if (level.dimension) out.dimension = level.dimension
    if (level.type) out.type = level.type
    // A level that names its own primary does not inherit a coarser level's secondary.
    if (level.primary !== undefined) {
      out.primary = level.primary
      if (level.secondary) out.secondary = level.secondary
      else delete out.secondary
    } else if (level.secondary) {
      out.secondary = level.secondary
    }
  }
  return out
}
