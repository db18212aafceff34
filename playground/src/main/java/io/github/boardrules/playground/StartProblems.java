package io.github.boardrules.playground;

import java.io.IOException;
import java.io.InputStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.SQLException;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Start-up failures as one line each, naming the file or address and the real cause: a directory or
 * file this user may not write, a read-only file system, a file that is not an H2 database, a
 * database another server holds, an address this machine does not have, a port in use. The
 * database's file and directory are checked before H2 opens them, since H2 reports most of these
 * as one unreadable file (and prints its own stack trace when it cannot write its trace file).
 */
final class StartProblems {
  /** Every H2 2.x database file begins with its header, "H:2,block:…". */
  private static final String H2_HEADER = "H:2,";

  private StartProblems() {}

  /** Opens the database, or fails with one line and exit code 4. */
  static GameStore openDatabase(Path database) throws PlaygroundServer.StartException {
    Path file = GameStore.fileOf(database);
    String problem = fileProblem(file);
    if (problem != null) {
      throw new PlaygroundServer.StartException("cannot open the database " + file + ": " + problem, Main.EXIT_DATABASE,
          null);
    }
    try {
      return GameStore.open(database);
    } catch (SQLException e) {
      throw new PlaygroundServer.StartException(database(file, e), Main.EXIT_DATABASE, e);
    }
  }

  /** What keeps H2 from using the file, found with the file system's own answers; null when nothing. */
  static @Nullable String fileProblem(Path file) {
    Path directory = file.getParent();
    if (directory != null) {
      for (Path up = directory; up != null; up = up.getParent()) {
        if (Files.exists(up) && !Files.isDirectory(up)) {
          return up + " is a file, not a directory; give a --db in a directory";
        }
      }
      try {
        Files.createDirectories(directory);
      } catch (IOException e) {
        return "cannot make the directory " + directory + " (" + cause(e) + "); give another --db";
      }
      // H2 writes beside the database (its lock and temporary files): the directory must take a new file.
      try {
        Path probe = Files.createTempFile(directory, ".boardrules-playground-", ".probe");
        Files.delete(probe);
      } catch (IOException e) {
        return "this user may not write in the directory " + directory + " (" + cause(e)
            + "); give a --db in a directory you may write, or change its permissions";
      }
    }
    if (!Files.exists(file)) {
      return null;
    }
    if (!Files.isRegularFile(file)) {
      return "it is not a file; give another --db";
    }
    byte[] start;
    try (InputStream in = Files.newInputStream(file)) {
      start = in.readNBytes(H2_HEADER.length());
    } catch (IOException e) {
      return "this user may not read it (" + cause(e) + ")";
    }
    try {
      FileChannel.open(file, StandardOpenOption.WRITE).close(); // opened for writing and closed: nothing is written
    } catch (IOException e) {
      return "the file is read-only for this user (" + cause(e) + "); make it writable or give another --db";
    }
    String header = new String(start, StandardCharsets.ISO_8859_1);
    if (start.length > 0 && !header.equals(H2_HEADER)) {
      return "it is not an H2 database (an H2 file begins with \"" + H2_HEADER + "\", this one with \""
          + header.replaceAll("\\p{Cntrl}", "?") + "\"); give another --db";
    }
    return null;
  }

  /** The cause of a file system refusal, in words. */
  private static String cause(IOException e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof NoSuchFileException) {
      return "no such file or directory: " + e.getMessage();
    }
    @Nullable String reason = e instanceof FileSystemException fs ? fs.getReason() : null;
    if (reason != null) {
      return reason.toLowerCase(java.util.Locale.ROOT);
    }
    return firstLine(e.getMessage());
  }

  /** What H2 said, after the file and directory passed the checks. */
  static String database(Path file, SQLException e) {
    if (e.getErrorCode() == GameStore.DATABASE_ALREADY_OPEN) {
      return "the database " + file + " is in use by another process (is another playground running on it?);"
          + " stop that one or give another --db";
    }
    if (e.getErrorCode() == GameStore.IO_ERROR || e.getErrorCode() == GameStore.FILE_CORRUPTED) {
      return "cannot open the database " + file + ": H2 cannot read it (" + firstLine(e.getMessage())
          + "); give another --db";
    }
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String why = root == e || root.getMessage() == null ? "" : " (" + firstLine(root.getMessage()) + ")";
    return "cannot open the database " + file + ": " + firstLine(e.getMessage()) + why;
  }

  /** Why the port could not be bound: an address the machine lacks, a name that does not resolve, a port in use. */
  static String port(String host, int port, Exception e) {
    String where = "cannot listen on " + host + ":" + port + ": ";
    for (Throwable cause = e; cause != null; cause = cause.getCause()) {
      if (cause instanceof UnknownHostException) {
        return where + "no such host name \"" + host + "\"; give one of this machine's addresses with --host, such"
            + " as 127.0.0.1 (this machine only) or 0.0.0.0 (every address)";
      }
      if (cause instanceof BindException) {
        if (!isOwnAddress(host)) {
          return where + "this machine has no address " + host + " (" + firstLine(cause.getMessage()) + "); give one"
              + " of its addresses with --host, such as 127.0.0.1 (this machine only) or 0.0.0.0 (every address)";
        }
        return where + firstLine(cause.getMessage())
            + (port == 0 ? "" : " (is another program using port " + port + "? give another --port, or 0 for any"
            + " free one)");
      }
    }
    return where + firstLine(e.getMessage());
  }

  /** Whether an address is one of this machine's (or every address); unknown names are not. */
  private static boolean isOwnAddress(String host) {
    try {
      InetAddress address = InetAddress.getByName(host);
      return address.isAnyLocalAddress() || address.isLoopbackAddress()
          || NetworkInterface.getByInetAddress(address) != null;
    } catch (UnknownHostException | SocketException e) {
      return false;
    }
  }

  private static String firstLine(@Nullable String message) {
    if (message == null) {
      return "no reason given";
    }
    int end = message.indexOf('\n');
    return end < 0 ? message : message.substring(0, end);
  }
}
