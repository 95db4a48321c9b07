// A binary min-heap of reviewers keyed by (load, random tie-break), packed into typed arrays: the
// assignment of a 700,000-item round pushes and pops millions of entries, and objects per entry would
// cost more in garbage than in work. An entry remembers the reviewer's version when pushed, so an entry
// made stale by a later assignment (the reviewer's load changed) is recognised and dropped on pop.

/** Loads up to 2^21 keep load · 2^32 + tie exact in a double. */
export const MAX_HEAP_LOAD = 2 ** 21

export class LoadHeap {
  private keys = new Float64Array(16)
  private who = new Int32Array(16)
  private vers = new Int32Array(16)
  size = 0

  static key(load: number, tie: number): number {
    return load * 4294967296 + tie
  }

  push(key: number, reviewer: number, version: number): void {
    if (this.size === this.keys.length) this.grow()
    let i = this.size++
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (this.keys[parent] <= key) break
      this.keys[i] = this.keys[parent]
      this.who[i] = this.who[parent]
      this.vers[i] = this.vers[parent]
      i = parent
    }
    this.keys[i] = key
    this.who[i] = reviewer
    this.vers[i] = version
  }

  /** Removes the smallest entry; read it first with topKey/topReviewer/topVersion. */
  pop(): void {
    const n = --this.size
    if (n === 0) return
    const key = this.keys[n]
    const who = this.who[n]
    const ver = this.vers[n]
    let i = 0
    for (;;) {
      let c = 2 * i + 1
      if (c >= n) break
      if (c + 1 < n && this.keys[c + 1] < this.keys[c]) c++
      if (this.keys[c] >= key) break
      this.keys[i] = this.keys[c]
      this.who[i] = this.who[c]
      this.vers[i] = this.vers[c]
      i = c
    }
    this.keys[i] = key
    this.who[i] = who
    this.vers[i] = ver
  }

  topKey(): number {
    return this.keys[0]
  }
  topReviewer(): number {
    return this.who[0]
  }
  topVersion(): number {
    return this.vers[0]
  }

  clear(): void {
    this.size = 0
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2)
    const who = new Int32Array(this.keys.length * 2)
    const vers = new Int32Array(this.keys.length * 2)
    keys.set(this.keys)
    who.set(this.who)
    vers.set(this.vers)
    this.keys = keys
    this.who = who
    this.vers = vers
  }
}
