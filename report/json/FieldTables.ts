/**
 * The field tables of docs/json-report.md, rendered from the report's schema (JsonReport.ts):
 * a row per field with the type the file holds and the meaning the schema gives it. A struct
 * marked as a Section gets a table of its own, headed by its path; any other struct's fields
 * are rows of its parent's table (`environment.cores`), a list's fields with `[]`
 * (`points[].commit`). Pure; test/docs/JsonReportFields.test.ts keeps the page equal to it, so
 * the page cannot drift from the schema, and a field without a meaning fails there.
 */
import { SchemaAST as AST, type Schema } from "effect"
import { DescribedElsewhere, MayBeAbsent, Section, TypeName } from "./Fields.ts"
import { JsonReport } from "./JsonReport.ts"

interface Row {
  readonly field: string
  readonly type: string
  readonly meaning: string
}

interface Table {
  /** Where its struct sits in the document, `scenarios[].targets[]`; "" for the top level. */
  readonly path: string
  readonly intro: string | undefined
  readonly rows: Array<Row>
}

interface Property {
  readonly name: string
  /** The field's type in the file. */
  readonly type: AST.AST
  readonly annotations: AST.Annotations
}

const annotation = <A>(ast: AST.AST | { readonly annotations: AST.Annotations }, key: symbol) =>
  ast.annotations[key] as A | undefined

/** What the type stands for once wrappers that do not change the file's shape are removed. */
const unwrap = (ast: AST.AST): AST.AST => {
  switch (ast._tag) {
    case "Suspend":
      return unwrap(ast.f())
    case "Refinement":
      return annotation(ast, TypeName) === undefined ? unwrap(ast.from) : ast
    default:
      return ast
  }
}

/** A union's members that are not `null` or `undefined` (an optional field's, a nullable one's). */
const present = (ast: AST.AST): ReadonlyArray<AST.AST> =>
  ast._tag === "Union"
    ? ast.types.filter(
        (t) => !(AST.isUndefinedKeyword(t) || (AST.isLiteral(t) && t.literal === null)),
      )
    : [ast]

/** The fields of a struct as the file has them, with their meanings; undefined for a non-struct. */
const propertiesOf = (node: AST.AST): ReadonlyArray<Property> | undefined => {
  const ast = unwrap(node)
  if (AST.isTypeLiteral(ast) && ast.propertySignatures.length > 0) {
    return ast.propertySignatures.map((ps) => ({
      name: String(ps.name),
      type: ps.type,
      annotations: ps.annotations,
    }))
  }
  if (AST.isTransformation(ast) && AST.isTypeLiteral(ast.from) && AST.isTypeLiteral(ast.to)) {
    // Fields read differently from how they are written (orNull): the file's type is `from`'s,
    // the meaning sits on `to`'s.
    const to = ast.to
    return ast.from.propertySignatures.map((ps) => ({
      name: String(ps.name),
      type: ps.type,
      annotations: {
        ...ps.annotations,
        ...to.propertySignatures.find((t) => t.name === ps.name)?.annotations,
      },
    }))
  }
  return undefined
}

/** The type column: what the file holds at a field. */
const typeName = (node: AST.AST): string => {
  const named = annotation<string>(node, TypeName)
  if (named !== undefined) return named
  const ast = node
  switch (ast._tag) {
    case "Literal":
      return JSON.stringify(ast.literal)
    case "StringKeyword":
      return "string"
    case "NumberKeyword":
      return "number"
    case "BooleanKeyword":
      return "boolean"
    case "Union": {
      const names = ast.types
        .filter((t) => !AST.isUndefinedKeyword(t))
        .map((t) => (AST.isLiteral(t) && t.literal === null ? "null" : typeName(t)))
      return [...new Set(names)].join(" | ")
    }
    case "Refinement": {
      const id = annotation<string>(ast, AST.IdentifierAnnotationId)
      return id === "Int" ? "integer" : typeName(ast.from)
    }
    case "Transformation":
      return propertiesOf(ast) === undefined ? typeName(ast.from) : "object"
    case "Suspend":
      return typeName(ast.f())
    case "TupleType": {
      const element = ast.rest[0]?.type
      if (element === undefined) return "array"
      return propertiesOf(element) === undefined ? `array of ${typeName(element)}` : "array"
    }
    case "TypeLiteral": {
      const [index] = ast.indexSignatures
      if (ast.propertySignatures.length === 0 && index !== undefined) {
        const key = unwrap(index.parameter)
        return `${AST.isStringKeyword(key) ? "name" : typeName(key)} → ${typeName(index.type)}`
      }
      return "object"
    }
    default:
      return "object"
  }
}

