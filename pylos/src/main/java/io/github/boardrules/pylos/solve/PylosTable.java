package io.github.boardrules.pylos.solve;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.internal.PylosEngine;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
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
 * Pylos solved whole: the value of every position, read from a table file.
 *
 * <p>{@link #compute} solves every position in which both players still have a ball in reserve
 * (1,686,262,193 up to the board's symmetries, one byte each). In the children's game, by layered
 * retrograde analysis: without take-backs every move adds a ball or raises one, so positions are
 * solved from the full board down to the empty one, each once. The file it writes is also its
 * checkpoint: each layer (number of balls on the board) is appended when done, and a computation
 * stopped at any time goes on from the last finished layer when started again with the same
 * file. {@link #open} reads a table; {@link #solve} then answers any position at once: its value
 * for the player to move, the exact number of plies to the end with best play (the fastest win,
 * the longest loss) and a move that keeps it. The guide's Pylos page ({@code docs/games/pylos.md})
 * gives the measured figures (data files in {@code pylos/results/}).
 *
 * <p>In the standard and mature games take-backs make positions repeat, so the table is computed
 * by sweeps over all positions (in memory, 1.7 GB of heap), each deciding what the values found
 * so far decide, until a sweep decides nothing; the positions left are draws by endless play. The
 * file is rewritten after each sweep and a computation goes on from the last one. The sweeps'
 * distances are bounds: the winner wins within that many plies by following the table, which may
 * not be the shortest way. Refinement sweeps ({@link PylosTableRefine}) then lower each distance
 * to what its moves give until none is lowered: the distances are then exact ({@link #isExact()};
 * the fixpoint is unique, so the file is the same whatever the threads do). A table whose
 * refinement is not finished (a file of version 2, or a run stopped) answers with bounds ({@link
 * PylosSolver.Result#isBound()} is true, and the result's text says "within"; see {@link #solve}).
 *
 * <pre>{@code
 * Path file = Path.of("children.pylos");
 * PylosTable table = PylosTable.compute(Pylos.children(), file, 2, 0, System.out::println);
 *                                  // 1.7 GB; resumes if the file holds finished layers
 * PylosSolver.Result start = table.solve(Pylos.children().initialState());
 * start.verdict();                 // LOSS: the first player loses
 * start.plies();                   // in exactly this many plies with best play (children's)
 * PylosTable later = PylosTable.open(file);   // in another run
 * }</pre>
 *
 * <p>It is the rules as written: the children's rule set with the default end (running out of
 * balls loses); a ply limit or repetition draw of the rules is not part of the game's value and
 * is ignored, as the solvers do. A table is immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class PylosTable {
  private final Pylos rules;
  private final PylosEngine engine;
  private final Path file;
  private final int sweeps;
  private final boolean sweepsFinished;
  private final int refinements;
  private final boolean exact;

  /** The layers' bytes, mapped from the file. */
  private final MappedByteBuffer[] layers;

  /** The stored entries, read from {@link #layers}. */
  private final PylosTableSolve.Values values;

  /** The fewest balls on the board of a solved layer: 0 when the table is finished. */
  private final int lowestLayer;

  private PylosTable(Pylos rules, Path file, MappedByteBuffer[] layers, int lowestLayer,
      PylosTableFile.Layers found) {
    this.rules = rules;
    this.engine = PylosEngines.of(rules);
    this.file = file;
    this.lowestLayer = lowestLayer;
    this.layers = layers;
    this.sweeps = found.sweeps();
    this.sweepsFinished = found.finished();
    this.refinements = found.refinements();
    this.exact = found.exact();
    PylosTableIndex index = PylosTableIndex.get();
    this.values = (id, rank) -> layers[index.balls(id)].get((int) (index.offsetInLayer(id) + rank)) & 0xFF;
  }

  /**
   * How far a computation is: sent after each group of sets solved and after each layer (the
   * children's game), or after each layer of each sweep (standard and mature).
   *
   * @param sweep the sweep under way, from 1; 0 for the children's layered computation; during
   *     the refinement, the sweeps done
   * @param refinement the refinement sweep under way, from 1; 0 before the refinement
   * @param layer the layer (balls on the board) being solved or just done
   * @param layerDone whether this report is the end of the layer, with its counts
   * @param layerPositions the layer's positions (with {@code layerDone})
   * @param layerWins of them, those the player to move wins
   * @param layerUndecided of them, those not decided yet (0 in the children's game)
   * @param layerNewlyDecided of them, those this sweep decided (all, in the children's game; 0 in a
   *     refinement sweep)
   * @param layerLowered of them, those whose distance this refinement sweep lowered (0 otherwise)
   * @param layerLongest the longest distance in the layer, in plies (a bound, in a sweep)
   * @param done positions solved (or scanned, in this sweep), resumed ones included
   * @param visited positions this refinement sweep evaluated in the layer (0 otherwise)
   * @param resumed positions found solved in the file when this run began (0 for sweeps)
   * @param total the positions of a whole table
   * @param elapsed the time since this run (or sweep, or the backward rounds) began
   * @param round the backward round just done after refinement sweep {@code refinement}, from 1
   *     (then {@code layer} is -1, {@code visited} the positions the round evaluated, the
   *     predecessors of those lowered before, and {@code layerLowered} those it lowered); 0 otherwise
   */
  @API(status = STABLE, since = "0.1.0")
  public record Progress(
      int sweep,
      int refinement,
      int layer,
      boolean layerDone,
      long layerPositions,
      long layerWins,
      long layerUndecided,
      long layerNewlyDecided,
      long layerLowered,
      int layerLongest,
      long done,
      long visited,
      long resumed,
      long total,
      Duration elapsed,
      int round) {

    /**
     * Returns an estimate of the time left: the time per position solved so far in this run,
     * times the positions left (the layers differ in cost, so it is rough). For sweeps, the time
     * left of this sweep: how many sweeps are needed is not known in advance.
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
   * Solves the game into {@code file}, or goes on from what the file already holds: for the
   * children's rules, down to {@code lowestLayer} balls on the board; for the standard and mature
   * rules, sweep after sweep until one decides nothing, then refinement sweeps until one lowers
   * nothing (stop it with an interrupt; the file keeps the last finished sweep). A standard or
   * mature table of file version 2 (bounds, written before the refinement existed) is refined and
   * rewritten in version 3.
   *
   * @param rules any rule set, with the default end reading (running out of balls loses); the
   *     ply limit and repetition options are not part of a position's value and are ignored
   * @param file the table and checkpoint: created if absent, appended to or rewritten otherwise;
   *     an existing file must be a table (an empty one is refused, not taken for a new table)
   * @param threads the worker threads, 1 or more (the machine's cores is a good choice)
   * @param lowestLayer 0 to solve everything; in the children's game, more to stop once the layer
   *     with that many balls on the board is done (to be resumed later); sweeps take only 0
   * @param progress told after each group of occupancy sets and after each layer, on the calling
   *     thread; the layers found in a children's file are reported first, as {@code layerDone}
   * @return the table: finished, or with the layers down to {@code lowestLayer} (see {@link
   *     #isFinished})
   * @throws IllegalArgumentException if the rules take Board Game Arena's end reading, the file
   *     holds another rule set's table, or {@code threads} or {@code lowestLayer} is out of range
   * @throws PylosTableException if the file is empty, not a table of this library, of an older
   *     version, or corrupt (a layer's or the header's checksum does not match)
   * @throws IOException if the file cannot be read or written
   * @throws InterruptedException if the thread is interrupted; the finished layers stay in the file
   */
  public static PylosTable compute(
      Pylos rules, Path file, int threads, int lowestLayer, Consumer<Progress> progress)
      throws IOException, InterruptedException {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(progress, "progress");
    PylosTableSolve.requireDefaultEnd(rules);
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be 1 or more, not " + threads);
    }
    boolean layered = rules.ruleSet() == PylosRuleSet.CHILDREN;
    int highest = layered ? PylosTableIndex.TOP_LAYER : 0;
    if (lowestLayer < 0 || lowestLayer > highest) {
      throw new IllegalArgumentException("lowestLayer must be 0" + (layered ? " to " + highest : "")
          + " for the " + rules.ruleSet() + " rule set, not " + lowestLayer);
    }
    if (!layered) {
      return sweep(rules, file, threads, progress);
    }
    PylosTableIndex index = PylosTableIndex.get();
    long total = PylosTableFile.total();
    long started = System.nanoTime();
    if (!Files.exists(file)) {
      PylosTableFile.createLayered(file);
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads, workers());
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      PylosTableFile.Layers found = PylosTableFile.scan(channel, file, true);
      requireRuleSet(found, rules, file);
      channel.truncate(found.end());
      int lowest = found.lowest();
      long resumed = 0;
      for (int n = PylosTableIndex.TOP_LAYER; n >= lowest; n--) {
        resumed += index.layerSize(n);
        byte[][] stored = PylosTableFile.read(channel, file, n, found.start(n));
        PylosTableSolve.LayerCounts counts = PylosTableSolve.count(stored, 0, stored.length);
        progress.accept(new Progress(0, 0, n, true, counts.positions(), counts.wins(), 0, counts.positions(),
            0, counts.longest(), resumed, 0, resumed, total, Duration.ZERO, 0));
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
        byte[][] solved = solver.solveLayer(n, above, pool, threads, positions -> {
          done[0] += positions;
          progress.accept(new Progress(0, 0, layer, false, 0, 0, 0, 0, 0, 0, done[0], 0, finalResumed, total,
              Duration.ofNanos(System.nanoTime() - started), 0));
        });
        at = PylosTableFile.append(channel, at, n, solved);
        PylosTableSolve.LayerCounts counts = PylosTableSolve.count(solved, 0, solved.length);
        progress.accept(new Progress(0, 0, n, true, counts.positions(), counts.wins(), 0, counts.positions(),
            0, counts.longest(), done[0], 0, finalResumed, total, Duration.ofNanos(System.nanoTime() - started), 0));
        above = solved;
      }
    } finally {
      pool.shutdownNow();
    }
    return open(file);
  }

  /**
   * The sweeps of the standard and mature rules ({@link PylosTableSweep}), then their refinement
   * to exact distances ({@link PylosTableRefine}), each from where the file stands.
   */
  private static PylosTable sweep(Pylos rules, Path file, int threads, Consumer<Progress> progress)
      throws IOException, InterruptedException {
    PylosTableIndex index = PylosTableIndex.get();
    byte[][] values;
    int sweeps;
    boolean sweepsFinished;
    int refinements;
    if (Files.exists(file)) {
      try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
        PylosTableFile.Layers found = PylosTableFile.scan(channel, file, false);
        requireRuleSet(found, rules, file);
        if (found.exact()) {
          return open(file);
        }
        sweeps = found.sweeps();
        sweepsFinished = found.finished();
        refinements = found.refinements();
        values = new byte[index.setCount()][];
        for (int n = PylosTableIndex.TOP_LAYER; n >= 0; n--) {
          byte[][] layer = PylosTableFile.read(channel, file, n, found.start(n));
          System.arraycopy(layer, 0, values, index.layerStart(n), layer.length);
        }
      }
    } else {
      sweeps = 0;
      sweepsFinished = false;
      refinements = 0;
      values = PylosTableSweep.undecided();
    }
    long total = PylosTableFile.total();
    ExecutorService pool = Executors.newFixedThreadPool(threads, workers());
    try {
      PylosTableSweep sweep = new PylosTableSweep(rules, values);
      while (!sweepsFinished) {
        int number = ++sweeps;
        long started = System.nanoTime();
        long decided = sweep.sweep(pool, threads, (layer, counts, newlyDecided, scanned) ->
            progress.accept(new Progress(number, 0, layer, true, counts.positions(), counts.wins(),
                counts.undecided(), newlyDecided, 0, counts.longest(), scanned, 0, 0, total,
                Duration.ofNanos(System.nanoTime() - started), 0)));
        sweepsFinished = decided == 0;
        PylosTableFile.writeWhole(file, PylosTableFile.Header.sweeps(rules.ruleSet(), sweeps, sweepsFinished, 0, false),
            values);
      }
      PylosTableRefine.Table whole = PylosTableRefine.over(values);
      PylosTableBackward backward = new PylosTableBackward(rules, whole);
      PylosTableRefine.Table recorded = recording(whole, backward);
      PylosTableRefine refine = new PylosTableRefine(rules, recorded, true);
      while (true) {
        int number = ++refinements;
        int doneSweeps = sweeps;
        long started = System.nanoTime();
        long[] scanned = {0};
        long lowered = refine.sweep(pool, threads, (layer, visited, loweredInLayer) -> {
          PylosTableSolve.LayerCounts counts =
              PylosTableSolve.count(values, index.layerStart(layer), index.layerEnd(layer));
          scanned[0] += counts.positions();
          progress.accept(new Progress(doneSweeps, number, layer, true, counts.positions(), counts.wins(),
              counts.undecided(), 0, loweredInLayer, counts.longest(), scanned[0], visited, 0, total,
              Duration.ofNanos(System.nanoTime() - started), 0));
        });
        PylosTableFile.writeWhole(file, PylosTableFile.Header.sweeps(rules.ruleSet(), sweeps, true, refinements,
            lowered == 0), values);
        if (lowered == 0) {
          break;
        }
        if (lowered > BACKWARD_LIMIT) {
          backward.forget();
          continue;
        }
        // Few lowered: backward rounds finish the refinement; a full sweep then proves it.
        long roundsStarted = System.nanoTime();
        backward.run(pool, threads, (round, revisited, loweredInRound) ->
            progress.accept(new Progress(doneSweeps, number, -1, true, 0, 0, 0, 0, loweredInRound, 0, 0,
                revisited, 0, total, Duration.ofNanos(System.nanoTime() - roundsStarted), round)));
        PylosTableFile.writeWhole(file, PylosTableFile.Header.sweeps(rules.ruleSet(), sweeps, true, refinements,
            false), values);
        // The next sweep visits every set: the rounds' lowerings are not in the sweep's clock.
        refine = new PylosTableRefine(rules, recorded, true);
      }
    } finally {
      pool.shutdownNow();
    }
    return open(file);
  }

  /**
   * Backward rounds follow a refinement sweep that lowered at most this many positions; after one
   * that lowered more, another sweep: a round evaluates the predecessors of what was lowered, a few
   * dozen a position, and past some tens of millions that is more than a sweep's 1.7 billion.
   * (The rounds list the predecessors in chunks, so memory does not limit this.)
   */
  static final long BACKWARD_LIMIT = 10_000_000;

  /** The table, noting for the backward rounds each position a sweep lowers, up to the limit. */
  static PylosTableRefine.Table recording(PylosTableRefine.Table whole, PylosTableBackward backward) {
    return new PylosTableRefine.Table() {
      @Override
      public int get(int id, long rank) {
        return whole.get(id, rank);
      }

      @Override
      public int stored(int id, int at) {
        return whole.stored(id, at);
      }

      @Override
      public boolean holds(int id, int at) {
        return whole.holds(id, at);
      }

      @Override
      public void lower(int id, int at, int value) {
        whole.lower(id, at, value);
        if (backward.pending() <= BACKWARD_LIMIT) {
          backward.lowered(id, at);
        }
      }

      @Override
      public void forEachPosition(int groupStart, int groupEnd, java.util.function.IntPredicate sets,
          ExecutorService pool, int threads, PylosTableSolve.PositionTask task) throws InterruptedException {
        whole.forEachPosition(groupStart, groupEnd, sets, pool, threads, task);
      }
    };
  }

  private static void requireRuleSet(PylosTableFile.Layers found, Pylos rules, Path file) {
    if (found.ruleSet() != rules.ruleSet()) {
      throw new IllegalArgumentException(
          file + " holds a table of the " + found.ruleSet() + " rules, not " + rules.ruleSet());
    }
  }

  private static ThreadFactory workers() {
    return task -> {
      Thread thread = new Thread(task, "pylos-table");
      thread.setDaemon(true);
      return thread;
    };
  }

  /**
   * Opens a table, checking the header's checksum and every layer's (a few seconds for the whole
   * table). A table {@link #compute} has not finished answers the positions of its solved layers.
   *
   * @param file a file {@link #compute} wrote
   * @return the table, its layers mapped from the file
   * @throws PylosTableException if the file is empty, not a table of this library, of an older
   *     version, or corrupt (a layer's or the header's checksum does not match)
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
      Pylos rules = Pylos.builder().ruleSet(found.ruleSet()).build();
      return new PylosTable(rules, file, layers, found.lowest(), found);
    }
  }

  /**
   * Returns the value of a position for its player to move, from the table.
   *
   * <pre>{@code
   * PylosSolver.Result result = table.solve(state);
   * result.verdict();    // WIN or LOSS; DRAW in a finished standard or mature table
   * result.plies();      // plies to the end with best play (the fastest win, the longest loss);
   *                      // a bound in a table whose refinement is not finished (see below)
   * result.isBound();    // false for an exact table (isExact())
   * result.bestMove();   // a move that keeps it; empty when the player cannot move
   * }</pre>
   *
   * <p>In a children's table and in a finished standard or mature one the plies are exact. In a
   * standard or mature table whose refinement is not finished (a file of version 2, or a
   * computation stopped) they are a bound ({@link PylosSolver.Result#isBound()}): the winner wins
   * within that many plies by playing the table's moves, whatever the loser does; a shorter win
   * may exist.
   *
   * @param state any position of the table's rule set (the ply limit and repetition options are
   *     ignored)
   * @return WIN, LOSS or DRAW, the plies, and a best move (for a draw, one that keeps the draw);
   *     {@link PylosSolver.Result#nodes()} is the number of moves looked up; UNKNOWN when the
   *     table is not finished and does not decide the position
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
    int[] buffer = new int[PylosEngine.MAX_MOVES];
    int value = PylosTableSolve.evaluate(engine, own, opponent, buffer, values);
    return result(engine, own, opponent, buffer, value, sweepsFinished, exact);
  }

  /**
   * Turns what {@link PylosTableSolve#evaluate} gave into a result: an undecided value is a draw in
   * a finished table and unknown in an unfinished one.
   */
  static PylosSolver.Result result(PylosEngine engine, long own, long opponent, int[] buffer, int value,
      boolean finished, boolean exact) {
    int plies = value & 0xFF;
    int move = value >> 8;
    PylosSolver.Verdict verdict;
    if (plies == PylosTableSolve.UNDECIDED) {
      if (!finished) {
        return new PylosSolver.Result(PylosSolver.Verdict.UNKNOWN, 0, Optional.empty(), 0);
      }
      verdict = PylosSolver.Verdict.DRAW;
      plies = 0;
    } else {
      verdict = (plies & 1) == 1 ? PylosSolver.Verdict.WIN : PylosSolver.Verdict.LOSS;
    }
    return new PylosSolver.Result(
        verdict,
        plies,
        move < 0 ? Optional.empty() : Optional.of(PylosEngines.move(buffer[move])),
        move < 0 ? 0 : engine.generate(own, opponent, buffer, 0),
        verdict != PylosSolver.Verdict.DRAW && !exact);
  }

  /**
   * Tells whether the stored distances are exact: always in a children's table (its layered
   * analysis solves each position once, from its moves' exact values); in a standard or mature
   * one once the refinement sweeps are finished. Otherwise they are bounds: the sweeps keep the
   * first distance a position is decided with, which the moves found later may better.
   *
   * <pre>{@code
   * PylosTable.open(Path.of("standard.pylos")).isExact();   // true once compute has finished
   * }</pre>
   *
   * @return true when {@link #solve} answers the distance with best play, not a bound
   */
  public boolean isExact() {
    return exact;
  }

  /**
   * Returns the refinement sweeps done on a standard or mature table.
   *
   * @return the refinement sweeps, the last of which lowered nothing in an exact table; 0 for a
   *     children's table and before the refinement
   */
  public int refinements() {
    return refinements;
  }

  /** Returns layer {@code n}'s stored bytes, one a position, read-only. */
  ByteBuffer layer(int n) {
    if (n < lowestLayer) {
      throw new IllegalArgumentException("layer " + n + " is not in the table " + this);
    }
    return layers[n].duplicate().clear();
  }

  /** The stored entries, for checks. */
  PylosTableSolve.Values values() {
    return values;
  }

  /**
   * Returns the rules the table solves.
   *
   * @return the rules of the table's rule set, with the default options
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
   * Tells whether the table answers every position: every layer solved (children's rules), or the
   * sweeps at their fixpoint (standard and mature). The distances of a standard or mature table
   * are exact only when its refinement is finished too ({@link #isExact()}).
   *
   * @return true when the table answers every position
   */
  public boolean isFinished() {
    return rules.ruleSet() == PylosRuleSet.CHILDREN ? lowestLayer == 0 : sweepsFinished;
  }

  /**
   * Returns the sweeps done by the computation of a standard or mature table.
   *
   * @return the sweeps, the last of which decided nothing in a finished table; 0 for a
   *     children's table, which is solved layer by layer
   */
  public int sweeps() {
    return sweeps;
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
    String done = rules.ruleSet() != PylosRuleSet.CHILDREN
        ? sweeps + " sweeps" + (sweepsFinished ? ", finished" : "")
            + (refinements > 0 ? ", " + refinements + " refinement sweeps" : "") + (exact ? ", exact" : "")
        : isFinished() ? "finished" : "layers " + lowestLayer + " to " + PylosTableIndex.TOP_LAYER;
    return "PylosTable[" + rules.ruleSet() + ", " + file + ", " + done + "]";
  }
}
