package io.github.boardrules.pylos;

import io.github.boardrules.core.Player;
import java.io.IOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.function.Consumer;

/**
 * The children's game of Pylos solved: the value of every position, read from a table file.
 *
 * <p>{@link #compute} solves every position in which both players still have a ball in reserve
 * (1,686,262,193 up to the board's symmetries, one byte each) by layered retrograde analysis:
 * without take-backs every move adds a ball or raises one, so positions are solved from the full
 * board down to the empty one, each once. The file it writes is also its checkpoint: each layer
 * (number of balls on the board) is appended when done, and a computation stopped at any time
 * goes on from the last finished layer when started again with the same file. {@link #open} reads
 * a finished table; {@link #solve} then answers any position of the children's game at once: its
 * value for the player to move, the number of plies to the end with best play (the fastest win,
 * the longest loss) and a move that keeps it. The module README gives the measured figures.
 *
 * <pre>{@code
 * Path file = Path.of("children.pylos");
 * PylosTable table = PylosTable.compute(Pylos.children(), file, 2, 0, System.out::println);
 *                                  // 1.7 GB; resumes if the file holds finished layers
 * PylosSolver.Result start = table.solve(Pylos.children().initialState());
 * start.verdict();                 // LOSS: the first player loses
 * start.plies();                   // in this many plies with best play
 * PylosTable later = PylosTable.open(file);   // in another run
 * }</pre>
 *
 * <p>It is the rules as written: the children's rule set with the default end (running out of
 * balls loses); a ply limit or repetition draw of the rules is not part of the game's value and
 * is ignored, as the solvers do. A table is immutable and thread-safe.
 */
public final class PylosTable {
  private final Pylos rules;
  private final Path file;

  /** The layers' bytes, mapped from the file. */
  private final PylosTableSolve.Values values;

  /** The fewest balls on the board of a solved layer: 0 when the table is finished. */
  private final int lowestLayer;

  private PylosTable(Pylos rules, Path file, MappedByteBuffer[] layers, int lowestLayer) {
    this.rules = rules;
    this.file = file;
    this.lowestLayer = lowestLayer;
    PylosTableIndex index = PylosTableIndex.get();
    this.values = (id, rank) -> layers[index.balls(id)].get((int) (index.offsetInLayer(id) + rank)) & 0xFF;
  }

  /** How far a computation is: sent after each group of sets solved and after each layer. */
  public record Progress(
      int layer,
      boolean layerDone,
      long layerPositions,
      long layerWins,
      int layerLongest,
      long done,
      long resumed,
      long total,
      Duration elapsed) {

    /**
     * Returns an estimate of the time left: the time per position solved so far in this run,
     * times the positions left (the layers differ in cost, so it is rough).
     *
     * @return the estimate, or empty before anything was solved in this run
     */
    public Optional<Duration> estimatedLeft() {
      long solved = done - resumed;
      if (solved <= 0) {
        return Optional.empty();
      }
      return Optional.of(Duration.ofNanos((long) ((double) elapsed.toNanos() / solved * (total - done))));
    }
  }

