package io.github.boardrules.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A file a command writes ({@code solve --table}, {@code play --record}, {@code svg -o}), checked
 * before any work starts, so that minutes of work are never lost to a path that cannot be written.
 *
 * <p>The check opens the file for writing as the command will (creating it, and removing it again
 * when it did not exist), so that every reason the system has (a missing or read-only directory, a
 * directory in the way, no space for a new entry) is found at once; the message says it in words.
 */
final class OutputFile {
  private OutputFile() {}

  /**
   * Checks that a file can be written, leaving it as it was.
   *
   * @param file the path as the user gave it
   * @param what what the file is, for the message, such as {@code "the record"}
   * @param mayExist whether an existing file is read first (a table to resume from): it must then
   *     be readable too
   * @return the path
   * @throws CliException if the file cannot be written (exit code 2), saying why
   */
  static Path check(String file, String what, boolean mayExist) {
    Path path;
    try {
      path = Path.of(file);
    } catch (InvalidPathException e) {
      throw cannot(file, what, "it is not a valid path (" + e.getReason() + ")");
    }
    if (file.isEmpty()) {
      throw cannot(file, what, "the file name is empty");
    }
    Path parent = path.toAbsolutePath().getParent();
    if (parent != null && !Files.isDirectory(parent)) {
      throw cannot(file, what, Files.exists(parent)
          ? parent + " is not a directory" : "the directory " + parent + " does not exist");
    }
    if (parent != null && !Files.isWritable(parent)) {
      throw cannot(file, what, "the directory " + parent + " is not writable");
    }
    if (Files.isDirectory(path)) {
      throw cannot(file, what, "it is a directory");
    }
    boolean existed = Files.exists(path);
    if (existed && !Files.isRegularFile(path)) {
      throw cannot(file, what, "it is not a regular file");
    }
    if (existed && mayExist && !Files.isReadable(path)) {
      throw cannot(file, what, "the file is not readable");
    }
    try (OutputStream probe = Files.newOutputStream(
        path, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
      probe.flush();
    } catch (IOException e) {
      throw cannot(file, what, reason(e));
    }
    if (!existed) {
      try {
        Files.deleteIfExists(path);
      } catch (IOException e) {
        throw cannot(file, what, reason(e));
      }
    }
    return path;
  }

  /**
   * Checks that a directory of output files ({@code match --out}) can be made or written to, before
   * any work starts.
   *
   * @param dir the directory as the user gave it
   * @param what what the files are, for the message, such as {@code "the match records"}
   * @throws CliException if the directory cannot be written (exit code 2), saying why
   */
  static void checkDirectory(Path dir, String what) {
    String file = dir.toString();
    Path absolute = dir.toAbsolutePath();
    if (Files.exists(absolute) && !Files.isDirectory(absolute)) {
      throw cannot(file, what, "it is a file, not a directory");
    }
    // The nearest directory that exists must let the missing ones be made, or the files be written.
    Path existing = absolute;
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    if (existing == null) {
      throw cannot(file, what, "no part of the path exists");
    }
    if (!Files.isDirectory(existing)) {
      throw cannot(file, what, existing + " is not a directory");
    }
    if (!Files.isWritable(existing)) {
      throw cannot(file, what, "the directory " + existing + " is not writable");
    }
    if (existing.equals(absolute) && !Files.isReadable(existing)) {
      throw cannot(file, what, "the directory is not readable (the games kept are read from it)");
    }
  }

  private static CliException cannot(String file, String what, String why) {
    return CliException.usage("cannot write " + what + " to " + file + ": " + why
        + "; nothing was done");
  }

  /**
   * Says in words why a file operation failed, without the exception's class name.
   *
   * @param e the failure
   * @return the reason, such as {@code permission denied}
   */
  static String reason(IOException e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    if (e instanceof NotDirectoryException) {
      return "a part of the path is not a directory";
    }
    if (e instanceof FileSystemException f) {
      @Nullable String reason = f.getReason();
      return reason == null ? "the file system refused it" : reason.toLowerCase(java.util.Locale.ROOT);
    }
    @Nullable String message = e.getMessage();
    return message == null ? "an input or output error" : message;
  }
}
