package io.github.boardrules.playground;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The playground's {@link Main} in a separate JVM (the same java as the tests, on the tests' class
 * and module path put together as a class path), for what needs a process of its own: exit codes,
 * and being killed.
 */
final class ServerProcess implements AutoCloseable {
  private static final Pattern ADDRESS = Pattern.compile("boardrules playground: (http://127\\.0\\.0\\.1:\\d+/)");

  private final Process process;
  private final List<String> output = new ArrayList<>();
  private final Thread reader;

  private ServerProcess(Process process) {
    this.process = process;
    this.reader = new Thread(() -> {
      try (BufferedReader lines = new BufferedReader(
          new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
          synchronized (output) {
            output.add(line);
            output.notifyAll();
          }
        }
      } catch (IOException e) {
        // the process ended
      }
    }, "server-process-output");
    reader.setDaemon(true);
    reader.start();
  }

  /**
   * Starts {@code Main} with these arguments; standard error is merged into the output.
   */
  static ServerProcess start(String... args) throws IOException {
    return start(List.of(), args);
  }

  /**
   * Starts {@code Main} as a user whom file permissions bind. Root may write anywhere, so as root
   * (in CI) the process runs in a user namespace of its own ({@code unshare --user}, util-linux),
   * where it keeps its user id but not root's power over files: a directory or file without write
   * permission is then unwritable for it, as for anyone else.
   */
  static ServerProcess startBoundByPermissions(String... args) throws IOException {
    int uid = (Integer) java.nio.file.Files.getAttribute(Path.of("/proc/self"), "unix:uid");
    return start(uid == 0 ? List.of("unshare", "--user") : List.of(), args);
  }

  private static ServerProcess start(List<String> prefix, String... args) throws IOException {
    String java = ProcessHandle.current().info().command().orElse(
        Path.of(System.getProperty("java.home"), "bin", "java").toString());
    List<String> command = new ArrayList<>(prefix);
    command.addAll(List.of(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", classPath(), Main.class.getName()));
    command.addAll(List.of(args));
    return new ServerProcess(new ProcessBuilder(command).redirectErrorStream(true).start());
  }

  /** Surefire runs the tests on the module path: the same jars and directories as one class path. */
  private static String classPath() {
    List<String> parts = new ArrayList<>();
    for (String property : List.of("jdk.module.path", "java.class.path")) {
      String value = System.getProperty(property);
      if (value != null && !value.isEmpty()) {
        parts.add(value);
      }
    }
    return String.join(File.pathSeparator, parts);
  }

  /** Waits for the address line, and returns the address. */
  URI awaitAddress(long timeoutMillis) throws InterruptedException {
    long deadline = System.currentTimeMillis() + timeoutMillis;
    synchronized (output) {
      while (true) {
        for (String line : output) {
          Matcher matcher = ADDRESS.matcher(line);
          if (matcher.find()) {
            return URI.create(matcher.group(1));
          }
        }
        long left = deadline - System.currentTimeMillis();
        if (left <= 0 || (!process.isAlive() && !reader.isAlive())) {
          throw new AssertionError("the server printed no address in " + timeoutMillis + " ms: " + output);
        }
        output.wait(Math.min(left, 100));
      }
    }
  }

  /** Waits for the process to end; returns its exit code. */
  int awaitExit(long timeoutMillis) throws InterruptedException {
    if (!process.waitFor(timeoutMillis, TimeUnit.MILLISECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("the process did not end in " + timeoutMillis + " ms: " + output());
    }
    reader.join(5_000);
    return process.exitValue();
  }

  /** Kills the process at once: on Linux, destroyForcibly sends SIGKILL. */
  int kill() throws InterruptedException {
    process.destroyForcibly();
    return awaitExit(10_000);
  }

  List<String> output() {
    synchronized (output) {
      return List.copyOf(output);
    }
  }

  @Override
  public void close() {
    if (process.isAlive()) {
      process.destroy(); // SIGTERM: the shutdown hook closes the database
      try {
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
          process.destroyForcibly();
          process.waitFor(10, TimeUnit.SECONDS);
        }
      } catch (InterruptedException e) {
        process.destroyForcibly();
        Thread.currentThread().interrupt();
      }
    }
  }
}