  /**
   * Solves the children's game into {@code file}, or goes on with the layers the file already
   * holds, down to {@code lowestLayer} balls on the board.
   *
   * @param rules the children's rules with the default end reading
   * @param file the table and checkpoint: created if absent, appended to otherwise
   * @param threads the worker threads, 1 or more (the machine's cores is a good choice)
   * @param lowestLayer 0 to solve everything; more to stop once the layer with that many balls
   *     on the board is done (to be resumed later)
   * @param progress told after each group of occupancy sets and after each layer, on the calling
   *     thread; the layers found in the file are reported first, as {@code layerDone}
   * @return the table: finished, or with the layers down to {@code lowestLayer} (see {@link
   *     #isFinished})
   * @throws IllegalArgumentException if the rules are not the children's with the default end,
   *     or {@code threads} or {@code lowestLayer} is out of range
   * @throws PylosTableException if the file is not a table of this library, or corrupt
   * @throws IOException if the file cannot be read or written
   * @throws InterruptedException if the thread is interrupted; the finished layers stay in the file
   */
  public static PylosTable compute(
      Pylos rules, Path file, int threads, int lowestLayer, Consumer<Progress> progress)
      throws IOException, InterruptedException {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(progress, "progress");
    PylosTableSolve.requireChildren(rules);
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be 1 or more, not " + threads);
    }
    if (lowestLayer < 0 || lowestLayer > PylosTableIndex.TOP_LAYER) {
      throw new IllegalArgumentException(
          "lowestLayer must be 0 to " + PylosTableIndex.TOP_LAYER + ", not " + lowestLayer);
    }
    PylosTableIndex index = PylosTableIndex.get();
    long total = PylosTableFile.total();
    long started = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(threads, workers());
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE,
        StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      if (channel.size() == 0) {
        PylosTableFile.writeHeader(channel);
      }
      PylosTableFile.Layers found = PylosTableFile.scan(channel, file, true);
      channel.truncate(found.end());
      int lowest = found.lowest();
      long resumed = 0;
      for (int n = PylosTableIndex.TOP_LAYER; n >= lowest; n--) {
        resumed += index.layerSize(n);
        PylosTableSolve.LayerCounts counts =
            PylosTableSolve.count(PylosTableFile.read(channel, file, n, found.start(n)));
        progress.accept(new Progress(n, true, counts.positions(), counts.wins(), counts.longest(),
            resumed, resumed, total, Duration.ZERO));
      }
      byte[][] above = lowest <= PylosTableIndex.TOP_LAYER
          ? PylosTableFile.read(channel, file, lowest, found.start(lowest))
          : new byte[0][];
      long at = found.end();
      PylosTableSolve solver = new PylosTableSolve(rules);
      long[] done = {resumed};
      long finalResumed = resumed;
      for (int n = lowest - 1; n >= lowestLayer; n--) {
        int layer = n;
        int[] group = {index.layerStart(n)};
        byte[][] solved = solver.solveLayer(n, above, pool, threads, () -> {
          // The group just finished is the run of sets with the level sum of the first unfinished one.
          int sum = index.levelSum(group[0]);
          while (group[0] < index.layerEnd(layer) && index.levelSum(group[0]) == sum) {
            done[0] += index.colourings(layer);
            group[0]++;
          }
          progress.accept(new Progress(layer, false, 0, 0, 0, done[0], finalResumed, total,
              Duration.ofNanos(System.nanoTime() - started)));
        });
        PylosTableFile.append(channel, at, n, solved);
        at += 12 + index.layerSize(n) + 8;
        PylosTableSolve.LayerCounts counts = PylosTableSolve.count(solved);
        progress.accept(new Progress(n, true, counts.positions(), counts.wins(), counts.longest(),
            done[0], finalResumed, total, Duration.ofNanos(System.nanoTime() - started)));
        above = solved;
      }
    } finally {
      pool.shutdownNow();
    }
    return open(file);
  }

  private static ThreadFactory workers() {
    return task -> {
      Thread thread = new Thread(task, "pylos-table");
      thread.setDaemon(true);
      return thread;
    };
  }

  /**
   * Opens a table, checking every layer's checksum (a few seconds for the whole table). A table
   * {@link #compute} has not finished answers the positions of its solved layers.
   *
   * @param file a file {@link #compute} wrote
   * @return the table, its layers mapped from the file
   * @throws PylosTableException if the file is not a table of this library, or corrupt
   * @throws IOException if the file cannot be read
   */
  public static PylosTable open(Path file) throws IOException {
    Objects.requireNonNull(file, "file");
    PylosTableIndex index = PylosTableIndex.get();
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
      PylosTableFile.Layers found = PylosTableFile.scan(channel, file, false);
      MappedByteBuffer[] layers = new MappedByteBuffer[PylosTableIndex.TOP_LAYER + 1];
      for (int n = found.lowest(); n <= PylosTableIndex.TOP_LAYER; n++) {
        layers[n] = channel.map(FileChannel.MapMode.READ_ONLY, found.start(n), index.layerSize(n));
      }
      return new PylosTable(Pylos.children(), file, layers, found.lowest());
    }
  }

  /**
   * Returns the value of a position for its player to move, from the table.
   *
   * <pre>{@code
   * PylosSolver.Result result = table.solve(state);
   * result.verdict();    // WIN or LOSS (the children's game has no draw)
   * result.plies();      // plies to the end with best play: the fastest win, the longest loss
   * result.bestMove();   // a move that keeps it; empty when the player cannot move
   * }</pre>
   *
   * @param state any position of the children's game
   * @return WIN or LOSS, the plies, and a best move; {@link PylosSolver.Result#nodes()} is the
   *     number of moves looked up; UNKNOWN when the table is not finished and the position has
   *     fewer balls on the board than its {@link #lowestLayer()}
   */
  public PylosSolver.Result solve(PylosState state) {
    Objects.requireNonNull(state, "state");
    Player mover = state.toMove();
    long own = state.balls(mover);
    long opponent = state.balls(mover.opponent());
    if (Long.bitCount(own | opponent) < lowestLayer) {
      // Every move keeps or adds balls, so a position of a solved layer reads only solved ones.
      return new PylosSolver.Result(PylosSolver.Verdict.UNKNOWN, 0, Optional.empty(), 0);
    }
    int[] buffer = new int[Pylos.MAX_MOVES];
    int value = PylosTableSolve.evaluate(rules, own, opponent, buffer, values);
    int plies = value & 0xFF;
    int move = value >> 8;
    return new PylosSolver.Result(
        (plies & 1) == 1 ? PylosSolver.Verdict.WIN : PylosSolver.Verdict.LOSS,
        plies,
        move < 0 ? Optional.empty() : Optional.of(Pylos.move(buffer[move])),
        move < 0 ? 0 : rules.generate(own, opponent, buffer, 0));
  }

  /** The stored entries, for checks. */
  PylosTableSolve.Values values() {
    return values;
  }

  /**
   * Returns the rules the table solves.
   *
   * @return the children's rules
   */
  public Pylos rules() {
    return rules;
  }

  /**
   * Returns the file the table is read from.
   *
   * @return the path given to {@link #open} or {@link #compute}
   */
  public Path file() {
    return file;
  }

  /**
   * Tells whether every layer is solved.
   *
   * @return true when the table answers every position
   */
  public boolean isFinished() {
    return lowestLayer == 0;
  }

  /**
   * Returns the fewest balls on the board of the positions the table answers.
   *
   * @return 0 for a finished table; for one {@link #compute} stopped early, the last layer it
   *     solved
   */
  public int lowestLayer() {
    return lowestLayer;
  }

  /**
   * Returns the number of positions stored.
   *
   * @return the positions, up to symmetry, in which both players have a ball in reserve, in a
   *     finished table
   */
  public long positions() {
    return PylosTableFile.total();
  }

  @Override
  public String toString() {
    return "PylosTable[" + file + ", " + (isFinished() ? "finished" : "layers " + lowestLayer
        + " to " + PylosTableIndex.TOP_LAYER) + "]";
  }
}
