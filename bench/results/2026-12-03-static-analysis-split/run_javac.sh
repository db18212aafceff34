#!/bin/sh
# One javac run of a module's static-analysis pass (pom.xml, execution static-analysis) in a cold JVM
# with Maven's JVM options, as KIND's argument file gives it (make_args.sh writes them).
# Prints module,kind,wall_s,user_s,sys_s,exit. Run from the repository's root.
# Usage: SA=/tmp/sa bench/results/2026-12-03-static-analysis-split/run_javac.sh MODULE KIND
SA=${SA:-/tmp/sa}
m=$1; k=$2
JO=$(cat "$SA/jo.txt")
/usr/bin/time -f "%e,%U,%S,%x" -o "$SA/t.txt" javac $JO @"$SA/$m-$k.txt" @"$SA/$m-files.txt" > "$SA/javac-$m-$k.out" 2>&1
echo "$m,$k,$(cat "$SA/t.txt")"
