// Department and specialty names as sources write them ("内科", "皮肤科", "心内科", "普外科") mapped onto
// the 24 primary / 91 secondary specialties of taxonomy.ts, so one specialty is one facet value in the
// bank. Pure data and functions: the importers use it, and so can the bank view for older items.
import { SPECIALTIES } from './taxonomy'

export interface Specialty {
  primary: string
  secondary?: string
}

const s = (primary: string, secondary?: string): Specialty => (secondary ? { primary, secondary } : { primary })

/**
 * Department names hospitals and datasets use that are neither a primary nor a secondary name of the
 * list. Names that are a secondary name already (眼科, 骨科, 精神科, 神经内科…) need no entry.
 */
const DEPARTMENT_ALIASES: Readonly<Record<string, Specialty>> = {
  // 内科
  内科: s('内科学'),
  大内科: s('内科学'),
  心内科: s('内科学', '心血管内科'),
  心血管科: s('内科学', '心血管内科'),
  心脏内科: s('内科学', '心血管内科'),
  呼吸科: s('内科学', '呼吸内科'),
  呼吸与危重症医学科: s('内科学', '呼吸内科'),
  消化科: s('内科学', '消化内科'),
  肝病科: s('内科学', '消化内科'),
  肾病科: s('内科学', '肾内科'),
  内分泌代谢科: s('内科学', '内分泌科'),
  血液科: s('内科学', '血液内科'),
  风湿科: s('内科学', '风湿免疫科'),
  风湿免疫: s('内科学', '风湿免疫科'),
  传染科: s('内科学', '感染科'),
  传染病科: s('内科学', '感染科'),
  感染性疾病科: s('内科学', '感染科'),
  老年科: s('内科学', '老年医学'),
  老年病科: s('内科学', '老年医学'),
  // 外科
  外科: s('外科学'),
  大外科: s('外科学'),
  普外科: s('外科学', '普通外科'),
  乳腺外科: s('外科学', '普通外科'),
  甲状腺外科: s('外科学', '普通外科'),
  血管外科: s('外科学', '普通外科'),
  胃肠科: s('外科学', '胃肠外科'),
  肛肠科: s('外科学', '胃肠外科'),
  肛肠外科: s('外科学', '胃肠外科'),
  肝胆科: s('外科学', '肝胆外科'),
  骨外科: s('外科学', '骨科'),
  脊柱外科: s('外科学', '骨科'),
  泌尿科: s('外科学', '泌尿外科'),
  男科: s('外科学', '泌尿外科'),
  胸外科: s('外科学', '胸心外科'),
  心外科: s('外科学', '胸心外科'),
  心胸外科: s('外科学', '胸心外科'),
  心脏外科: s('外科学', '胸心外科'),
  整形外科: s('外科学', '整形美容外科'),
  整形美容: s('外科学', '整形美容外科'),
  整形美容科: s('外科学', '整形美容外科'),
  医疗美容科: s('外科学', '整形美容外科'),
  烧伤科: s('外科学', '整形美容外科'),
  // 妇产科、儿科
  妇产科: s('妇产科学'),
  生殖科: s('妇产科学', '生殖医学'),
  生殖中心: s('妇产科学', '生殖医学'),
  不孕不育科: s('妇产科学', '生殖医学'),
  儿科: s('儿科学'),
  小儿科: s('儿科学'),
  小儿内科: s('儿科学', '儿内科'),
  小儿外科: s('儿科学', '儿外科'),
  新生儿: s('儿科学', '新生儿科'),
  // 神经、精神
  神经科: s('神经病学', '神经内科'),
  心理科: s('精神病学与心理卫生', '临床心理'),
  心理咨询科: s('精神病学与心理卫生', '临床心理'),
  医学心理科: s('精神病学与心理卫生', '临床心理'),
  精神心理科: s('精神病学与心理卫生'),
  // 皮肤、五官、口腔
  皮肤性病科: s('皮肤性病学'),
  皮肤病科: s('皮肤性病学', '皮肤科'),
  五官科: s('耳鼻咽喉头颈外科学', '耳鼻咽喉科'),
  耳鼻喉科: s('耳鼻咽喉头颈外科学', '耳鼻咽喉科'),
  耳鼻咽喉头颈外科: s('耳鼻咽喉头颈外科学', '耳鼻咽喉科'),
  口腔科: s('口腔医学'),
  牙科: s('口腔医学'),
  口腔颌面外科学: s('口腔医学', '口腔颌面外科'),
  // 肿瘤、急诊、麻醉、康复
  肿瘤科: s('肿瘤学'),
  放疗科: s('肿瘤学', '放射治疗'),
  放射治疗科: s('肿瘤学', '放射治疗'),
  急诊科: s('急诊与重症医学', '急诊医学'),
  重症医学科: s('急诊与重症医学', '重症医学'),
  ICU: s('急诊与重症医学', '重症医学'),
  麻醉科: s('麻醉学', '临床麻醉'),
  疼痛科: s('麻醉学', '疼痛医学'),
  康复科: s('康复医学', '康复治疗'),
  康复医学科: s('康复医学', '康复治疗'),
  运动医学科: s('康复医学', '运动医学'),
  // 医技
  放射科: s('医学影像学', '放射诊断'),
  影像科: s('医学影像学', '放射诊断'),
  医学影像科: s('医学影像学', '放射诊断'),
  超声科: s('医学影像学', '超声医学'),
  核医学科: s('医学影像学', '核医学'),
  检验科: s('医学检验', '临床检验'),
  病理科: s('医学检验', '病理诊断'),
  // 全科、中医、药学、护理、预防
  全科: s('全科医学', '全科诊疗'),
  全科医学科: s('全科医学', '全科诊疗'),
  中医科: s('中医学'),
  中医内科: s('中医学', '中医内科学'),
  中医外科: s('中医学', '中医外科学'),
  中医妇科: s('中医学', '中医妇科学'),
  中医儿科: s('中医学', '中医儿科学'),
  针灸科: s('中医学', '针灸推拿学'),
  推拿科: s('中医学', '针灸推拿学'),
  中西医结合科: s('中医学', '中西医结合'),
  药剂科: s('药学'),
  药学部: s('药学'),
  护理部: s('护理学'),
  营养科: s('预防医学', '营养与食品卫生学'),
  临床营养科: s('预防医学', '营养与食品卫生学'),
  预防保健科: s('预防医学'),
}

