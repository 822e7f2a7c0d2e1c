/**
 * A differential flame graph as a self-contained SVG (no script, no fonts to fetch): the head's
 * call tree, each frame as wide as its cost in the head, coloured by how its self cost (its
 * own, not its callees') changed against the base — red grew, blue shrank, grey held — so the
 * function a regression went to is the red frame, not every caller above it. The functions of
 * the report's rows are outlined and labelled with their change with callees, so a change
 * spread over many callees (a middleware's fmt, json and write calls, each a little red) shows
 * the frame that carries it. Each frame carries its numbers as a <title>, which browsers show
 * on hover and screen readers read.
 *
 * Drawn at the report's content width, one SVG unit a CSS pixel, so its labels have their font
 * size on a desktop; a narrower screen scrolls it sideways rather than shrinking them.
 */
import type { FlameNode } from "../profile/FlameTree.ts"
import { change } from "./Format.ts"
import { xmlText } from "./Xml.ts"

/** The HTML report's content width in CSS pixels (60rem less its padding). */
export const FLAME_WIDTH = 928
const WIDTH = FLAME_WIDTH
const ROW = 18
const FONT = 12
/** Frames narrower than this are not drawn; their time stays in their parent's width. */
const MIN_PX = 0.5
/** Characters that fit per pixel at FONT, roughly (monospace 0.6em). */
const CHAR_PX = FONT * 0.6

interface Placed {
  readonly node: FlameNode
  readonly x: number
  readonly width: number
  readonly depth: number
}

const place = (root: FlameNode): { frames: Placed[]; depth: number } => {
  const frames: Placed[] = []
  const scale = WIDTH / Math.max(root.head, Number.MIN_VALUE)
  let depth = 0
  const walk = (node: FlameNode, x: number, level: number) => {
    const width = node.head * scale
    if (width < MIN_PX) return
    frames.push({ node, x, width, depth: level })
    depth = Math.max(depth, level + 1)
    let at = x
    for (const child of node.children) {
      walk(child, at, level + 1)
      at += child.head * scale
    }
  }
  walk(root, 0, 0)
  return { frames, depth }
}

/** The change of a frame's own cost: its cost less its callees', head minus base. */
const selfDelta = (node: FlameNode): number =>
  node.head - node.base - node.children.reduce((sum, c) => sum + (c.head - c.base), 0)

/** Red for growth, blue for shrinkage, by the change's share of the base's whole cost. */
const colour = (node: FlameNode, largest: number): string => {
  const delta = selfDelta(node)
  const strength = largest > 0 ? Math.min(1, Math.abs(delta) / largest) : 0
  const fade = Math.round(220 - 150 * strength)
  if (Math.abs(delta) < 0.002 || strength < 0.05) return "rgb(210,210,205)"
  return delta > 0 ? `rgb(235,${fade},${fade})` : `rgb(${fade},${fade},235)`
}

/** The name as far as it fits, and a suffix (a marked frame's change) kept whole when it can be. */
const label = (name: string, width: number, suffix = ""): string => {
  const fits = Math.floor((width - 6) / CHAR_PX)
  const whole = `${name}${suffix}`
  if (whole.length <= fits) return whole
  const room = fits - suffix.length
  if (room >= 4) return `${name.slice(0, room - 1)}…${suffix}`
  if (fits < 3) return ""
  return `${name.slice(0, fits - 1)}…`
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`

export interface FlameMarks {
  /** The report's rows, by name, with their change with callees: outlined and labelled. */
  readonly rows?: ReadonlyMap<string, number>
}

/**
 * The SVG of a merged tree (profile/FlameTree.ts), root at the bottom; `title` names it for
 * assistive technology.
 */
export const renderFlameGraph = (
  root: FlameNode,
  title: string,
  marks: FlameMarks = {},
): string => {
  const { frames, depth } = place(root)
  const largest = Math.max(
    0,
    ...frames.filter((f) => f.depth > 0).map((f) => Math.abs(f.node.head - f.node.base)),
  )
  const height = depth * ROW + 4
  const rects = frames.map((f) => {
    const y = height - (f.depth + 1) * ROW
    const { node } = f
    const row = marks.rows?.get(node.name)
    const tip = `${node.name}: head ${pct(node.head)}, base ${pct(node.base)} of the base's cost (${change(node.head - node.base)}; self ${change(selfDelta(node))})${row === undefined ? "" : `; a row of the report: ${change(row)} with callees`}`
    const text = label(node.name, f.width, row === undefined ? "" : ` ${change(row)}`)
    const outline = row === undefined ? "" : ' class="shown" stroke="#1f2328" stroke-width="2"'
    return (
      `<g><title>${xmlText(tip)}</title>` +
      `<rect x="${f.x.toFixed(2)}" y="${y}" width="${Math.max(0, f.width - 0.5).toFixed(2)}" height="${ROW - 1}" rx="2" fill="${colour(node, largest)}"${outline}/>` +
      (text === ""
        ? ""
        : `<text x="${(f.x + 3).toFixed(2)}" y="${y + ROW - 5}">${xmlText(text)}</text>`) +
      "</g>"
    )
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="flame" role="img" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" font-family="ui-monospace, Menlo, Consolas, monospace" font-size="${FONT}">` +
    `<title>${xmlText(title)}</title>` +
    `<desc>Differential flame graph: widths are the head's cost, red frames cost more of their own time than in the base, blue less; outlined frames are the report's rows, labelled with their change with callees.</desc>` +
    `<style>text{fill:#222;pointer-events:none}</style>` +
    rects.join("") +
    "</svg>"
  )
}
