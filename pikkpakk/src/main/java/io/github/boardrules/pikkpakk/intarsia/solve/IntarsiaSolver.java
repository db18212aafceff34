package io.github.boardrules.pikkpakk.intarsia.solve;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.UnsolvablePuzzleException;
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Solves intarsia puzzles: finds rotations that turn a start pattern into a goal pattern.
 *
 * <ul>
 *   <li>{@link #solve} solves <em>every</em> pair with the same ball counts within seconds, and
 *       {@link #solution} says whether its answer is proven shortest. A pair within {@value
 *       #QUICK_DEPTH} rotations is answered by breadth-first search from both ends (about 0.1 s
 *       at most). Otherwise an exhaustive search,
 *       IDA* with an admissible line bound ({@code LineBound}) towards every pattern within 6
 *       rotations of one end (stored once for each class of the symmetries of the square that keep
 *       that end: the chessboard's 8 make its 6 rotations 6.2 million patterns), up to {@value
 *       #SEARCH_NODES} patterns made (a few CPU seconds, about 0.2 GB of heap); what it finds is
 *       shortest, as the booklet's spiral to chessboard, 12 rotations either way, and pairs of
 *       random patterns up to about 11 rotations apart. (The booklet's halves puzzles come from a
 *       table of their optima, which longer runs of the same search proved: chessboard to halves
 *       17, spiral to halves 19; a pattern along one of these solutions, towards either end, gets
 *       the rest of it, proven shortest too.) Otherwise
 *       the shorter of two beam searches, from the start and from the goal (20,000 patterns a
 *       level, nearest the other end by the number of wrong points), proven shortest only when
 *       the exhaustive search got as far as one less; and should both fail within 60 rotations,
 *       the constructive 3-cycle method below, at most {@value #MAX_SOLUTION_LENGTH} rotations;
 *   <li>{@link #shortest} finds a provably shortest solution when one has at most {@code maxDepth}
 *       rotations, by breadth-first search from both ends. Searching a whole depth (when no
 *       solution is that short) takes about 0.2 seconds to depth 8, 1 to 5 seconds to depth 10, 4
 *       seconds and 0.3 GB to depth 11 and 30 seconds and 1.3 GB of heap to depth 12, the most
 *       ({@value #MAX_SHORTEST_DEPTH}); a search stops at the first depth with a solution.
 * </ul>
 *
 * <p><b>Decision (library) — the solver's guarantees:</b> {@link #solve} and {@link #solution}
 * return the same rotations, within seconds, always a solution (at most {@value
 * #MAX_SOLUTION_LENGTH} rotations); it is proven shortest whenever the exhaustive search finds it
 * within its limit of {@value #SEARCH_NODES} patterns made, or when the puzzle is one of the
 * booklet's whose optimum a longer run proved (chessboard to halves, 17 rotations either way,
 * and spiral to halves, 19, from a table), and {@link #solution} says so, with the proven lower
 * bound otherwise. The limits are counts, not times, so a pair gets the same answer on every
 * machine. {@link #shortest} is always shortest, up to its {@code maxDepth}.
 *
 * <p>A pair with different ball counts is refused with an {@link UnsolvablePuzzleException}
 * naming the kind of ball and both counts; no other pair is unsolvable.
 *
 * <pre>{@code
 * List<Rotation> solution = IntarsiaSolver.solve(Pattern.spiral(), Pattern.chessboard());
 * Pattern.spiral().rotated(solution);      // the chessboard
 * Pattern scrambled =
 *     Pattern.halves().rotated(List.of(Rotation.parse("3>"), Rotation.parse("dv")));
 * IntarsiaSolver.shortest(scrambled, Pattern.halves(), 8);   // Optional[[d^, 3<]]
 * }</pre>
 *
 * <h2>The 3-cycle method, and why {@code solve} always succeeds</h2>
 *
 * <p>Each rotation moves the 7 balls of a line in a 7-cycle, an even permutation; on a 7x7 torus
 * the rotations generate every even permutation of the 49 points (the alternating group). A
 * commutator of the middle row and the middle column, {@code 4> d^ 4< dv}, cycles three points and
 * keeps the rest; moved there first by a shortest <em>setup</em> and back after it, any three
 * points can be cycled the same way (a table of shortest setups for all 49·48·47 triples is built
 * once, on first use, by breadth-first search; no setup is longer than 12 rotations, so no 3-cycle
 * is longer than 28). The solver then repeats, greedily: among the points not yet <em>fixed</em>,
 * it takes the 3-cycle that gives a wrong point {@code t} a ball of its colour from another free
 * point and costs the fewest rotations per point it puts right (the other two points of the cycle
 * may come right too), plays it, and fixes {@code t} for good. When two free points are left they
 * are right or swapped, an odd permutation; as some colour occurs at least twice (48 balls share
 * two colours), one or two 3-cycles through a fixed point of a suitable colour finish. That is at
 * most 47 + 2 = 49 3-cycles, hence the bound {@value #MAX_SOLUTION_LENGTH} = 49 × 28. Finally
 * consecutive turns of one line are added up, and any stretch that returns to an earlier pattern
 * is cut out, so that the solution reaches the goal only at its end. It is not shortest.
 *
 * <p>Static methods only; thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class IntarsiaSolver {
  /** The longest solution {@link #solve} returns: 49 3-cycles of at most 28 rotations. */
  public static final int MAX_SOLUTION_LENGTH = 49 * 28;

  /** The largest {@code maxDepth} {@link #shortest} accepts. */
  public static final int MAX_SHORTEST_DEPTH = 12;

  /** The deepest perimeter {@link #solve}'s exhaustive search stores around one end. */
  static final int PERIMETER_DEPTH = 6;

  /**
   * The most patterns the perimeter stores (one a symmetry class; about 130 MB of heap): the
   * chessboard's 6 rotations deep, 6.2 million; an end with fewer symmetries gets depth 5 or 6.
   */
  static final int PERIMETER_PATTERNS = 7_000_000;

  /** The distance up to which {@link #solve} first tries breadth-first search (about 0.1 s). */
  static final int QUICK_DEPTH = 8;

  /** The patterns {@link #solve}'s exhaustive search may visit, a few CPU seconds. */
  static final long SEARCH_NODES = 30_000_000L;

  /** The longest solution the exhaustive search looks for (it stops at its pattern limit first). */
  static final int SEARCH_LENGTH = 40;

  /** The patterns each level of {@link #solve}'s beam search keeps. */
  static final int BEAM_WIDTH = 20_000;

  /** The most rotations {@link #solve}'s beam search tries before the 3-cycle method takes over. */
  static final int BEAM_DEPTH = 60;

  /**
   * A booklet puzzle's solution that the exhaustive search does not reach within its limit, with
   * the lower bound a longer run of that search proved (module README, "Performance": every
   * shorter length exhausted); proven shortest when the two meet, as they do for both.
   */
  record BookletSolution(Pattern start, Pattern goal, List<Rotation> solution, int lowerBound) {
    /**
     * The rest of this solution from {@code from}, one of its patterns, to either of its ends, or
     * null. A part of a way is as short as any when the whole way is: a pattern {@code i}
     * rotations along is at least {@code lowerBound - i} from the goal (else the whole could be
     * shorter), and at least {@code lowerBound - (n - i)} back from the start.
     */
    @Nullable IntarsiaSolution along(Pattern from, Pattern to) {
      int n = solution.size();
      int i = 0;
      Pattern pattern = start;
      while (!pattern.equals(from)) {
        if (i == n) {
          return null;
        }
        pattern = pattern.rotated(solution.get(i++));
      }
      if (to.equals(goal)) {
        return new IntarsiaSolution(solution.subList(i, n), Math.max(0, lowerBound - i));
      }
      if (to.equals(start)) {
        List<Rotation> undone = new ArrayList<>(i);
        for (int j = i - 1; j >= 0; j--) {
          undone.add(solution.get(j).inverse());
        }
        return new IntarsiaSolution(undone, Math.max(0, lowerBound - (n - i)));
      }
      return null;
    }
  }

  /** The booklet solutions {@link #solution} returns as they are (or undone, for the way back). */
  static final List<BookletSolution> BOOKLET_SOLUTIONS = List.of(
      // Found by a beam search 60,000 wide; none of 16 or fewer (exhaustive runs, the first
      // before the flow bound, 33 minutes; with it, 9 s, and it found this same solution).
      new BookletSolution(Pattern.chessboard(), Pattern.halves(),
          rotations("1> cv f^ 6< 7> 7> a^ 3> 3> 5> 5> 5> f^ 3> 3> cv 7>"), 17),
      // Found by the exhaustive search with its bound inflated 1.4 times; none of 18 or fewer
      // (the exhaustive search with the flow bound, 137 s, IntarsiaOptimumTool).
      new BookletSolution(Pattern.spiral(), Pattern.halves(),
          rotations("1> 6< bv gv 6< gv 3> bv 6< 7> ev 1> 6< gv 1> 1> 3> 3> 3>"), 19));

  private static List<Rotation> rotations(String text) {
    List<Rotation> list = new ArrayList<>();
    for (String move : text.split(" ")) {
      list.add(Rotation.parse(move));
    }
    return List.copyOf(list);
  }

  private static final RecentSolutions RECENT = new RecentSolutions();

  private static final int LIGHT = 0;
  private static final int DARK = 1;
  private static final int TARGET = 2;

  private IntarsiaSolver() {}

  /**
   * Returns rotations that turn {@code start} into {@code goal}: {@code start.rotated(solution)}
   * equals {@code goal}. The solution has at most {@value #MAX_SOLUTION_LENGTH} rotations and is
   * empty when the patterns are equal. It is a shortest one whenever the exhaustive search finds
   * it within its limit; {@link #solution} gives the same rotations and says whether they are
   * proven shortest.
   *
   * @param start the start pattern
   * @param goal the goal pattern
   * @return the rotations, in order, an unmodifiable list
   * @throws UnsolvablePuzzleException if the patterns have different ball counts, naming the kind
   *     and both counts
   */
  public static List<Rotation> solve(Pattern start, Pattern goal) {
    return solution(start, goal).rotations();
  }

  /**
   * Returns {@link #solve}'s solution with its proven lower bound: {@link
   * IntarsiaSolution#isProvenShortest()} tells whether no solution is shorter. The booklet's
   * halves puzzles, and patterns along their solutions, come from a table, proven shortest; a pair
   * within {@value #QUICK_DEPTH} rotations from breadth-first search, proven shortest. Otherwise
   * an exhaustive search (IDA* towards every pattern within 6 rotations of one end, see the class
   * comment)
   * looks for a shortest solution, up to {@value #SEARCH_NODES} patterns made (a few CPU seconds);
   * what it finds is shortest. Otherwise the shorter answer of the beam searches is returned, with
   * the length up to which the exhaustive search proved that there is none as its bound; it is
   * proven shortest when that bound meets its length. The last {@value RecentSolutions#SIZE}
   * puzzles solved are remembered: asked again (a new game of the same puzzle, its hint and its
   * top level), the solver answers at once with the same solution.
   *
   * @param start the start pattern
   * @param goal the goal pattern
   * @return the solution and its lower bound
   * @throws UnsolvablePuzzleException if the patterns have different ball counts, naming the kind
   *     and both counts
   */
  public static IntarsiaSolution solution(Pattern start, Pattern goal) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(goal, "goal");
    return RECENT.get(Codes.of(start), Codes.of(goal),
        () -> solution(start, goal, PERIMETER_PATTERNS, SEARCH_NODES, BEAM_WIDTH));
  }

  /** {@link #solution} with other limits on the exhaustive search, for tests. */
  static IntarsiaSolution solution(
      Pattern start, Pattern goal, int perimeterPatterns, long searchNodes, int beamWidth) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(goal, "goal");
    requireSameCounts(start, goal);
    long from = Codes.of(start);
    long to = Codes.of(goal);
    if (from == to) {
      return new IntarsiaSolution(List.of(), 0);
    }
    for (BookletSolution known : BOOKLET_SOLUTIONS) {
      IntarsiaSolution rest = known.along(start, goal);
      if (rest != null) {
        return rest;
      }
    }
    // A pair within QUICK_DEPTH rotations is answered by breadth-first search from both ends, in
    // about 0.1 s at most, before any perimeter is built (the chessboard's takes seconds).
    int[] near = BidirectionalSearch.shortest(from, to, QUICK_DEPTH);
    if (near != null) {
      return new IntarsiaSolution(rotationsOf(near), near.length);
    }
    // Distances are the same both ways: search towards the end whose perimeter grows slower (the
    // patterns within its first 3 rotations, each symmetry class counted with all its images),
    // as lines of one colour make it. Symmetries make a perimeter smaller to store but no cheaper
    // to reach into (a look-up takes one image a symmetry): counted by classes, the chessboard
    // (8 symmetries) would be preferred to the spiral (2), where the spiral's perimeter took 1.8 s
    // and the chessboard's 5 to 6 (module README, "Performance").
    boolean backwards = patternsAround(from) < patternsAround(to);
    Perimeter perimeter = Perimeter.within(backwards ? from : to, PERIMETER_DEPTH, perimeterPatterns);
    OptimalSearch.Result exact = OptimalSearch.shortest(backwards ? to : from, perimeter,
        new LineBound(backwards ? from : to), SEARCH_LENGTH, searchNodes);
    int[] best = exact.path == null ? null : backwards ? inverse(exact.path) : exact.path;
    // The breadth-first search above proved the distance above QUICK_DEPTH already.
    int lowerBound = Math.max(exact.noneUpTo, QUICK_DEPTH) + 1;
    if (best == null) {
      best = shorter(BeamSearch.solve(from, to, beamWidth, BEAM_DEPTH),
          inverse(BeamSearch.solve(to, from, beamWidth, BEAM_DEPTH)));
    }
    if (best == null) {
      List<Rotation> constructed = threeCycleSolution(start, goal);
      return new IntarsiaSolution(constructed, lowerBound);
    }
    List<Rotation> solution = rotationsOf(best);
    if (!start.rotated(solution).equals(goal) || lowerBound > solution.size()) {
      throw new IllegalStateException(
          "The solver failed on " + start + " -> " + goal + "; please report this");
    }
    return new IntarsiaSolution(solution, lowerBound);
  }

  /** The patterns within 3 rotations of {@code end}: its perimeter's classes times its symmetries. */
  private static long patternsAround(long end) {
    Perimeter near = Perimeter.around(end, 3);
    return (long) near.size() * near.symmetries();
  }

  /** The shorter of two paths, either of which may be missing. */
  private static int @Nullable [] shorter(int @Nullable [] a, int @Nullable [] b) {
    if (a == null) {
      return b;
    }
    return b == null || a.length <= b.length ? a : b;
  }

  /** The path that undoes {@code path}: its rotations reversed, each turned the other way. */
  private static int @Nullable [] inverse(int @Nullable [] path) {
    if (path == null) {
      return null;
    }
    int[] inverse = new int[path.length];
    for (int i = 0; i < path.length; i++) {
      inverse[path.length - 1 - i] = path[i] ^ 1; // a line's two directions are indices 2k and 2k + 1
    }
    return inverse;
  }

  /** The 3-cycle solution: always found, at most {@value #MAX_SOLUTION_LENGTH} rotations. */
  static List<Rotation> threeCycleSolution(Pattern start, Pattern goal) {
    long current = Codes.of(start);
    long target = Codes.of(goal);
    int[] moves = new int[MAX_SOLUTION_LENGTH];
    int size = 0;
    boolean[] fixed = new boolean[Pattern.POINTS];
    int[] want = colours(target);
    for (int free = Pattern.POINTS; free >= 3 && current != target; free--) {
      int[] have = colours(current);
      // The 3-cycle s -> t -> u -> s that brings the wrong point t a ball of its colour and costs
      // the fewest rotations per point it puts right (u and s may be put right too, or wrong).
      int bestS = -1;
      int bestT = -1;
      int bestU = -1;
      int bestLength = 1;
      int bestGain = 0;
      for (int t = 0; t < Pattern.POINTS; t++) {
        if (fixed[t] || have[t] == want[t]) {
          continue;
        }
        for (int s = 0; s < Pattern.POINTS; s++) {
          if (fixed[s] || s == t || have[s] != want[t]) {
            continue;
          }
          for (int u = 0; u < Pattern.POINTS; u++) {
            if (fixed[u] || u == t || u == s) {
              continue;
            }
            int wrongBefore = 1 + (have[s] != want[s] ? 1 : 0) + (have[u] != want[u] ? 1 : 0);
            int wrongAfter = (have[u] != want[s] ? 1 : 0) + (have[t] != want[u] ? 1 : 0);
            int gain = Math.max(1, wrongBefore - wrongAfter);
            int length = ThreeCycles.length(s, t, u);
            if (bestT < 0 || length * bestGain < bestLength * gain) {
              bestS = s;
              bestT = t;
              bestU = u;
              bestLength = length;
              bestGain = gain;
            }
          }
        }
      }
      int end = ThreeCycles.append(bestS, bestT, bestU, moves, size);
      current = play(current, moves, size, end);
      size = end;
      fixed[bestT] = true;
    }
    // Only the last two free points can still be wrong, swapped; at most two 3-cycles remain.
    for (int round = 0; round < 2 && current != target; round++) {
      int end = finishSwap(current, target, moves, size);
      current = play(current, moves, size, end);
      size = end;
    }
    List<Rotation> solution = MoveSequence.shorten(Codes.of(start), moves, size);
    if (current != target || !start.rotated(solution).equals(goal)) {
      throw new IllegalStateException(
          "The solver failed on " + start + " -> " + goal + "; please report this");
    }
    return solution;
  }

  /**
   * Appends a 3-cycle for the two wrong points {@code t} and {@code s}, which hold each other's
   * colours, through a third point {@code u}, and returns the new size. When a colour of the pair
   * occurs elsewhere in the goal, one 3-cycle fixes both; when both colours are unique, the 3-cycle
   * brings in a ball of a repeated colour, leaving a pair that the next call fixes.
   */
  private static int finishSwap(long current, long target, int[] moves, int size) {
    int t = -1;
    int s = -1;
    for (int p = 0; p < Pattern.POINTS; p++) {
      if (colour(current, p) != colour(target, p)) {
        if (t < 0) {
          t = p;
        } else {
          s = p;
        }
      }
    }
    int bestLength = Integer.MAX_VALUE;
    int[] best = new int[3];
    for (int u = 0; u < Pattern.POINTS; u++) {
      if (u == t || u == s) {
        continue;
      }
      int goalColour = colour(target, u);
      // s -> t -> u -> s: u receives t's ball, which has s's goal colour.
      if (goalColour == colour(current, t) && ThreeCycles.length(s, t, u) < bestLength) {
        bestLength = ThreeCycles.length(s, t, u);
        best = new int[] {s, t, u};
      }
      // t -> s -> u -> t: u receives s's ball, which has t's goal colour.
      if (goalColour == colour(current, s) && ThreeCycles.length(t, s, u) < bestLength) {
        bestLength = ThreeCycles.length(t, s, u);
        best = new int[] {t, s, u};
      }
    }
    if (bestLength == Integer.MAX_VALUE) {
      // Both colours are unique: bring t its ball from s, and s a ball of a repeated colour.
      int a = -1;
      for (int u = 0; u < Pattern.POINTS && a < 0; u++) {
        if (u != t && u != s && occurrences(target, colour(target, u)) >= 2) {
          a = u;
        }
      }
      best = new int[] {s, t, a};
    }
    return ThreeCycles.append(best[0], best[1], best[2], moves, size);
  }

  /**
   * Returns a shortest sequence of rotations that turns {@code start} into {@code goal}, if one has
   * at most {@code maxDepth} rotations. Among several shortest ones it returns one. The cost of the
   * breadth-first search from both ends grows steeply with the depth: about 0.2 seconds to depth
   * 8, 4 seconds and 0.3 GB to depth 11, 30 seconds and 1.3 GB of heap to depth 12. An empty
   * answer proves that every solution is longer than {@code maxDepth}. For the booklet's puzzles
   * it gives spiral to chessboard (either way) in 12 rotations, which is therefore the optimum;
   * spiral to halves and chessboard to halves have no solution of 13 or fewer (a longer search,
   * measured in the module's README).
   *
   * <pre>{@code
   * Pattern start = Pattern.halves().rotated(List.of(Rotation.parse("3>"), Rotation.parse("cv")));
   * IntarsiaSolver.shortest(start, Pattern.halves(), 12);   // two rotations, such as [c^, 3<]
   * }</pre>
   *
   * @param start the start pattern
   * @param goal the goal pattern
   * @param maxDepth the longest solution to look for, 0 to {@value #MAX_SHORTEST_DEPTH}
   * @return a shortest solution (empty for equal patterns), or empty when every solution is longer
   *     than {@code maxDepth}
   * @throws UnsolvablePuzzleException if the patterns have different ball counts, naming the kind
   *     and both counts
   * @throws IllegalArgumentException if {@code maxDepth} is not 0 to {@value #MAX_SHORTEST_DEPTH}
   */
  public static Optional<List<Rotation>> shortest(Pattern start, Pattern goal, int maxDepth) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(goal, "goal");
    if (maxDepth < 0 || maxDepth > MAX_SHORTEST_DEPTH) {
      throw new IllegalArgumentException(
          "maxDepth " + maxDepth + " is not 0 to " + MAX_SHORTEST_DEPTH
              + ": the search's cost grows steeply with the depth");
    }
    requireSameCounts(start, goal);
    int[] path = BidirectionalSearch.shortest(Codes.of(start), Codes.of(goal), maxDepth);
    return path == null ? Optional.empty() : Optional.of(rotationsOf(path));
  }

  /**
   * Throws the puzzle's exception for two patterns whose ball counts differ, as {@code
   * IntarsiaPuzzle.of} does: rotations never change them.
   */
  private static void requireSameCounts(Pattern start, Pattern goal) {
    for (Ball kind : new Ball[] {Ball.LIGHT, Ball.DARK}) {
      if (start.count(kind) != goal.count(kind)) {
        throw new UnsolvablePuzzleException(kind, start.count(kind), goal.count(kind));
      }
    }
  }

  /** The rotations of a path of rotation indices, an unmodifiable list. */
  static List<Rotation> rotationsOf(int[] path) {
    List<Rotation> solution = new ArrayList<>(path.length);
    for (int move : path) {
      solution.add(Codes.rotation(move));
    }
    return Collections.unmodifiableList(solution);
  }

  private static long play(long code, int[] moves, int from, int to) {
    long c = code;
    for (int i = from; i < to; i++) {
      c = IntarsiaEngine.rotate(c, moves[i]);
    }
    return c;
  }

  private static int colour(long code, int point) {
    if (IntarsiaEngine.target(code) == point) {
      return TARGET;
    }
    return (code >>> point & 1) != 0 ? LIGHT : DARK;
  }

  private static int[] colours(long code) {
    int[] colours = new int[Pattern.POINTS];
    for (int p = 0; p < Pattern.POINTS; p++) {
      colours[p] = colour(code, p);
    }
    return colours;
  }

  private static int occurrences(long code, int colour) {
    int count = 0;
    for (int p = 0; p < Pattern.POINTS; p++) {
      count += colour(code, p) == colour ? 1 : 0;
    }
    return count;
  }
}
