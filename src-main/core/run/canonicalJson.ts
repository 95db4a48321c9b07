// One byte sequence per JSON value: object keys sorted, no whitespace. What a report's signature covers,
// so the signature survives re-serialisation with keys in another order and breaks on any changed value.
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    // undefined is not JSON: it reads as null, as JSON.stringify writes it inside arrays.
    return value === undefined ? 'null' : JSON.stringify(value)
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const obj = value as Record<string, unknown>
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort()
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`
}
