package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * What a piece of code prints to {@code System.out}, for tests of documentation snippets and example
 * programs.
 *
 * <pre>{@code
 * String out = StandardOutput.capture(() -> System.out.println("hello"));   // "hello\n"
 * }</pre>
 *
 * <p>{@code System.out} is one per JVM: a test that captures it must not share its JVM's output
 * with tests running at the same time (the library's builds run test classes one at a time in
 * each fork).
 */
@API(status = EXPERIMENTAL, since = "0.2.0")
public final class StandardOutput {
  private StandardOutput() {}

  /**
   * Runs the code with {@code System.out} captured and returns what it printed, in UTF-8;
   * {@code System.out} is restored even if the code throws.
   *
   * @param code the code to run
   * @return the printed text
   */
  public static String capture(Runnable code) {
    PrintStream original = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      code.run();
    } finally {
      System.setOut(original);
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
