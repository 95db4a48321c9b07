// A string → positive integer table in typed arrays, for the per-file bookkeeping that sees every item
// (first line of each id, repeat counts of content hashes). A Map<string, number> over 700,000 ids costs
// ~100 MB of heap; this costs 12 bytes per slot. Keys are stored only as a 64-bit hash (two independent
// 32-bit FNV-1a variants): two different ids collide with probability ~n²/2⁶⁵ (≈1e-8 for 700,000 ids),
// the price of not keeping the strings.

const EMPTY = 0

export class IdTable {
  private hi: Uint32Array
  private lo: Uint32Array
  private values: Uint32Array
  private count = 0

  constructor(initialCapacity = 1024) {
    let cap = 16
    while (cap < initialCapacity * 2) cap *= 2
    this.hi = new Uint32Array(cap)
    this.lo = new Uint32Array(cap)
    this.values = new Uint32Array(cap)
  }

  get size(): number {
    return this.count
  }

  /** The value stored for `key`, or 0 if none. */
  get(key: string): number {
    hash64(key)
    const h = hashHi
    const l = hashLo
    const mask = this.values.length - 1
    for (let i = l & mask; ; i = (i + 1) & mask) {
      if (this.values[i] === EMPTY) return 0
      if (this.hi[i] === h && this.lo[i] === l) return this.values[i]
    }
  }

  /** Stores `value` (a positive integer below 2³²) for `key`. */
  set(key: string, value: number): void {
    if ((this.count + 1) * 2 > this.values.length) this.grow()
    hash64(key)
    this.place(hashHi, hashLo, value)
  }

  private place(h: number, l: number, value: number): void {
    const mask = this.values.length - 1
    for (let i = l & mask; ; i = (i + 1) & mask) {
      if (this.values[i] === EMPTY) {
        this.hi[i] = h
        this.lo[i] = l
        this.values[i] = value
        this.count++
        return
      }
      if (this.hi[i] === h && this.lo[i] === l) {
        this.values[i] = value
        return
      }
    }
  }

  private grow(): void {
    const { hi, lo, values } = this
    this.hi = new Uint32Array(values.length * 2)
    this.lo = new Uint32Array(values.length * 2)
    this.values = new Uint32Array(values.length * 2)
    this.count = 0
    for (let i = 0; i < values.length; i++) if (values[i] !== EMPTY) this.place(hi[i], lo[i], values[i])
  }
}

/**
 * Two 32-bit hashes over UTF-16 code units: FNV-1a, and an FNV-style loop with MurmurHash2's multiplier
 * and a different basis. Returned through hashHi/hashLo to avoid allocating per call.
 */
let hashHi = 0
let hashLo = 0
function hash64(s: string): void {
  let a = 0x811c9dc5
  let b = 0x050c5d1f
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995)
    b ^= b >>> 13
  }
  hashHi = a >>> 0
  hashLo = (b ^ (b >>> 15)) >>> 0
}
