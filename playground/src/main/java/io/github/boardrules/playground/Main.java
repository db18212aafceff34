package io.github.boardrules.playground;

import java.io.PrintStream;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;

/**
 * Starts the playground: {@code java -jar boardrules-playground.jar [--port N] [--db FILE] [--host
 * ADDRESS] [--bot-time MS] [--public-url URL]... [--per-address N]}, then prints the page's address. Ctrl-C stops it. A start-up failure is
 * one line on standard error and an exit code: {@value #EXIT_USAGE} for a bad option, {@value
 * #EXIT_PORT} when the port cannot be bound, {@value #EXIT_DATABASE} when the database cannot be
 * opened.
 */
public final class Main {
  /** The port when none is given. */
  static final int DEFAULT_PORT = 8027;
  /** The database file when none is given, in the working directory. */
  static final String DEFAULT_DB = "boardrules-playground.mv.db";
  /** Exit code: an unknown option or a bad value. */
  static final int EXIT_USAGE = 2;
  /** Exit code: the port cannot be bound (in use, or a host this machine does not have). */
  static final int EXIT_PORT = 3;
  /** Exit code: the database cannot be opened (held by another server, unreadable, not H2's). */
  static final int EXIT_DATABASE = 4;

  private Main() {}

  /** A refused command line: the message, and the usage line follows it. */
  private static final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
      super(message);
    }
  }

  /** The options as read. */
  private record Options(String host, int port, Path db, Duration botTime, List<URI> publicUrls, int perAddress,
      boolean help) {}

  /**
   * Runs the playground until the process is stopped.
   *
   * @param args the options, see the class comment
   * @throws InterruptedException if interrupted while serving
   */
  public static void main(String[] args) throws InterruptedException {
    Options options;
    try {
      options = options(args);
    } catch (UsageException e) {
      System.err.println("playground: " + e.getMessage() + " (--help lists the options)");
      System.exit(EXIT_USAGE);
      return;
    }
    if (options.help()) {
      System.out.println(usage());
      return;
    }
    PlaygroundServer server;
    try {
      server = PlaygroundServer.start(options.host(), options.port(), options.db(), options.botTime(),
          PlaygroundServer.Limits.DEFAULT.perAddress(options.perAddress()), options.publicUrls());
    } catch (PlaygroundServer.StartException e) {
      System.err.println("playground: " + e.getMessage());
      System.exit(e.exitCode());
      return;
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        server.close();
      } catch (Exception e) {
        System.err.println("playground: closing the database failed: " + e.getMessage());
      }
      stopped.countDown();
    }));
    announce(server, options.host(), System.out);
    stopped.await();
  }

  /** Prints where the page is; on an address other machines reach, every address and a warning. */
  static void announce(PlaygroundServer server, String host, PrintStream out) {
    String where = "(games kept in " + server.database() + "; Ctrl-C stops it)";
    InetAddress bound;
    try {
      bound = InetAddress.getByName(host);
    } catch (UnknownHostException e) {
      out.println("boardrules playground: " + server.url() + "  " + where);
      return;
    }
    if (bound.isLoopbackAddress()) {
      out.println("boardrules playground: " + server.url() + "  " + where);
      return;
    }
    int port = server.port();
    List<String> addresses = new ArrayList<>();
    if (bound.isAnyLocalAddress()) {
      addresses.add(url(hostName(), port));
      addresses.add(url("127.0.0.1", port));
      addresses.addAll(lanAddresses(port));
    } else {
      addresses.add(url(bound.getHostAddress(), port));
    }
    out.println("boardrules playground: " + String.join("  ", addresses) + "  " + where);
    out.println("playground: warning: listening on " + host + ": anyone who can reach this machine on port " + port
        + " can watch its games and start their own (there are no accounts: a game is changed only by the browser"
        + " that made it, or by its seats); use --host 127.0.0.1 for this machine only");
  }

  private static String hostName() {
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (UnknownHostException e) {
      return "localhost";
    }
  }

  /** This machine's own non-loopback addresses, from its network interfaces (nothing is contacted). */
  private static List<String> lanAddresses(int port) {
    List<String> urls = new ArrayList<>();
    try {
      for (NetworkInterface face : Collections.list(NetworkInterface.getNetworkInterfaces())) {
        if (!face.isUp() || face.isLoopback()) {
          continue;
        }
        for (InetAddress address : Collections.list(face.getInetAddresses())) {
          if (!address.isLinkLocalAddress()) {
            urls.add(url(address.getHostAddress(), port));
          }
        }
      }
    } catch (SocketException e) {
      // no interfaces listed: the host name and 127.0.0.1 are shown
    }
    return urls;
  }

  private static String url(String host, int port) {
    String shown = host.contains(":") ? "[" + host.replaceFirst("%.*", "") + "]" : host;
    return "http://" + shown + ":" + port + "/";
  }

  private static Options options(String[] args) throws UsageException {
    String host = "127.0.0.1";
    int port = DEFAULT_PORT;
    Path db = Path.of(DEFAULT_DB);
    Duration botTime = Duration.ofSeconds(1);
    List<URI> publicUrls = new ArrayList<>();
    int perAddress = PlaygroundServer.Limits.DEFAULT.connectionsPerAddress();
    for (int i = 0; i < args.length; i++) {
      String option = args[i].toLowerCase(Locale.ROOT);
      if (option.equals("--help") || option.equals("-h")) {
        return new Options(host, port, db, botTime, publicUrls, perAddress, true);
      }
      if (!List.of("--port", "--db", "--host", "--bot-time", "--public-url", "--per-address").contains(option)) {
        throw new UsageException(args[i] + ": unknown option");
      }
      if (i + 1 >= args.length) {
        throw new UsageException(args[i] + " needs a value");
      }
      String value = args[++i];
      switch (option) {
        case "--port" -> port = number(option, value, 0, 65_535);
        case "--db" -> db = path(value);
        case "--host" -> host = value;
        case "--public-url" -> publicUrls.add(publicUrl(value));
        case "--per-address" -> perAddress = number(option, value, 1, 10_000);
        default -> botTime = Duration.ofMillis(number(option, value, 1, 600_000));
      }
    }
    return new Options(host, port, db, botTime, List.copyOf(publicUrls), perAddress, false);
  }

  /** A reverse proxy's public address: http or https, a host, maybe a port, no path beyond "/". */
  private static URI publicUrl(String value) throws UsageException {
    URI url;
    try {
      url = new URI(value);
    } catch (URISyntaxException e) {
      throw new UsageException("--public-url: not a URL: " + e.getMessage());
    }
    String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
    if ((!scheme.equals("http") && !scheme.equals("https")) || url.getHost() == null) {
      throw new UsageException("--public-url: give the address browsers open, such as https://games.example.org/,"
          + " not \"" + value + "\"");
    }
    String path = url.getRawPath();
    if ((path != null && !path.isEmpty() && !path.equals("/")) || url.getRawQuery() != null) {
      throw new UsageException("--public-url: the playground is served at the root of its address, so give no path"
          + " or query: \"" + value + "\"");
    }
    return url;
  }

  private static Path path(String value) throws UsageException {
    try {
      return Path.of(value);
    } catch (InvalidPathException e) {
      throw new UsageException("--db: not a file name: " + e.getMessage());
    }
  }

  private static int number(String option, String value, int min, int max) throws UsageException {
    try {
      int n = Integer.parseInt(value);
      if (n >= min && n <= max) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new UsageException(option + " takes a whole number from " + min + " to " + max + ", not \"" + value + "\"");
  }

  private static String usage() {
    return "usage: java -jar boardrules-playground.jar [--port N (default " + DEFAULT_PORT + ", 0: any free)]"
        + " [--db FILE (default ./" + DEFAULT_DB + ")] [--host ADDRESS (default 127.0.0.1; 0.0.0.0: every"
        + " address, so other machines can play)] [--bot-time MS (default 1000)] [--public-url URL (the address a"
        + " reverse proxy serves the playground at; repeatable)] [--per-address N (connections and event streams"
        + " from one address, default " + PlaygroundServer.Limits.DEFAULT.connectionsPerAddress() + ")]";
  }
}
