package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command's edges (issue 45): each start-up failure is one line and its exit code; an unknown
 * option is named; on every address the page's addresses and a warning are printed. Each failure
 * runs {@link Main} in a process of its own, since it exits.
 */
@Timeout(60)
class MainTest {
  @TempDir
  Path dir;

  @Test
  void aPortInUseIsOneLineAndExitCode3() throws Exception {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByAddress(new byte[] {127, 0, 0, 1}))) {
      int port = taken.getLocalPort();
      try (ServerProcess main = ServerProcess.start("--port", String.valueOf(port), "--db",
          dir.resolve("port.mv.db").toString())) {
        assertThat(main.awaitExit(30_000)).isEqualTo(Main.EXIT_PORT);
        assertThat(main.output()).singleElement().asString()
            .startsWith("playground: cannot listen on 127.0.0.1:" + port + ": ")
            .contains("give another --port");
      }
    }
  }

  @Test
  void anUnknownOptionIsNamed() throws Exception {
    try (ServerProcess main = ServerProcess.start("--bogus")) {
      assertThat(main.awaitExit(30_000)).isEqualTo(Main.EXIT_USAGE);
      assertThat(main.output()).containsExactly("playground: --bogus: unknown option (--help lists the options)");
    }
    try (ServerProcess main = ServerProcess.start("--port")) {
      assertThat(main.awaitExit(30_000)).isEqualTo(Main.EXIT_USAGE);
      assertThat(main.output()).containsExactly("playground: --port needs a value (--help lists the options)");
    }
  }

  @Test
  void aDatabaseHeldByAnotherServerIsOneLineAndExitCode4() throws Exception {
    Path db = dir.resolve("held.mv.db");
    try (PlaygroundServer holder = PlaygroundServer.start("127.0.0.1", 0, db, Duration.ofMillis(50));
        ServerProcess second = ServerProcess.start("--port", "0", "--db", db.toString())) {
      assertThat(second.awaitExit(30_000)).isEqualTo(Main.EXIT_DATABASE);
      assertThat(second.output()).containsExactly("playground: the database " + holder.database()
          + " is in use by another process (is another playground running on it?); stop that one or give another"
          + " --db");
    }
  }

  @Test
  void anUnusableDatabasePathIsOneLineAndExitCode4() throws Exception {
    Path file = Files.writeString(dir.resolve("a-file"), "not a directory");
    Path db = file.resolve("games.mv.db"); // under a regular file: no directory can be made there
    try (ServerProcess main = ServerProcess.start("--port", "0", "--db", db.toString())) {
      assertThat(main.awaitExit(30_000)).isEqualTo(Main.EXIT_DATABASE);
      assertThat(main.output()).containsExactly("playground: cannot open the database " + db + ": " + file
          + " is a file, not a directory; give a --db in a directory");
    }
  }

  @Test
  void aDirectoryThisUserMayNotWriteIsOneLineNamingIt() throws Exception {
    Path locked = Files.createDirectory(dir.resolve("locked"));
    Files.setPosixFilePermissions(locked, java.nio.file.attribute.PosixFilePermissions.fromString("r-xr-xr-x"));
    Path db = locked.resolve("games.mv.db");
    try (ServerProcess main = ServerProcess.startBoundByPermissions("--port", "0", "--db", db.toString())) {
      assertThat(main.awaitExit(30_000)).isEqualTo(Main.EXIT_DATABASE);
      assertThat(main.output()).containsExactly("playground: cannot open the database " + db + ": this user may not"
          + " write in the directory " + locked + " (permission denied); give a --db in a directory you may write, or"
          + " change its permissions");
    } finally {
      Files.setPosixFilePermissions(locked, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
    }
  }

  @Test
  void aReadOnlyDatabaseFileIsOneLineNamingIt() throws Exception {
    Path db = dir.resolve("kept.mv.db");
    PlaygroundServer.start("127.0.0.1", 0, db, Duration.ofMillis(50)).close(); // a real H2 file
    assertThat(Files.readString(db, StandardCharsets.ISO_8859_1)).startsWith("H:2,");
    Files.setPosixFilePermissions(db, java.nio.file.attribute.PosixFilePermissions.fromString("r--r--r--"));
    try (ServerProcess main = ServerProcess.startBoundByPermissions("--port", "0", "--db", db.toString())) {
      assertThat(main.awaitExit(30_000)).isEqualTo(Main.EXIT_DATABASE);
      assertThat(main.output()).containsExactly("playground: cannot open the database " + db + ": the file is"
          + " read-only for this user (permission denied); make it writable or give another --db");
    }
  }

  @Test
  void anAddressThisMachineLacksIsOneLineSayingSo() throws Exception {
    // 192.0.2.1 is of TEST-NET-1 (RFC 5737): no machine has it, so binding it fails and nothing listens.
    try (ServerProcess main = ServerProcess.start("--host", "192.0.2.1", "--port", "0", "--db",
        dir.resolve("host.mv.db").toString())) {
      assertThat(main.awaitExit(30_000)).isEqualTo(Main.EXIT_PORT);
      assertThat(main.output()).singleElement().asString()
          .startsWith("playground: cannot listen on 192.0.2.1:0: this machine has no address 192.0.2.1 (")
          .endsWith("); give one of its addresses with --host, such as 127.0.0.1 (this machine only) or 0.0.0.0"
              + " (every address)");
    }
  }

  @Test
  void aFileThatIsNotADatabaseIsOneLineAndExitCode4() throws Exception {
    Path db = Files.writeString(dir.resolve("notes.mv.db"), "shopping list: eggs, milk\n");
    try (ServerProcess main = ServerProcess.start("--port", "0", "--db", db.toString())) {
      assertThat(main.awaitExit(30_000)).isEqualTo(Main.EXIT_DATABASE);
      assertThat(main.output()).singleElement().asString()
          .isEqualTo("playground: cannot open the database " + db + ": it is not an H2 database (an H2 file"
              + " begins with \"H:2,\", this one with \"shop\"); give another --db");
    }
  }

  @Test
  void everyAddressGetsBrowserAddressesAndAWarning() throws Exception {
    // The server listens on 127.0.0.1 only; what is printed for --host 0.0.0.0 is checked.
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("any.mv.db"),
        Duration.ofMillis(50))) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      Main.announce(server, "0.0.0.0", new PrintStream(bytes, true, StandardCharsets.UTF_8));
      List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
      int port = server.port();
      assertThat(lines).hasSize(2);
      assertThat(lines.get(0)).startsWith("boardrules playground: http://" + InetAddress.getLocalHost().getHostName()
          + ":" + port + "/  http://127.0.0.1:" + port + "/").doesNotContain("0:0:0:0:0:0:0:0");
      assertThat(lines.get(1)).isEqualTo("playground: warning: listening on 0.0.0.0: anyone who can reach this"
          + " machine on port " + port + " can watch its games and start their own (there are no accounts: a game is"
          + " changed only by the browser that made it, or by its seats); use --host 127.0.0.1 for this machine only");

      bytes.reset();
      Main.announce(server, "127.0.0.1", new PrintStream(bytes, true, StandardCharsets.UTF_8));
      assertThat(bytes.toString(StandardCharsets.UTF_8).lines()).containsExactly("boardrules playground: "
          + server.url() + "  (games kept in " + server.database() + "; Ctrl-C stops it)");
    }
  }
}
