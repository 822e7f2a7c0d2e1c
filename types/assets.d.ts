// Text assets imported with `with { type: "text" }` (Bun and esbuild inline them).
declare module "*.sh" {
  const text: string
  export default text
}

declare module "*.cue" {
  const text: string
  export default text
}

declare module "*.patch" {
  const text: string
  export default text
}
