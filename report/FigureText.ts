/**
 * How a followed figure (gate/Figure.ts) reads in every history a reader sees — `bench history`,
 * the history site, the report's overhead-history charts: its numbers as its threshold writes
 * them (`1.13x`, `+13.0%`, `+0.42 ms`, `38.2 µs`) and its name (`gin: cpu_per_request ÷ nethttp`).
 * Pure.
 */
import { type MetricName, metricInfo } from "../core/Metric.ts"
import type { FigureForm } from "../gate/Figure.ts"
import * as Format from "./Format.ts"

interface ShownFigure {
  readonly metric: MetricName
  readonly form: FigureForm
}

/** A number of the figure: a ratio, a ratio as a change, a signed difference, or a value. */
export const figureFormat =
  (figure: ShownFigure) =>
  (value: number): string => {
    switch (figure.form) {
      case "ratio":
        return Format.ratio(value)
      case "relative":
        return Format.change(value - 1)
      case "difference":
        return Format.difference(figure.metric, value)
      case "value":
        return Format.metric(figure.metric, value)
    }
  }

const SIGN: Record<Exclude<FigureForm, "value">, string> = {
  ratio: "÷",
  relative: "vs",
  difference: "\u2212",
}

/** What the figure follows: `cpu_per_request ÷ nethttp`, `p50 − direct`, or `p50`. */
export const figureFollows = (figure: ShownFigure, baseline: string | undefined): string =>
  figure.form === "value" || baseline === undefined
    ? figure.metric
    : `${figure.metric} ${SIGN[figure.form]} ${baseline}`

/** A target's series by its figure: `gin: cpu_per_request ÷ nethttp`, `direct: p50`. */
export const figureName = (
  target: string,
  figure: ShownFigure,
  baseline: string | undefined,
): string => `${target}: ${figureFollows(figure, baseline)}`

/** The unit of the figure's numbers, for a column: `ratio`, `change`, or the metric's unit. */
export const figureUnit = (figure: ShownFigure): string =>
  figure.form === "ratio"
    ? "ratio"
    : figure.form === "relative"
      ? "change"
      : metricInfo(figure.metric).unit

/** How each run's number of the figure was taken, in words, for a chart's caption. */
export const figureMeaning = (
  target: string,
  figure: ShownFigure,
  baseline: string | undefined,
): string => {
  switch (baseline === undefined ? "value" : figure.form) {
    case "ratio":
      return `${figure.metric} of ${target} ÷ ${baseline}, paired by round`
    case "relative":
      return `${figure.metric} of ${target} against ${baseline}, a ratio paired by round shown as a change`
    case "difference":
      return `${figure.metric} of ${target} − ${baseline}, paired by round`
    default:
      return `the median of each run's rounds of ${figure.metric}`
  }
}
