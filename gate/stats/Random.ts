/**
 * A seeded pseudo-random source for simulations (coverage, power, false alarms). Library code
 * never draws randomness itself; tests and `bench/` build one of these from a fixed seed, so
 * every simulated number is reproducible on every machine.
 *
 * - Uniforms: xoshiro128** (Blackman & Vigna, "Scrambled linear pseudorandom number
 *   generators", 2018/2021), 128-bit state, period 2^128 − 1. Its state is seeded from the
 *   32-bit seed with mulberry32 (Tommy Ettinger, 2017), so nearby seeds give unrelated streams.
 * - Normals: Marsaglia's polar method (Marsaglia & Bray, "A convenient method for generating
 *   normal variables", SIAM Review 1964).
 * - Student t: Z / √(χ²_ν / ν) with χ²_ν a sum of ν squared normals (integer ν), the
 *   definition of the t distribution (Student, 1908).
 */

export interface Random {
  /** Uniform on [0, 1), 32 bits of resolution. */
  readonly uniform: () => number
  /** Standard normal. */
  readonly normal: () => number
  /** Student t with `df` (a positive integer) degrees of freedom; variance df / (df − 2). */
  readonly studentT: (df: number) => number
}

const mulberry32 = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  }
}

// State and arithmetic stay in signed 32-bit integers (what `|`, `^`, `<<` and Math.imul give),
// which keeps the engine on its integer fast path; only the output is read as unsigned.
const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k))

/** A generator whose whole output is determined by `seed` (any integer). */
export const seededRandom = (seed: number): Random => {
  const init = mulberry32(seed)
  let s0 = init() | 0
  let s1 = init() | 0
  let s2 = init() | 0
  let s3 = init() | 0
  // The all-zero state is the one state xoshiro must never be in.
  if ((s0 | s1 | s2 | s3) === 0) s0 = 1

  const nextUint32 = (): number => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9)
    const t = s1 << 9
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotl(s3, 11)
    return result >>> 0
  }

  const uniform = (): number => nextUint32() / 4294967296

  // The polar method yields normals in pairs; keep the second for the next call.
  let spare: number | undefined
  const normal = (): number => {
    if (spare !== undefined) {
      const value = spare
      spare = undefined
      return value
    }
    for (;;) {
      const u = 2 * uniform() - 1
      const v = 2 * uniform() - 1
      const s = u * u + v * v
      if (s > 0 && s < 1) {
        const factor = Math.sqrt((-2 * Math.log(s)) / s)
        spare = v * factor
        return u * factor
      }
    }
  }

  const studentT = (df: number): number => {
    let chiSquare = 0
    for (let i = 0; i < df; i++) {
      const z = normal()
      chiSquare += z * z
    }
    return normal() / Math.sqrt(chiSquare / df)
  }

  return { uniform, normal, studentT }
}
