#!/usr/bin/env bash
# Runs the command (a kgen-validate whose worker hangs), waits for its
# worker (a child process), kills the command with SIGKILL and prints
# "worker gone" once the worker has exited too (a zombie counts as gone),
# else "worker still running" (and kills it). /proc only: no procps.
"$@" >/dev/null 2>&1 &
parent=$!
child_of() {
  for stat in /proc/[0-9]*/stat; do
    # pid (comm) state ppid ...: the fields after the last ')'.
    line=$(cat "$stat" 2>/dev/null) || continue
    rest=${line##*) }
    set -- $rest
    [ "$2" = "$1" ] && continue
    if [ "$2" = "$parent" ]; then echo "${stat//[^0-9]/}"; return; fi
  done
}
worker=
for _ in $(seq 200); do
  worker=$(child_of)
  [ -n "$worker" ] && break
  sleep 0.1
done
[ -n "$worker" ] || { echo "no worker started"; kill -9 "$parent"; exit 1; }
# Let the worker reach the hanging kernel.
sleep 1
kill -9 "$parent"
wait "$parent" 2>/dev/null
for _ in $(seq 100); do
  state=$(cat "/proc/$worker/stat" 2>/dev/null) || { echo "worker gone"; exit 0; }
  rest=${state##*) }
  [ "${rest%% *}" = Z ] && { echo "worker gone"; exit 0; }
  sleep 0.1
done
echo "worker still running"
kill -9 "$worker"
exit 1
