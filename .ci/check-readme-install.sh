#!/usr/bin/env bash
# The README's path for a new user, exactly as written: on a fresh clone of this commit, with no boardrules
# artifacts in the local Maven repository, run the README's install command (the sh block after
# "<!-- install -->"), then build a project whose dependencies are the README's block (the xml block after
# "<!-- dependency -->"), unchanged, and run the README's first program (the java block after
# "<!-- snippet:validate-zertz-move -->") in it. It checks what the program prints against the comment the
# snippet shows before its last println.
#
#   .ci/check-readme-install.sh [MVN]
#
# MVN is the consumer's Maven (default: mvn on the PATH, the one a newcomer has; 3.8.7 on the CI machine).
# It deletes ~/.m2/repository/io/github/boardrules (only this project's own artifacts; the default local
# repository, which CI uses) first: a new user has
# none, and artifacts left there by an earlier install would hide a command that installs too little.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mvn=${1:-mvn}
readme="$root/README.md"

block_after() {  # block_after MARKER FENCE: the lines of the fenced block that follows the marker line
  awk -v marker="$1" -v fence="$2" '$0 == marker { seen = 1; next }
       seen == 1 && $0 == fence { inside = 1; seen = 2; next }
       inside && /^```$/ { exit }
       inside { print }' "$readme"
}
install_command=$(block_after '<!-- install -->' '```sh')
dependency_block=$(block_after '<!-- dependency -->' '```xml')
first_program=$(block_after '<!-- snippet:validate-zertz-move -->' '```java')
for part in install_command dependency_block first_program; do
  if [ -z "${!part}" ]; then
    echo "README check: no $part block found in $readme" >&2
    exit 1
  fi
done

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git clone -q "$root" "$scratch/boardrules"
git -C "$scratch/boardrules" checkout -q "$(git -C "$root" rev-parse HEAD)"
rm -rf "$HOME/.m2/repository/io/github/boardrules"

echo "README check: $install_command"
start=$SECONDS
(cd "$scratch/boardrules" && bash -euo pipefail -c "$install_command") > "$scratch/install.log" 2>&1 || {
  tail -40 "$scratch/install.log" >&2
  echo "README check: the README's install command failed (log above)" >&2
  exit 1
}
echo "README check: the install command took $((SECONDS - start)) s"

# The consumer: the guide's complete POM (docs/getting-started.md) with its boardrules part replaced by the
# README's block, so that only plugin versions come from elsewhere; the program is the README's snippet, its
# imports at the top of the file and its statements the body of main.
consumer="$scratch/consumer"
mkdir -p "$consumer/src/main/java/com/example"
guide_pom=$(awk '$0 == "<!-- consumer-pom -->" { seen = 1; next }
       seen == 1 && $0 == "```xml" { inside = 1; seen = 2; next }
       inside && /^```$/ { exit }
       inside { print }' "$root/docs/getting-started.md")
{
  printf '%s\n' "$guide_pom" | sed -n '1,/<\/properties>/p'
  printf '%s\n' "$dependency_block"
  printf '%s\n' "$guide_pom" | sed -n '/<build>/,$p'
} > "$consumer/pom.xml"
{
  echo "package com.example;"
  echo
  printf '%s\n' "$first_program" | grep -E '^import ' || true
  echo
  echo "public class FirstProgram {"
  echo "  public static void main(String[] args) throws Exception {"
  printf '%s\n' "$first_program" | grep -v -E '^import ' | sed 's/^/    /'
  echo "  }"
  echo "}"
} > "$consumer/src/main/java/com/example/FirstProgram.java"
expected=$(printf '%s\n' "$first_program" | grep -B1 'System.out.println' | tail -2 | head -1 | sed -n 's:^ *// ::p')

(cd "$consumer" && "$mvn" -B -ntp -q package \
  org.apache.maven.plugins:maven-dependency-plugin:3.9.0:build-classpath -Dmdep.outputFile=classpath.txt) \
  > "$scratch/consumer.log" 2>&1 || {
  tail -40 "$scratch/consumer.log" >&2
  echo "README check: the project with the README's dependency block did not build (log above)" >&2
  exit 1
}
printed=$(cd "$consumer" && java -cp "target/classes:$(cat classpath.txt)" com.example.FirstProgram)
if [ "$(printf '%s\n' "$printed" | tail -1)" != "$expected" ]; then
  echo "README check: the first program printed" >&2
  printf '%s\n' "$printed" >&2
  echo "README check: its last line should be what the README shows: $expected" >&2
  exit 1
fi
echo "README check: the README's dependency block built with $("$mvn" -B -v 2>/dev/null | sed -n '1{s/\x1b\[[0-9;]*m//g;p}'); the first program printed:"
printf '%s\n' "$printed" | sed 's/^/  /'
