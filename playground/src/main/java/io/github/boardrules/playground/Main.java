package io.github.boardrules.playground;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;

/**
 * Starts the playground: {@code java -jar boardrules-playground.jar [--port N] [--db FILE] [--host
 * ADDRESS] [--bot-time MS]}, then prints the page's address. Ctrl-C stops it.
 */
public final class Main {
  /** The port when none is given. */
  static final int DEFAULT_PORT = 8027;
  /** The database file when none is given, in the working directory. */
  static final String DEFAULT_DB = "boardrules-playground.mv.db";

  private Main() {}

  /**
   * Runs the playground until the process is stopped.
   *
   * @param args the options, see the class comment
   * @throws Exception if the server cannot start (port taken, database held by another server)
   */
  public static void main(String[] args) throws Exception {
    String host = "127.0.0.1";
    int port = DEFAULT_PORT;
    Path db = Path.of(DEFAULT_DB);
    Duration botTime = Duration.ofSeconds(1);
    for (int i = 0; i < args.length; i++) {
      String option = args[i].toLowerCase(Locale.ROOT);
      if (option.equals("--help") || option.equals("-h")) {
        System.out.println(usage());
        return;
      }
      if (i + 1 >= args.length) {
        fail(args[i] + " needs a value");
      }
      String value = args[++i];
      switch (option) {
        case "--port" -> port = number(option, value, 0, 65_535);
        case "--db" -> db = Path.of(value);
        case "--host" -> host = value;
        case "--bot-time" -> botTime = Duration.ofMillis(number(option, value, 1, 600_000));
        default -> fail("unknown option " + args[i - 1]);
      }
    }
    PlaygroundServer server = PlaygroundServer.start(host, port, db, botTime);
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        server.close();
      } catch (Exception e) {
        System.err.println("playground: closing the database failed: " + e.getMessage());
      }
      stopped.countDown();
    }));
    System.out.println("boardrules playground: " + server.url() + "  (games kept in " + server.database()
        + "; Ctrl-C stops it)");
    stopped.await();
  }

  private static int number(String option, String value, int min, int max) {
    try {
      int n = Integer.parseInt(value);
      if (n >= min && n <= max) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    fail(option + " takes a whole number from " + min + " to " + max + ", not \"" + value + "\"");
    return min;
  }

  private static void fail(String message) {
    System.err.println("playground: " + message + "\n" + usage());
    System.exit(2);
  }

  private static String usage() {
    return "usage: java -jar boardrules-playground.jar [--port N (default " + DEFAULT_PORT + ", 0: any free)]"
        + " [--db FILE (default ./" + DEFAULT_DB + ")] [--host ADDRESS (default 127.0.0.1)]"
        + " [--bot-time MS (default 1000)]";
  }
}
