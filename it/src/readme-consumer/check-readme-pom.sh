#!/usr/bin/env bash
# Builds a consumer project whose pom.xml is the guide's "consumer-pom" block, as written, with the
# system's Maven (the one a newcomer has; 3.8.7 on the CI machine), against this build's artifacts.
# The guide describes the version the branch main builds, so the block must import the BOM at this
# build's version; it is built exactly as written.
#
#   check-readme-pom.sh PAGE SOURCES WORKDIR CONSUMER_REPO OUTER_REPO MVN BUILD_VERSION
#
# PAGE           the page with the block: docs/getting-started.md
# SOURCES        a directory with src/ (the consumer's class)
# WORKDIR        where the consumer project is made; its build.log is kept there
# CONSUMER_REPO  the consumer's local repository, holding this build's artifacts (invoker:install)
# OUTER_REPO     the build's own local repository: everything else (plugins) comes from it, through
#                a mirror of every repository, so the build cannot reach the network
# MVN            the Maven to run
# BUILD_VERSION  this build's version, the one the block must name
set -euo pipefail
readme=$(realpath -m "$1") sources=$(realpath -m "$2") work=$(realpath -m "$3")
consumer_repo=$(realpath -m "$4") outer_repo=$(realpath -m "$5") mvn=$6
build_version=$7

if ! command -v "$mvn" >/dev/null 2>&1; then
  echo "README consumer POM check: no Maven '$mvn' to run (install the system's Maven, such as" \
    "'apt-get install maven', or name one with -Dreadme.consumer.mvn=...)" >&2
  exit 1
fi

# The block after the marker, between its ```xml and ``` lines.
pom=$(awk '/^<!-- consumer-pom -->$/ { marker = 1; next }
           marker == 1 && /^```xml$/ { inside = 1; marker = 2; next }
           inside && /^```$/ { exit }
           inside { print }' "$readme")
if [ -z "$pom" ]; then
  echo "README consumer POM check: no '<!-- consumer-pom -->' block followed by an xml block in $readme" >&2
  exit 1
fi

# The BOM's version, the line after its artifactId.
written_version=$(printf '%s\n' "$pom" | awk '/<artifactId>boardrules-bom<\/artifactId>/ { getline; print; exit }' |
  sed -n 's:.*<version>\(.*\)</version>.*:\1:p')
if [ "$written_version" != "$build_version" ]; then
  echo "README consumer POM check: the block in $readme imports boardrules-bom '$written_version';" \
    "this build is '$build_version', the version the guide describes" >&2
  exit 1
fi

rm -rf "$work"
mkdir -p "$work"
printf '%s\n' "$pom" > "$work/pom.xml"
cp -R "$sources/src" "$work/src"
# The mirror's repository keeps central's policies: this profile's "central" turns off checksum
# checks (a local repository holds no checksums to check against).
cat > "$work/settings.xml" <<SETTINGS
<settings>
  <profiles>
    <profile>
      <id>no-checksums</id>
      <activation>
        <activeByDefault>true</activeByDefault>
      </activation>
      <repositories>
        <repository>
          <id>central</id>
          <url>file://$outer_repo</url>
          <releases><checksumPolicy>ignore</checksumPolicy></releases>
          <snapshots><enabled>false</enabled></snapshots>
        </repository>
      </repositories>
      <pluginRepositories>
        <pluginRepository>
          <id>central</id>
          <url>file://$outer_repo</url>
          <releases><checksumPolicy>ignore</checksumPolicy></releases>
          <snapshots><enabled>false</enabled></snapshots>
        </pluginRepository>
      </pluginRepositories>
    </profile>
  </profiles>
  <mirrors>
    <mirror>
      <id>build-local-repository</id>
      <mirrorOf>*</mirrorOf>
      <url>file://$outer_repo</url>
    </mirror>
  </mirrors>
</settings>
SETTINGS

log="$work/build.log"
cd "$work"
{
  "$mvn" -v
  "$mvn" -B -ntp -U -s settings.xml -Dmaven.repo.local="$consumer_repo" clean verify
} > "$log" 2>&1 || true
if ! grep -q "BUILD SUCCESS" "$log"; then
  echo "README consumer POM check: the README's POM did not build with $("$mvn" -B -v 2>/dev/null | sed -n '1{s/\x1b\[[0-9;]*m//g;p}'); see $log" >&2
  tail -40 "$log" >&2
  exit 1
fi
if [ ! -f target/classes/com/example/Main.class ]; then
  echo "README consumer POM check: BUILD SUCCESS, but no class compiled; see $log" >&2
  exit 1
fi
echo "README consumer POM check: BUILD SUCCESS with $("$mvn" -B -v 2>/dev/null | sed -n '1{s/\x1b\[[0-9;]*m//g;p}'); log: $log"
