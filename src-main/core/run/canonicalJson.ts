// One byte sequence per JSON value: object keys sorted, no whitespace. What a report's signature covers,
// so the signature survives re-serialisation with keys in another order and breaks on any changed value.
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    // undefined is not JSON: it reads as null, as JSON.stringify writes it inside arrays.
    return value === undefined ? 'null' : JSON.stringify(value)
  }
  if (Array.isArray(value)) {
    // A manifest lists 700,000 items as rows of plain values: the native writer gives the same bytes
    // for arrays without objects, many times faster.
    if (value.every(flat)) return JSON.stringify(value)
    let out = '['
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + canonicalJson(value[i])
    return out + ']'
  }
  const obj = value as Record<string, unknown>
  // Written by hand, not by JSON.stringify: V8 would put keys such as "2" or "10" first, in numeric order.
  const keys = Object.keys(obj).sort()
  let out = '{'
  for (const k of keys) {
    const v = obj[k]
    if (v === undefined) continue
    out += `${out.length > 1 ? ',' : ''}${JSON.stringify(k)}:${canonicalJson(v)}`
  }
  return out + '}'
}

/** A value JSON.stringify writes canonically: a primitive, or an array of primitives. */
function flat(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return v !== undefined && typeof v !== 'function'
  return Array.isArray(v) && v.every((x) => x === null || (typeof x !== 'object' && x !== undefined && typeof x !== 'function'))
}
