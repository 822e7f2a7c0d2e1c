/**
 * bytes_per_item: what one item of a response costs on the wire. A list endpoint's response
 * grows with the items it returns, so its size alone mixes the encoding with the page size;
 * per item, two schemas (or two page sizes) compare directly, as seed 001's "bytes per task".
 * Derived from bytes_per_response and the scenario's `items`, in every round.
 */
import type { MetricName, MetricValues } from "./Metric.ts"

export const PER_ITEM_METRIC = "bytes_per_item" satisfies MetricName

/** The measured metric bytes_per_item is derived from: a target produces both or neither. */
export const PER_ITEM_SOURCE = "bytes_per_response" satisfies MetricName

/** A round's values with bytes_per_item added, when the scenario counts items. */
export const withPerItem = (values: MetricValues, items: number | undefined): MetricValues => {
  const bytes = values[PER_ITEM_SOURCE]
  if (items === undefined || bytes === undefined) return values
  return { ...values, [PER_ITEM_METRIC]: bytes / items }
}
