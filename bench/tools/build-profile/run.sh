#!/usr/bin/env bash
# Runs the README's test command (./mvnw -B -ntp verify) in the current directory with the build profile:
# per-class CPU of every test JVM, per-mojo CPU and times, and the whole build's CPU from /usr/bin/time -v.
# Usage: bench/tools/build-profile/run.sh OUT_DIR [extra Maven arguments]   (run from the repository's root)
set -euo pipefail
out=$(mkdir -p "$1" && cd "$1" && pwd); shift
tools=$(bash "$(dirname "$0")/build.sh" "$out/tools")
listener=${tools% *}; spy=${tools#* }
# The learning loop's test needs python3 with NumPy and onnx, as .ci/run arranges.
if ! python3 -c 'import numpy, onnx' >/dev/null 2>&1 && /usr/bin/python3 -c 'import numpy, onnx' >/dev/null 2>&1; then
  export BOARDRULES_PYTHON=/usr/bin/python3
fi
{ echo "date=$(date -u +%FT%TZ)"; echo "commit=$(git rev-parse --short HEAD)"; echo "dirty=$(git status --porcelain | wc -l)";
  echo "machine=$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(free -g | awk '/Mem:/{print $2}') GiB";
  echo "load_start=$(cut -d' ' -f1-3 /proc/loadavg)"; echo "command=./mvnw -B -ntp verify $*"; } > "$out/meta.txt"
rm -f "$out/tests.csv" "$out/forks.csv" "$out/mojos.csv"
( while sleep 30; do echo "$(date +%s) $(cut -d' ' -f1 /proc/loadavg)"; done ) > "$out/load.txt" &
sampler=$!
set +e
BUILD_PROFILE_DIR=$out /usr/bin/time -v -o "$out/time.txt" ./mvnw -B -ntp verify \
  -Dmaven.ext.class.path="$spy" -Dmaven.test.additionalClasspath="$listener" "$@" > "$out/build.log" 2>&1
rc=$?
set -e
kill "$sampler"
echo "load_end=$(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/meta.txt"
echo "rc=$rc" >> "$out/meta.txt"
exit $rc
