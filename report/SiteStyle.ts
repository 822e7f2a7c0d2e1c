/**
 * The history site's stylesheet, inlined in every page so each page stands alone: light and
 * dark from the reader's setting, system fonts, nothing fetched, and a layout that fits a
 * 375 px phone (wide tables scroll inside their own box, never the page).
 */
export const SITE_STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --bg: #ffffff; --muted: #59636e; --line: #d1d9e0;
  --grid: #eef1f4; --band: rgba(9, 105, 218, .22); --accent: #0969da; --link: #0550ae;
  --pass: #1a7f37; --fail: #cf222e; --inconclusive: #9a6700; --skipped: #59636e; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1;
  --line: #3d444d; --grid: #21262d; --band: rgba(68, 147, 248, .28); --accent: #4493f8;
  --link: #79c0ff; --pass: #3fb950; --fail: #f85149; --inconclusive: #d29922; --skipped: #9198a1; } }
* { box-sizing: border-box; }
body { font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto;
  max-width: 62rem; padding: 1rem; overflow-wrap: break-word; }
a { color: var(--link); } a:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
h1 { font-size: 1.4rem; margin: .5rem 0; } h2 { font-size: 1.2rem; border-top: 1px solid var(--line);
  padding-top: 1rem; margin-top: 2rem; } h3 { font-size: 1rem; margin: 0; }
.muted, .note, footer { color: var(--muted); } .note, footer { font-size: .9rem; }
footer { border-top: 1px solid var(--line); margin-top: 2rem; padding-top: .5rem; }
code { font-size: .9em; }
.badge { font-size: .85rem; font-weight: 600; padding: 0 .4rem; border-radius: .6rem; border: 1px solid;
  white-space: nowrap; }
.badge.pass { color: var(--pass); } .badge.fail { color: var(--fail); }
.badge.inconclusive { color: var(--inconclusive); } .badge.skipped, .badge.none { color: var(--skipped); }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
caption { text-align: left; color: var(--muted); font-size: .9rem; padding: .25rem 0; }
th, td { padding: .3rem .5rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: middle; }
td.num { text-align: right; white-space: nowrap; }
table.scenarios td.trend { width: 30%; min-width: 4.5rem; }
td.num .note { display: block; white-space: normal; }
figure { margin: 1.25rem 0; } figcaption p { margin: .1rem 0; }
.plot { display: grid; grid-template-columns: 64px minmax(0, 1fr); margin: .5rem 0; }
svg { display: block; overflow: visible; }
svg text { font: 11px system-ui, sans-serif; fill: var(--muted); }
svg .mark, svg .value { fill: var(--fg); font-weight: 600; }
.grid { stroke: var(--grid); } .axis { stroke: var(--line); }
.band { fill: var(--band); } .cut { stroke: var(--accent); stroke-width: 1.5; }
.trend { stroke: var(--accent); stroke-width: 1.5; } .point { fill: var(--accent); }
.shift { stroke: var(--fg); stroke-dasharray: 4 3; stroke-width: 1.2; }
svg.spark { max-width: 12rem; }
ul.shifts { padding-left: 1.2rem; margin: .25rem 0; }
details { margin: .25rem 0; } summary { cursor: pointer; color: var(--link); }
@media (max-width: 30rem) { body { padding: .75rem; } th, td { padding: .3rem .3rem; } }
`
