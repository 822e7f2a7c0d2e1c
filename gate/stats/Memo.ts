/**
 * Memoization for pure functions of two numbers (a level and a sample size, a tail and degrees
 * of freedom). Simulations ask for the same few values thousands of times; keys stay numbers
 * (nested maps), because formatting doubles into string keys costs more than some of the
 * answers. Bounded: a full table is simply dropped.
 */

export const memoize2 = <A>(
  compute: (first: number, second: number) => A,
  capacity = 4096,
): ((first: number, second: number) => A) => {
  const table = new Map<number, Map<number, A>>()
  let size = 0
  return (first, second) => {
    let row = table.get(first)
    const cached = row?.get(second)
    if (cached !== undefined) return cached
    const value = compute(first, second)
    if (size >= capacity) {
      table.clear()
      size = 0
      row = undefined
    }
    if (!row) {
      row = new Map()
      table.set(first, row)
    }
    row.set(second, value)
    size++
    return value
  }
}
