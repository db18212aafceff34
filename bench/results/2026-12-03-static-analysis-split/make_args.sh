#!/bin/sh
# The argument files of run_javac.sh for MODULE: javac's options of the static-analysis pass as Maven
# prints them (-X), then the same without the nullness checker (ep), without Error Prone (cf), without
# either (none), and the nullness checker with -AassumeKeyFor (cf-assume-keyfor) or a larger type
# factory cache (cf-cache). The class files go to $SA/out. Run from the repository's root after a build.
# Usage: SA=/tmp/sa bench/results/2026-12-03-static-analysis-split/make_args.sh MODULE
SA=${SA:-/tmp/sa}
m=$1
mkdir -p "$SA/out"
./mvnw -B -ntp -o -X compiler:testCompile@static-analysis -pl "$m" > "$SA/$m.log" 2>&1 || exit 1
line=$(grep -n "Command line options" "$SA/$m.log" | cut -d: -f1)
sed -n "$((line + 1))p" "$SA/$m.log" | sed 's/^\[DEBUG\] //' \
  | sed "s#-d [^ ]*/analysis-classes#-d $SA/out#; s#-s [^ ]*/generated-sources/analysis#-s $SA/out#" \
  | sed 's#-Xplugin:ErrorProne \(.*StringConcatToTextBlock:OFF\)#"-Xplugin:ErrorProne \1"#' > "$SA/$m-both.txt"
NC='-processor org.checkerframework.checker.nullness.NullnessChecker'
sed "s#$NC#-proc:none#" "$SA/$m-both.txt" > "$SA/$m-ep.txt"
sed 's#"-Xplugin:ErrorProne [^"]*"##' "$SA/$m-both.txt" > "$SA/$m-cf.txt"
sed "s#$NC#-proc:none#" "$SA/$m-cf.txt" > "$SA/$m-none.txt"
sed 's#-processor org#-AassumeKeyFor -processor org#' "$SA/$m-cf.txt" > "$SA/$m-cf-assume-keyfor.txt"
sed 's#-processor org#-AatfCacheSize=10000 -processor org#' "$SA/$m-cf.txt" > "$SA/$m-cf-cache.txt"
find "$m/src/main/java" -name '*.java' > "$SA/$m-files.txt"
sed 's/^-/-J-/' .mvn/jvm.config | grep -v -- '-T1C' | tr '\n' ' ' > "$SA/jo.txt"
