package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.internal.Board;
import io.github.boardrules.pylos.internal.PylosEngine;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * Backward rounds of the refinement ({@link PylosTableRefine}): after a refinement sweep has
 * lowered some distances, only the positions with a move to a lowered one can lower next. A round
 * takes the positions lowered since the last round, writes their predecessors ({@link
 * PylosEngine#predecessors}: the engine's moves undone), evaluates each predecessor as the
 * sweeps do and lowers it when its moves give less; the positions it lowers are the next round's.
 * The rounds end when one lowers nothing.
 *
 * <p>Why it is safe: every value stays a bound at least the exact distance (each lowering is an
 * evaluation of the position's moves, as in a sweep), and a position whose value is not yet what
 * its moves give has a successor lowered after its last evaluation, so it is a predecessor of a
 * position some round lowered and is evaluated again. The values lowered while a round runs are
 * read at once by the other threads or not, which only changes how fast the rounds converge. A
 * full refinement sweep after the rounds that lowers nothing is the proof the table relies on
 * ({@link PylosTable#compute} runs one), so the table does not depend on the predecessors being
 * complete; {@code PylosPredecessorsProperties} checks that they are.
 *
 * <p>A sweep costs all 1.7 billion positions; a round costs the predecessors of what the last one
 * lowered, which falls about threefold a round: the rounds replace the long tail of sweeps that
 * each lower a few hundred thousand positions.
 */
final class PylosTableBackward {
  /** Receives each round's counts. */
  interface RoundDone {
    /**
     * Takes one round's counts.
     *
     * @param round the round, from 1
     * @param revisited the positions it evaluated: the predecessors of the positions lowered before
     * @param lowered of them, those whose distance it lowered
     */
    void accept(int round, long revisited, long lowered);
  }

  private final PylosEngine engine;
  private final PylosTableIndex index = PylosTableIndex.get();
  private final PylosTableRefine.Table table;
  private final int chunk;

  /** The positions lowered since the last round, as keys (set id and position in it). */
  private Keys lowered = new Keys();

  PylosTableBackward(Pylos rules, PylosTableRefine.Table table) {
    this(rules, table, CHUNK);
  }

  /** With {@code chunk} lowered positions a step of a round (tests use small ones). */
  PylosTableBackward(Pylos rules, PylosTableRefine.Table table, int chunk) {
    this.engine = PylosEngines.of(rules);
    this.table = table;
    this.chunk = chunk;
  }

  /** A position's key: its set id, then its place in the set (under 2^32: at most 40 million). */
  private static long key(int id, long at) {
    return (long) id << 32 | at;
  }

  /** Notes a position a refinement sweep lowered; called by one thread at a time. */
  void lowered(int id, int at) {
    lowered.add(key(id, at));
  }

  /** The positions noted as lowered and not yet taken by a round. */
  long pending() {
    return lowered.size;
  }

  /** Forgets the positions noted: a sweep lowered too many for rounds, and the next sweep visits all. */
  void forget() {
    lowered = new Keys();
  }

  /**
   * Runs rounds until one lowers nothing.
   *
   * @return the positions lowered in all the rounds
   */
  long run(ExecutorService pool, int threads, RoundDone done) throws InterruptedException {
    long total = 0;
    for (int round = 1; lowered.size > 0; round++) {
      Keys from = lowered;
      lowered = new Keys();
      long evaluated = 0;
      // In chunks, so that the predecessors listed at once stay a few hundred megabytes; a
      // position may then be evaluated in two chunks of a round, which only costs time.
      for (int chunkStart = 0; chunkStart < from.size; chunkStart += chunk) {
        evaluated += step(pool, threads, from, chunkStart, (int) Math.min(from.size, (long) chunkStart + chunk));
      }
      total += lowered.size;
      done.accept(round, evaluated, lowered.size);
    }
    return total;
  }

  /** The lowered positions whose predecessors one step of a round lists and evaluates at once. */
  static final int CHUNK = 1 << 19;

  /**
   * Evaluates the predecessors of the keys {@code from[start, end)}, lowers those whose moves give
   * less and adds them to the next round's list.
   *
   * @return the positions evaluated
   */
  private long step(ExecutorService pool, int threads, Keys from, int start, int end)
      throws InterruptedException {
    List<Keys> marked = inParallel(pool, threads, thread -> {
      long[] buffer = new long[PylosEngine.MAX_PREDECESSORS];
      Keys out = new Keys();
      for (int i = start + thread; i < end; i += threads) {
        int id = (int) (from.keys[i] >>> 32);
        long own = index.own(id, from.keys[i] & 0xFFFF_FFFFL);
        markPredecessors(own, index.set(id) & ~own, buffer, out);
      }
      return out;
    });
    long[] visit = Keys.sortedUnion(marked);
    List<Keys> loweredNow = inParallel(pool, threads, thread -> {
      int[] moves = new int[PylosEngine.MAX_MOVES];
      Keys out = new Keys();
      int first = (int) ((long) visit.length * thread / threads);
      int last = (int) ((long) visit.length * (thread + 1) / threads);
      for (int i = first; i < last; i++) {
        int id = (int) (visit[i] >>> 32);
        int at = (int) visit[i];
        if (!table.holds(id, at)) {
          continue;
        }
        int old = table.stored(id, at);
        // A win in 1 and a loss in 2 cannot be shorter; a draw stays a draw.
        if (old == PylosTableSolve.UNDECIDED || old <= 2) {
          continue;
        }
        long own = index.own(id, at);
        int now = PylosTableSolve.evaluate(engine, own, index.set(id) & ~own, moves, table) & 0xFF;
        if (now == old) {
          continue;
        }
        if (now == PylosTableSolve.UNDECIDED || now > old || ((now ^ old) & 1) != 0) {
          throw new IllegalStateException("set " + id + " position " + at + " stores " + old
              + " but its moves give " + (now == PylosTableSolve.UNDECIDED ? "no value" : now)
              + ": not a bound of a finished sweep table");
        }
        table.lower(id, at, now);
        out.add(visit[i]);
      }
      return out;
    });
    for (Keys keys : loweredNow) {
      for (int i = 0; i < keys.size; i++) {
        lowered.add(keys.keys[i]);
      }
    }
    return visit.length;
  }

  /** Adds to {@code out} the stored predecessors of the position with {@code own} to move. */
  private void markPredecessors(long own, long opponent, long[] buffer, Keys out) {
    if (Long.bitCount(own) > PylosTableIndex.MOST_ON_BOARD) {
      return;
    }
    int count = engine.predecessors(own, opponent, buffer, 0);
    for (int i = 0; i < count; i++) {
      long before = buffer[i];
      // The predecessor: the opponent's balls before, to move, against own; stored only when
      // both players have a ball in reserve.
      if (Long.bitCount(before) > PylosTableIndex.MOST_ON_BOARD) {
        continue;
      }
      int located = index.locate(before | own);
      int id = located >>> 3;
      long set = index.set(id);
      long canonical = Board.transformMask(located & 7, before);
      // A set the square's symmetries map onto itself stores each position once per image, and
      // the positions reading the lowered one may be any of them: all are predecessors.
      for (int symmetry = 0; symmetry < Board.SYMMETRIES; symmetry++) {
        if (symmetry == 0 || Board.transformMask(symmetry, set) == set) {
          out.add(key(id, index.rank(set, Board.transformMask(symmetry, canonical))));
        }
      }
    }
  }

  /** A growing list of position keys. */
  private static final class Keys {
    long[] keys = new long[1024];
    int size;

    void add(long key) {
      if (size == keys.length) {
        if (size == Integer.MAX_VALUE - 8) {
          throw new IllegalStateException("more than 2^31 positions in one backward round");
        }
        keys = Arrays.copyOf(keys, (int) Math.min(Integer.MAX_VALUE - 8, 2L * size));
      }
      keys[size++] = key;
    }

    /** Returns the keys of all the lists, sorted, each once. */
    static long[] sortedUnion(List<Keys> lists) {
      long all = 0;
      for (Keys keys : lists) {
        all += keys.size;
      }
      if (all > Integer.MAX_VALUE - 8) {
        throw new IllegalStateException("more than 2^31 predecessors in one backward round");
      }
      long[] union = new long[(int) all];
      int n = 0;
      for (Keys keys : lists) {
        System.arraycopy(keys.keys, 0, union, n, keys.size);
        n += keys.size;
      }
      Arrays.sort(union);
      int unique = 0;
      for (int i = 0; i < union.length; i++) {
        if (i == 0 || union[i] != union[i - 1]) {
          union[unique++] = union[i];
        }
      }
      return Arrays.copyOf(union, unique);
    }
  }

  /** A task of one of the threads, by its number. */
  private interface Part<T> {
    T run(int thread);
  }

  private static <T> List<T> inParallel(ExecutorService pool, int threads, Part<T> part)
      throws InterruptedException {
    List<Future<T>> futures = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      int thread = t;
      Callable<T> task = () -> part.run(thread);
      futures.add(pool.submit(task));
    }
    List<T> results = new ArrayList<>();
    for (Future<T> future : futures) {
      try {
        results.add(future.get());
      } catch (ExecutionException e) {
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException runtime) {
          throw runtime;
        }
        if (cause instanceof Error error) {
          throw error;
        }
        throw new IllegalStateException(cause);
      }
    }
    return results;
  }
}