/** Secondary name → its primary, for names that belong to one primary only ("综合" is in two). */
const PRIMARY_OF_SECONDARY: ReadonlyMap<string, string> = (() => {
  const owners = new Map<string, string[]>()
  for (const [primary, secondaries] of Object.entries(SPECIALTIES)) {
    for (const name of secondaries) owners.set(name, [...(owners.get(name) ?? []), primary])
  }
  return new Map([...owners].filter(([, ps]) => ps.length === 1).map(([name, [primary]]) => [name, primary]))
})()

function isPrimarySpecialty(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(SPECIALTIES, name)
}

/** One name: a primary, an alias, a secondary, or "<primary without 学>" (眼科 → 眼科学); else null. */
function known(raw: string): Specialty | null {
  const name = raw.trim().replace(/\s+/g, '')
  if (isPrimarySpecialty(name)) return s(name)
  if (Object.prototype.hasOwnProperty.call(DEPARTMENT_ALIASES, name)) return DEPARTMENT_ALIASES[name]
  const owner = PRIMARY_OF_SECONDARY.get(name)
  if (owner) return s(owner, name)
  if (isPrimarySpecialty(`${name}学`)) return s(`${name}学`)
  return null
}

/**
 * Places a department or specialty name (and, if the source gives one, a secondary name) on the list:
 * "内科" → 内科学; "皮肤科" → 皮肤性病学/皮肤科; "心内科" → 内科学/心血管内科; ("内科学", "心内科") →
 * 内科学/心血管内科. A name the list and the aliases do not know is kept as given, never dropped; so is
 * a secondary name that does not fit under the primary.
 */
export function normalizeSpecialty(name: string, secondary?: string): Specialty {
  // Imports call this per record with a handful of distinct names: remember the answers.
  const cacheKey = secondary === undefined ? name : `${name}\u0000${secondary}`
  let placed = cache.get(cacheKey)
  if (!placed) {
    if (cache.size >= CACHE_SIZE) cache.clear()
    placed = place(name, secondary)
    cache.set(cacheKey, placed)
  }
  return { ...placed }
}

const CACHE_SIZE = 4096
const cache = new Map<string, Specialty>()

function place(name: string, secondary: string | undefined): Specialty {
  const given = name.trim()
  const main = known(given) ?? s(given)
  const sub = secondary?.trim()
  if (!sub) return main
  const placed = known(sub)
  // ("儿科", "儿科") says no more than its primary; ("内科", "心内科") names a secondary of it.
  if (placed && placed.primary === main.primary) return placed.secondary ? placed : main
  return s(main.primary, sub)
}

/** Whether normalizeSpecialty placed the name on the list (rather than keeping it as given). */
export function isKnownSpecialty(name: string): boolean {
  return known(name) !== null
}
