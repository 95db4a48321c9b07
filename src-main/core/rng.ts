// Seeded pseudo-random numbers. The core never calls Math.random: every sampled subset, permutation
// and bootstrap resample must be reproducible from the seed recorded in a run's manifest.
//
// Generator: mulberry32 (Tommy Ettinger, public domain), 32-bit state, period 2^32. Small and fast,
// and good enough for resampling and shuffling; not for cryptography.

export interface Rng {
  /** Uniform integer in [0, 2^32). */
  nextUint32(): number
  /** Uniform float in [0, 1), 32 bits of randomness. */
  next(): number
  /** Uniform integer in [0, n) for 0 < n ≤ 2^32 (scaled float: bias below n · 2^-32, negligible here). */
  int(n: number): number
  /**
   * Sum of `values` at `draws` uniform random indices: one bootstrap resample. Kept inside the
   * generator so the hot loop holds the state in a local variable (several times faster than a
   * call per draw); it consumes exactly the numbers `draws` calls of int(values.length) would.
   */
  sumOfDraws(values: ArrayLike<number>, draws: number): number
  /** Fills `out` with uniform integers in [0, n): exactly the numbers out.length calls of int(n) would give. */
  fillInts(n: number, out: Uint32Array): void
}

class Mulberry32 implements Rng {
  private a: number

  constructor(seed: number) {
    this.a = seed >>> 0
  }

  nextUint32(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0
    let t = this.a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  }

  next(): number {
    return this.nextUint32() / 4294967296
  }

  int(n: number): number {
    return Math.floor((this.nextUint32() / 4294967296) * n)
  }

  sumOfDraws(values: ArrayLike<number>, draws: number): number {
    const n = values.length
    let a = this.a
    let sum = 0
    for (let i = 0; i < draws; i++) {
      a = (a + 0x6d2b79f5) >>> 0
      let t = a
      t = Math.imul(t ^ (t >>> 15), t | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      sum += values[Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n)]
    }
    this.a = a
    return sum
  }

  fillInts(n: number, out: Uint32Array): void {
    let a = this.a
    for (let i = 0; i < out.length; i++) {
      a = (a + 0x6d2b79f5) >>> 0
      let t = a
      t = Math.imul(t ^ (t >>> 15), t | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      out[i] = Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n)
    }
    this.a = a
  }
}

export function createRng(seed: number): Rng {
  return new Mulberry32(seed)
}

/** 32-bit FNV-1a of a string: turns a run id or a group name into a seed. */
export function seedFromString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Fisher–Yates shuffle in place; returns the same array. */
export function shuffleInPlace<T>(arr: T[], rng: Rng): T[] {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = rng.int(i + 1)
    const t = arr[i]
    arr[i] = arr[j]
    arr[j] = t
  }
  return arr
}

/** A shuffled copy; the input is left as it is. */
export function shuffled<T>(arr: readonly T[], rng: Rng): T[] {
  return shuffleInPlace(arr.slice(), rng)
}
