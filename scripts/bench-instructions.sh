#!/bin/sh
# Instructions per sample of the four replay figures of `touchscope bench`, counted by
# valgrind's callgrind inside Device.run: a deterministic measure, unlike the host's
# timings (which vary up to 2x between runs of the same binary on a shared machine).
#
#   scripts/bench-instructions.sh [BINARY]          (default .build/release/touchscope)
#   KEEP=1 scripts/bench-instructions.sh            keeps the callgrind files (cg.out.N is figure N)
#
# Needs valgrind (Debian: apt-get install valgrind). A copy of the binary without debug
# information is profiled: valgrind 3.19 cannot read Swift 6's DWARF 5.
set -eu
bin=${1:-.build/release/touchscope}
[ -x "$bin" ] || { echo "no binary at $bin: build it with 'swift build -c release'" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "valgrind is not installed (Debian: apt-get install valgrind)" >&2; exit 2; }
dir=$(mktemp -d /tmp/bench-instructions.XXXXXX)
objcopy --strip-debug "$bin" "$dir/touchscope"
valgrind --tool=callgrind --callgrind-out-file="$dir/cg.out" --compress-strings=no --compress-pos=no \
  --toggle-collect='$s9TouchCore6DeviceC3run_10timerLimit*' \
  --dump-after='$s10touchscope8BenchRunV13measureReplay*' \
  "$dir/touchscope" bench --only replay --quick > "$dir/log" 2>&1
# Each replay row: name, timed runs, samples, ...; the warm-up run is counted too.
grep -E '^  (drag|taps).*(Hz|chains|60 s) ' "$dir/log" | {
  i=0
  while IFS= read -r line; do
    i=$((i + 1))
    name=$(echo "$line" | sed -E 's/^  (.*(Hz|chains|60 s)) +[0-9]+ +.*/\1/')
    runs=$(echo "$line" | sed -E 's/.*(Hz|chains|60 s) +([0-9]+) +([0-9,]+).*/\2/')
    samples=$(echo "$line" | sed -E 's/.*(Hz|chains|60 s) +([0-9]+) +([0-9,]+).*/\3/' | tr -d ,)
    total=$(grep -E '^summary:' "$dir/cg.out.$i" | awk '{print $2}')
    printf '%-40s %8d instructions per sample\n' "$name" $((total / (runs + 1) / samples))
  done
}
if [ -n "${KEEP:-}" ]; then echo "callgrind files: $dir"; else rm -rf "$dir"; fi
