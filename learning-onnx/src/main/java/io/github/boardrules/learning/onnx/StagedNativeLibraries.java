package io.github.boardrules.learning.onnx;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Deletes ONNX Runtime's copies of its native libraries once this process has loaded them (Linux).
 *
 * <p>ONNX Runtime's Java loader (1.23.2; 1.24.2 and 1.29.0 alike) copies its two libraries, about
 * 22 MB, into a new directory {@code onnxruntime-java<digits>} under {@code java.io.tmpdir} in
 * every JVM that uses it, and asks for the files and then the directory to be deleted at exit. The
 * JVM deletes on exit in the reverse order of the requests: the directory first, which still holds
 * the files then, so every JVM left an empty directory behind (the learning loop's commands,
 * hundreds), and a JVM killed before its exit left the 22 MB. Linux lets a process delete a file
 * it has mapped: the loaded code stays where it is. With the copies gone, the loader's own request
 * at exit removes the directory. Elsewhere (no {@code /proc/self/maps}) nothing is done.
 */
final class StagedNativeLibraries {
  private static final Path MAPS = Path.of("/proc/self/maps");
  private static final String STAGING_PREFIX = "onnxruntime-java";
  private static final Set<String> LIBRARIES =
      Set.of(System.mapLibraryName("onnxruntime"), System.mapLibraryName("onnxruntime4j_jni"));

  private StagedNativeLibraries() {}

  /** Deletes the loaded copies; a file that cannot be deleted stays, as it would without this. */
  static void deleteLoadedCopies() {
    if (!Files.isReadable(MAPS)) {
      return;
    }
    try {
      Path temporary = Path.of(System.getProperty("java.io.tmpdir")).toRealPath();
      for (Path copy : loadedCopies(Files.readAllLines(MAPS), temporary)) {
        Files.deleteIfExists(copy);
      }
    } catch (IOException | InvalidPathException e) {
      // Safe to ignore: the copies then stay until exit, as ONNX Runtime alone leaves them.
    }
  }

  /**
   * The files of the memory map that are ONNX Runtime's staged libraries: one of its two library
   * names, in a directory {@code onnxruntime-java…} directly under the temporary directory.
   *
   * @param maps the lines of {@code /proc/self/maps}: address, permissions, offset, device, inode
   *     and the mapped file's path (a path the process has deleted ends in {@code " (deleted)"})
   * @param temporary the real path of {@code java.io.tmpdir}
   */
  static Set<Path> loadedCopies(List<String> maps, Path temporary) {
    Set<Path> copies = new LinkedHashSet<>();
    for (String line : maps) {
      String[] fields = line.trim().split("\\s+", 6);
      if (fields.length < 6 || !fields[5].startsWith("/") || fields[5].endsWith(" (deleted)")) {
        continue;
      }
      Path file = Path.of(fields[5]);
      Path directory = file.getParent();
      Path name = file.getFileName();
      if (directory == null || name == null || !LIBRARIES.contains(name.toString())) {
        continue;
      }
      Path directoryName = directory.getFileName();
      if (temporary.equals(directory.getParent()) && directoryName != null
          && directoryName.toString().startsWith(STAGING_PREFIX)) {
        copies.add(file);
      }
    }
    return copies;
  }
}
