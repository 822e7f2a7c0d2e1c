import { expect, test } from "bun:test"
import { seededRandom } from "../../../gate/stats/Random.ts"

const draw = (n: number, f: () => number) => Array.from({ length: n }, f)

test("the same seed gives the same stream; nearby seeds unrelated streams", () => {
  expect(draw(5, seededRandom(1).uniform)).toEqual(draw(5, seededRandom(1).uniform))
  const a = draw(1000, seededRandom(1).uniform)
  const b = draw(1000, seededRandom(2).uniform)
  expect(a.filter((v, i) => v === b[i]).length).toBe(0)
})

test("uniforms fill [0, 1) evenly", () => {
  const values = draw(100_000, seededRandom(3).uniform)
  expect(values.every((v) => v >= 0 && v < 1)).toBe(true)
  const deciles = new Array<number>(10).fill(0)
  for (const v of values) deciles[Math.floor(v * 10)] = (deciles[Math.floor(v * 10)] as number) + 1
  for (const count of deciles) expect(Math.abs(count - 10_000)).toBeLessThan(400)
})

test("normals: mean 0, sd 1, 2.5% beyond 1.96", () => {
  const values = draw(100_000, seededRandom(4).normal)
  const mean = values.reduce((a, b) => a + b, 0) / values.length
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1))
  expect(Math.abs(mean)).toBeLessThan(0.01)
  expect(Math.abs(sd - 1)).toBeLessThan(0.01)
  expect(Math.abs(values.filter((v) => v > 1.959964).length / values.length - 0.025)).toBeLessThan(
    0.002,
  )
})

test("Student t with 3 df: 5% beyond its 95% quantile 2.353", () => {
  const random = seededRandom(5)
  const values = draw(100_000, () => random.studentT(3))
  expect(Math.abs(values.filter((v) => v > 2.353363).length / values.length - 0.05)).toBeLessThan(
    0.003,
  )
})