/** A type the tables name and do not open: a named one, or one described in its own module. */
const isLeaf = (ast: AST.AST): boolean =>
  annotation(ast, DescribedElsewhere) !== undefined || annotation(ast, TypeName) !== undefined

/** The struct whose fields a field's rows continue with, and how its path goes on. */
const nested = (type: AST.AST): { readonly ast: AST.AST; readonly step: string } | undefined => {
  if (isLeaf(type)) return undefined
  const [only, ...others] = present(unwrap(type))
  if (only === undefined || others.length > 0) return undefined
  const ast = unwrap(only)
  // A named type (a quantity) is explained once, in the page's conventions.
  if ([only, ast].some((a) => isLeaf(a))) return undefined
  if (propertiesOf(ast) !== undefined) return { ast, step: "" }
  if (AST.isTupleType(ast) && ast.rest[0] !== undefined) {
    const element = unwrap(ast.rest[0].type)
    return propertiesOf(element) === undefined || isLeaf(element)
      ? undefined
      : { ast: element, step: "[]" }
  }
  if (AST.isTypeLiteral(ast) && ast.indexSignatures[0] !== undefined) {
    const value = unwrap(present(ast.indexSignatures[0].type)[0] ?? ast)
    return propertiesOf(value) === undefined || isLeaf(value)
      ? undefined
      : { ast: value, step: ".NAME" }
  }
  return undefined
}

const tablesOf = (root: AST.AST): ReadonlyArray<Table> => {
  const tables: Array<Table> = []
  const fill = (ast: AST.AST, prefix: string, table: Table) => {
    for (const property of propertiesOf(ast) ?? []) {
      const path = `${prefix}${property.name}`
      const meaning = annotation<string>(property, AST.DescriptionAnnotationId)
      if (meaning === undefined) throw new Error(`the JSON report's field ${path} has no meaning`)
      const absent = annotation(property, MayBeAbsent) === true ? ", or absent" : ""
      table.rows.push({ field: path, type: `${typeName(property.type)}${absent}`, meaning })
      const inner = nested(property.type)
      if (inner === undefined) continue
      const innerPath = `${path}${inner.step}`
      if (annotation(inner.ast, Section) === true) {
        fill(
          inner.ast,
          "",
          sectionOf(inner.ast, table.path === "" ? innerPath : `${table.path}.${innerPath}`),
        )
      } else fill(inner.ast, `${innerPath}.`, table)
    }
  }
  const sectionOf = (ast: AST.AST, path: string): Table => {
    const table = {
      path,
      intro: annotation<string>(ast, AST.DescriptionAnnotationId),
      rows: [],
    }
    tables.push(table)
    return table
  }
  fill(root, "", sectionOf(root, ""))
  return tables
}

const cell = (text: string): string => text.replaceAll("|", "\\|").replaceAll("\n", " ")

/** The tables as markdown, one `###` section each, the top level first. */
export const fieldTables = (schema: Schema.Schema.Any = JsonReport): string =>
  tablesOf(schema.ast)
    .map((table) =>
      [
        `### ${table.path === "" ? "Top level" : `\`${table.path}\``}`,
        ...(table.intro === undefined ? [] : ["", table.intro]),
        "",
        "| field | type | meaning |",
        "| ----- | ---- | ------- |",
        ...table.rows.map(
          (row) => `| \`${row.field}\` | ${cell(row.type)} | ${cell(row.meaning)} |`,
        ),
      ].join("\n"),
    )
    .join("\n\n")
