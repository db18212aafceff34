package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.Pylos;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The children's table computed down to its top layer alone (layer 28: 28 balls on the board,
 * 40,116,600 positions, two seconds), as a computation stopped there leaves it: computed once per
 * test JVM, on first use, for the classes that read it ({@link PylosTableTest}, {@link
 * PylosSolveGuideTest}). Readers open the file or copy it; none writes to it. The file is deleted
 * when the JVM exits.
 */
final class TopLayerTable {
  private TopLayerTable() {}

  /** The file and the progress reports of its computation. */
  record Computed(Path file, List<PylosTable.Progress> reports) {}

  // The holder idiom: computed on first use, once, thread-safe without locking afterwards.
  private static final class Holder {
    static final Computed COMPUTED = compute();
  }

  /** Returns the top layer's table file and its computation's reports, computing it at the first call. */
  static Computed get() {
    return Holder.COMPUTED;
  }

  private static Computed compute() {
    try {
      Path directory = Files.createTempDirectory("pylos-top-layer");
      directory.toFile().deleteOnExit();
      Path file = directory.resolve("top.pylos");
      file.toFile().deleteOnExit();
      List<PylosTable.Progress> reports = new ArrayList<>();
      PylosTable.compute(Pylos.children(), file, 2, 28, reports::add);
      return new Computed(file, List.copyOf(reports));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while computing the top layer", e);
    }
  }
}
