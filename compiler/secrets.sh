# benchgate secrets: in scripts whose spec has {env.NAME}; secret_names lists the variables.
# require_env NAME FIELD: the variable is set and not empty, else exit 3 naming it and FIELD.
require_env() {
  if [ -z "${!1:-}" ]; then
    echo "environment variable $1 is not set or empty; the spec uses it in $2 ({env.$1}); set it for the run" >&2
    exit 3
  fi
}
# json_escape VALUE: VALUE as the inside of a JSON string, escaped as Go's encoding/json does
# (so redact_file finds it in ghz's report); builtins only: the value is on no process's argv.
json_escape() {
  local s=$1
  s=${s//\\/\\\\}
  s=${s//\"/\\\"}
  s=${s//$'\n'/\\n}
  s=${s//$'\r'/\\r}
  s=${s//$'\t'/\\t}
  s=${s//</\\u003c}
  s=${s//>/\\u003e}
  s=${s//&/\\u0026}
  printf '%s' "$s"
}
# redact_file FILE: every secret in FILE (as is, and JSON-escaped) replaced by ***.
redact_file() {
  local text name json
  text=$(<"$1")
  for name in "${secret_names[@]}"; do
    json=env_json_$name
    text=${text//"${!json}"/***}
    text=${text//"${!name}"/***}
  done
  printf '%s\n' "$text" >"$1"
}
