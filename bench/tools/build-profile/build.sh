#!/usr/bin/env bash
# Builds the two jars of the build profile into $1 (default /tmp/build-profile-tools):
# test-class-cpu.jar (a JUnit listener for the test class path) and mojo-cpu.jar (a Maven event spy).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-/tmp/build-profile-tools}
maven_lib=$(ls -d "$HOME"/.m2/wrapper/dists/apache-maven-*/*/lib | tail -1)
junit=$HOME/.m2/repository/org/junit/platform
jv=1.14.4
cp="$maven_lib/*:$junit/junit-platform-launcher/$jv/junit-platform-launcher-$jv.jar:$junit/junit-platform-engine/$jv/junit-platform-engine-$jv.jar:$junit/junit-platform-commons/$jv/junit-platform-commons-$jv.jar:$HOME/.m2/repository/org/opentest4j/opentest4j/1.3.0/opentest4j-1.3.0.jar:$HOME/.m2/repository/org/apiguardian/apiguardian-api/1.1.2/apiguardian-api-1.1.2.jar"
rm -rf "$out" && mkdir -p "$out/classes"
javac -nowarn -d "$out/classes" -cp "$cp" "$here"/src/profile/*.java
mkdir -p "$out/listener/META-INF/services" "$out/spy/META-INF/sisu" "$out/listener/profile" "$out/spy/profile"
cp "$out"/classes/profile/TestClassCpu*.class "$out/listener/profile/"
cp "$here/src/META-INF/services/org.junit.platform.launcher.TestExecutionListener" "$out/listener/META-INF/services/"
cp "$out"/classes/profile/MojoCpu*.class "$out/spy/profile/"
cp "$here/src/META-INF/sisu/javax.inject.Named" "$out/spy/META-INF/sisu/"
jar --create --file "$out/test-class-cpu.jar" -C "$out/listener" .
jar --create --file "$out/mojo-cpu.jar" -C "$out/spy" .
echo "$out/test-class-cpu.jar $out/mojo-cpu.jar"
