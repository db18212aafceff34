package io.github.boardrules.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The hash codes of every game's positions and moves are the same in every JVM. The bots key their
 * transposition table by a position's hash and their history table by a move's, so a hash that
 * mixes in an identity hash (an enum's {@code hashCode()} is one) makes the same bot at the same
 * budget play another move in another run now and then. Two JVMs print the hashes along the same
 * random games: one as usual, one with every identity hash 1 ({@code -XX:hashCode=2}, HotSpot's
 * switch for testing).
 */
class HashCodesAcrossJvmsTest {
  @Test
  void positionsAndMovesHashAlikeWhateverTheIdentityHashes() throws Exception {
    List<String> usual = print();
    List<String> constant = print("-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=2");
    // Every game was walked: at least one line for each seed of each game.
    assertThat(usual).hasSizeGreaterThan(10 * HashCodePrinter.SEEDS);
    for (int i = 0; i < Math.min(usual.size(), constant.size()); i++) {
      assertThat(constant.get(i)).as("line %d of the hashes, identity hashes usual and constant", i + 1)
          .isEqualTo(usual.get(i));
    }
    assertThat(constant).hasSameSizeAs(usual);
  }

  private static List<String> print(String... jvmOptions) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of(jvmOptions));
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), HashCodePrinter.class.getName()));
    Path output = Files.createTempFile("hashes", ".txt");
    try {
      Process process = new ProcessBuilder(command).redirectErrorStream(true)
          .redirectOutput(output.toFile()).start();
      if (!process.waitFor(120, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor();
        throw new AssertionError("The hash printer did not finish in 120 s: " + command);
      }
      List<String> lines = Files.readAllLines(output, StandardCharsets.UTF_8);
      assertThat(process.exitValue()).as("exit code of %s; it printed %s", command, lines).isZero();
      return lines;
    } finally {
      Files.delete(output);
    }
  }
}
