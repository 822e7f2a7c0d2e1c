# benchgate script prelude: shared by every emitted runner script.
set -euo pipefail
set -m # background jobs get their own process group: a target is stopped with its children

pids=()
stop_targets() {
  local pid
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$pid" 2>/dev/null || true
  done
}
trap stop_targets EXIT
trap 'exit 130' INT TERM

# port_in_use PORT: some TCP socket has it, in any state. A refused connection is not enough:
# a port in TIME_WAIT refuses connections but a server may fail to bind it. Linux lists every
# socket (listening, connected, TIME_WAIT, …) in /proc/net/tcp{,6}, ports in hex; elsewhere only
# the connection test is left.
port_in_use() {
  local hex file
  hex=$(printf ':%04X ' "$1")
  for file in /proc/net/tcp /proc/net/tcp6; do
    if [ -r "$file" ] && grep -q -- "$hex" "$file"; then return 0; fi
  done
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

free_port() {
  local port
  while :; do
    port=$((20000 + RANDOM % 40000))
    if ! port_in_use "$port"; then echo "$port"; return; fi
  done
}

# probe HOST PORT PATH: the port accepts connections, or PATH answers GET with 2xx.
# In subshells: a failed `exec` redirection would end the script itself.
probe() {
  if [ -z "$3" ]; then (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; return; fi
  (
    exec 3<>"/dev/tcp/$1/$2" || exit 1
    printf 'GET %s HTTP/1.0\r\nHost: %s\r\n\r\n' "$3" "$1" >&3
    IFS= read -r -t 2 status <&3 || exit 1
    [[ "$status" == HTTP/*" 2"* ]]
  ) 2>/dev/null
}

# wait_ready LABEL HOST PORT PATH TIMEOUT_S PID LOG (LABEL: `target NAME` or `service NAME`)
wait_ready() {
  local deadline=$((SECONDS + $5))
  until probe "$2" "$3" "$4"; do
    if ! kill -0 "$6" 2>/dev/null; then
      echo "$1 exited before it was ready; last lines of its log:" >&2
      tail -n 20 "$7" >&2
      exit 3
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      echo "$1 was not ready within $5 s; last lines of its log:" >&2
      tail -n 20 "$7" >&2
      exit 3
    fi
    sleep 0.1
  done
}
