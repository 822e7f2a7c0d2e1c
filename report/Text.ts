/**
 * Plain-text helpers shared by the renderers: the display width of a string in a terminal
 * column grid, padding by that width, and making user strings safe to print on one line.
 *
 * Display width follows what terminals do (and what `wcwidth`/`Bun.stringWidth` compute),
 * per grapheme cluster:
 *
 * - 0 for ANSI escape sequences, control characters, combining marks and format characters
 *   (zero-width joiner, variation selectors);
 * - 2 for emoji shown as emoji (`✅`, `⚠️`) and East Asian wide/fullwidth characters (`世`);
 * - 1 for everything else, including the symbols the reports use (`—`, `✗`, `✓`, `›`, `µ`, `−`).
 *
 * Implemented here rather than with `Bun.stringWidth` so the reports stay runtime-agnostic (the
 * GitHub Action bundle runs on Node).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching ANSI escapes is the point
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g

export const stripAnsi = (text: string): string => text.replace(ANSI, "")

const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}\p{Cc}]$/u
const EMOJI = /\p{Extended_Pictographic}/u
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}/u
const VARIATION_EMOJI = "\uFE0F"

/** East Asian Wide (W) and Fullwidth (F) blocks, as [first, last] code points. */
const WIDE: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f], // Hangul Jamo initials
  [0x2e80, 0x303e], // CJK radicals, Kangxi, CJK symbols and punctuation
  [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f], // Hangul Jamo extended A
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small forms
  [0xff00, 0xff60], // fullwidth forms
  [0xffe0, 0xffe6], // fullwidth signs
  [0x1b000, 0x1b2ff], // Kana supplement and extensions
  [0x20000, 0x2fffd], // CJK extensions B–F
  [0x30000, 0x3fffd], // CJK extension G and later
]

const isWide = (codePoint: number): boolean =>
  WIDE.some(([first, last]) => codePoint >= first && codePoint <= last)

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" })

const graphemeWidth = (grapheme: string): number => {
  if (EMOJI.test(grapheme)) {
    if (EMOJI_PRESENTATION.test(grapheme) || grapheme.includes(VARIATION_EMOJI)) return 2
  }
  for (const char of grapheme) {
    if (ZERO_WIDTH.test(char)) continue
    return isWide(char.codePointAt(0) ?? 0) ? 2 : 1
  }
  return 0
}

/** Columns the string occupies in a terminal; ANSI colour codes count as zero. */
export const displayWidth = (text: string): number => {
  let width = 0
  for (const { segment } of segmenter.segment(stripAnsi(text))) width += graphemeWidth(segment)
  return width
}

/** Pad on the right to `width` display columns (never truncates). */
export const padEnd = (text: string, width: number): string =>
  text + " ".repeat(Math.max(0, width - displayWidth(text)))

// biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point
const LINE_BREAKS = /[\t\n\r\u000b\u000c\u0085\u2028\u2029]+/g
const CONTROL = /\p{Cc}/gu

/**
 * A user string made safe for one line of terminal output: line breaks and tabs become one
 * space, other control characters (including ESC, so a name cannot inject colour or cursor
 * codes) become U+FFFD.
 */
export const singleLine = (text: string): string =>
  text.replace(LINE_BREAKS, " ").replace(CONTROL, "\uFFFD")
