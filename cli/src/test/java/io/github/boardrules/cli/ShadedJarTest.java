package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runnable jar as the build makes it ({@code target/boardrules-cli.jar}, by the shade plugin
 * in {@code package}), read as a zip and run with {@code java -jar} in JVMs of its own. The cli
 * module's surefire execution {@code shaded-jar} runs this class (its tag) in {@code
 * integration-test}, once the jar exists, and passes the jar's path and the platforms the build
 * chose; the module's other tests run before the jar is made, without it.
 */
@Tag("shaded-jar")
class ShadedJarTest {
  private static final Path JAR = Path.of(System.getProperty("cli.jar", "target/boardrules-cli.jar"));
  /** The building machine's platform as Maven's profiles found it (cli.onnxruntime.machine). */
  private static final String MACHINE = System.getProperty("cli.onnxruntime.machine", "");
  /** The platform whose ONNX Runtime library the jar holds (cli.onnxruntime.platform). */
  private static final String PLATFORM = System.getProperty("cli.onnxruntime.platform", "");
  /** A NIM model with every weight 0, by learning-onnx/src/test/python/make_test_models.py. */
  private static final String MODEL = "src/test/resources/onnx/nim-zero-weights.onnx";
  private static final String NATIVE = "ai/onnxruntime/native/";
  private static final Pattern SCORE = Pattern.compile(
      "(?m)^puct:\\S+: \\d+ wins?, \\d+ draws?, \\d+ loss(es)?, 0 unfinished; score ");

  @TempDir Path dir;

  @Test
  void theBuildNamesThisMachineAsONNXRuntimeDoes() {
    assertThat(MACHINE).as("cli.onnxruntime.machine, passed by the shaded-jar execution").isNotEmpty();
    if (MACHINE.equals("none")) {
      assertThat(OnnxNatives.thisMachine()).as("a platform none of the profiles names")
          .isNotIn("linux-x64", "linux-aarch64", "osx-x64", "osx-aarch64", "win-x64");
    } else {
      assertThat(OnnxNatives.thisMachine()).isEqualTo(MACHINE);
    }
  }

  @Test
  void theJarKeepsOnePlatformsNativeLibraryNoDebugSymbolsAndONNXRuntimesNotices() throws IOException {
    assertThat(JAR).as("made by package (run this test with verify)").isRegularFile();
    List<String> names;
    try (ZipFile zip = new ZipFile(JAR.toFile())) {
      names = zip.stream().filter(e -> !e.isDirectory()).map(ZipEntry::getName).toList();
    }
    List<String> natives = names.stream().filter(n -> n.startsWith(NATIVE)).toList();
    if (PLATFORM.equals("none")) {
      assertThat(natives).isEmpty();
    } else {
      // The library and its JNI binding, such as libonnxruntime.so and libonnxruntime4j_jni.so.
      assertThat(natives).hasSize(2).allMatch(n -> n.startsWith(NATIVE + PLATFORM + "/"))
          .anyMatch(n -> n.contains("onnxruntime4j_jni."));
    }
    assertThat(names).noneMatch(n -> n.contains(".dSYM/") || n.endsWith(".pdb"));
    assertThat(names).contains("ai/onnxruntime/OrtEnvironment.class", "ThirdPartyNotices.txt",
        "META-INF/licenses/onnxruntime/LICENSE", "META-INF/LICENSE", "io/github/boardrules/cli/Main.class");
  }

  @Test
  void aNetworkPlaysFromTheJarWhenItHoldsThisMachinesLibrary() throws IOException, InterruptedException {
    Run run = java(List.of(), "match", "nim", "--player", "puct:" + MODEL + ",sims=20", "--player", "1",
        "--games", "2");
    if (PLATFORM.equals(OnnxNatives.thisMachine())) {
      assertThat(run.exitCode()).as(run.err()).isZero();
      assertThat(run.out()).containsPattern(SCORE);
    } else {
      assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
      assertThat(run.err()).contains("this machine is " + OnnxNatives.thisMachine());
    }
  }

  @Test
  void aMachineWhoseLibraryTheJarLacksIsToldInOneLineToBuildTheToolThere() throws IOException, InterruptedException {
    // The JVM reports an architecture ONNX Runtime has no library for: as on such a machine, or as
    // with a jar built on another platform, ONNX Runtime cannot link its library.
    Run run = java(List.of("-Dos.arch=ppc64"), "match", "nim", "--player", "puct:" + MODEL, "--player", "1");
    String machine = OnnxNatives.thisMachine().replaceFirst("-[^-]*$", "-ppc64");
    String holds = PLATFORM.equals("none") ? "no ONNX Runtime native library"
        : "ONNX Runtime's native library for " + PLATFORM + " only";
    assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
    assertThat(run.err().strip().lines()).as(run.err()).singleElement().satisfies(line -> assertThat(line)
        .startsWith("boardrules: player \"puct:" + MODEL + "\": ONNX Runtime cannot load its native library on"
            + " this machine (" + System.getProperty("os.name") + ", ppc64): ")
        .endsWith("; this tool holds " + holds + ", and this machine is " + machine
            + ": build the tool on the machine that runs it (docs/cli.md, The jar)"));
  }

  private record Run(int exitCode, String out, String err) {}

  /** Runs the jar in a JVM of its own, with these JVM options and the tool's arguments. */
  private Run java(List<String> options, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(options);
    command.addAll(List.of("-jar", JAR.toAbsolutePath().toString()));
    command.addAll(List.of(args));
    Path out = dir.resolve("out.txt");
    Path err = dir.resolve("err.txt");
    Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    if (!process.waitFor(120, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("still running after 120 s: " + String.join(" ", command));
    }
    return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }
}
