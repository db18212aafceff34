package io.github.boardrules.pikkpakk.intarsia.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaPuzzle;
import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The solver on random pairs: every solution solves, within the documented bound; shortest
 * solutions against a plain breadth-first search; and the playout fast path against core's.
 */
class IntarsiaSolverProperties {

  /** A random arrangement of {@code light} LIGHT balls, the TARGET and DARK balls. */
  private static Pattern shuffled(int light, SplittableRandom random) {
    char[] points = new char[Pattern.POINTS];
    for (int i = 0; i < points.length; i++) {
      points[i] = i == 0 ? 'R' : i <= light ? 'X' : 'o';
    }
    for (int i = points.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      char t = points[i];
      points[i] = points[j];
      points[j] = t;
    }
    StringBuilder text = new StringBuilder();
    for (int r = 0; r < 7; r++) {
      if (r > 0) {
        text.append('/');
      }
      text.append(points, r * 7, 7);
    }
    return Pattern.parse(text);
  }

  /** Pairs with the same counts: any number of LIGHT balls, 0 to 48, often 1 or 47. */
  private static final Gen<Pattern[]> PAIRS =
      random -> {
        SplittableRandom r = new SplittableRandom(random.nextLong());
        int light =
            r.nextInt(4) == 0 ? (r.nextBoolean() ? 1 : 47) : r.nextInt(Pattern.POINTS);
        return new Pattern[] {shuffled(light, r), shuffled(light, r)};
      };

  /** A pattern and a random scramble of it, of 0 to 4 rotations. */
  private static final Gen<Object[]> SCRAMBLES =
      random -> {
        SplittableRandom r = new SplittableRandom(random.nextLong());
        Pattern start = shuffled(r.nextInt(Pattern.POINTS), r);
        List<Rotation> scramble = new ArrayList<>();
        for (int k = r.nextInt(5); k > 0; k--) {
          scramble.add(Rotation.all().get(r.nextInt(Rotation.COUNT)));
        }
        return new Object[] {start, scramble};
      };

  @Test
  void theThreeCycleMethodTurnsEveryStartIntoItsGoalWithinTheBound() {
    // The method solve falls back on, which guarantees that every pair is solved.
    ForAll.values(
        "intarsia 3-cycle method",
        300,
        PAIRS,
        pair -> {
          List<Rotation> solution = IntarsiaSolver.threeCycleSolution(pair[0], pair[1]);
          assertThat(pair[0].rotated(solution)).isEqualTo(pair[1]);
          assertThat(solution.size()).isLessThanOrEqualTo(IntarsiaSolver.MAX_SOLUTION_LENGTH);
        });
  }

  @Test
  void solveTurnsNamedPatternsIntoRandomOnesAndBack() {
    ForAll.values(
        "intarsia solve from and to the named patterns",
        6,
        random -> new SplittableRandom(random.nextLong()),
        random -> {
          Pattern named =
              List.of(Pattern.spiral(), Pattern.chessboard(), Pattern.halves())
                  .get(random.nextInt(3));
          Pattern other = shuffled(24, random);
          // Random pairs are far apart: the exhaustive search proves a bound and the beam search
          // or the 3-cycle method solves. Smaller limits and beam here (solve's own are checked
          // on the booklet's puzzles in IntarsiaShortSolutionTest): the same paths, cheaper.
          for (Pattern[] pair : new Pattern[][] {{named, other}, {other, named}}) {
            IntarsiaSolution solution = IntarsiaSolver.solution(pair[0], pair[1], 20_000, 200_000, 2_000);
            assertThat(pair[0].rotated(solution.rotations())).isEqualTo(pair[1]);
            assertThat(solution.lowerBound()).isBetween(1, solution.rotations().size());
          }
        });
  }

  /** The distance by plain breadth-first search from {@code start}, up to {@code depth}. */
  private static Optional<Integer> plainDistance(Pattern start, Pattern goal, int depth) {
    Map<Pattern, Integer> seen = new HashMap<>();
    ArrayDeque<Pattern> queue = new ArrayDeque<>();
    seen.put(start, 0);
    queue.add(start);
    while (!queue.isEmpty()) {
      Pattern p = queue.poll();
      int d = seen.get(p);
      if (p.equals(goal)) {
        return Optional.of(d);
      }
      if (d == depth) {
        continue;
      }
      for (Rotation r : Rotation.all()) {
        Pattern q = p.rotated(r);
        if (!seen.containsKey(q)) {
          seen.put(q, d + 1);
          queue.add(q);
        }
      }
    }
    return Optional.empty();
  }

  @Test
  void shortestAgreesWithPlainBreadthFirstSearch() {
    ForAll.values(
        "intarsia shortest against plain BFS",
        40,
        SCRAMBLES,
        value -> {
          Pattern start = (Pattern) value[0];
          @SuppressWarnings("unchecked")
          List<Rotation> scramble = (List<Rotation>) value[1];
          Pattern goal = start.rotated(scramble);
          Optional<List<Rotation>> shortest = IntarsiaSolver.shortest(start, goal, 4);
          assertThat(shortest).isPresent();
          List<Rotation> solution = shortest.orElseThrow();
          assertThat(start.rotated(solution)).isEqualTo(goal);
          assertThat(solution.size()).isLessThanOrEqualTo(scramble.size());
          // The plain search to depth 3 finds the same distance, or none when the solution has 4.
          assertThat(plainDistance(start, goal, 3))
              .isEqualTo(solution.size() <= 3 ? Optional.of(solution.size()) : Optional.empty());
        });
  }

  @Test
  void theFastPlayoutPlaysTheSameGamesAsCore() {
    Pattern goal = Pattern.spiral().rotated(List.of(Rotation.parse("2<"), Rotation.parse("f^")));
    IntarsiaPuzzle exact = IntarsiaPuzzle.of(Pattern.spiral(), goal);
    IntarsiaPuzzle limited = exact.toBuilder()
        .drawOptions(DrawOptions.NONE.withPlyLimit(8)).build();
    Map<PlayoutResult, Integer> results = new EnumMap<>(PlayoutResult.class);
    for (long seed = 0; seed < 3000; seed++) {
      IntarsiaPuzzle puzzle = seed % 2 == 0 ? exact : limited;
      int cap = (int) (seed % 3) * 5; // 0, 5 or 10 rotations
      PlayoutResult plain =
          Playouts.playout(puzzle, puzzle.initialState(), new SplittableRandom(seed), cap);
      PlayoutResult fast = puzzle.randomPlayout(puzzle.initialState(), new SplittableRandom(seed), cap);
      assertThat(fast).as("seed %s, %s, cap %d", seed, puzzle, cap).isEqualTo(plain);
      results.merge(plain, 1, Integer::sum);
    }
    // Every kind of end occurs: solved, drawn by the limit (only with the option), cut at the cap.
    assertThat(results)
        .containsKeys(PlayoutResult.FIRST_WINS, PlayoutResult.DRAW, PlayoutResult.UNFINISHED);
  }
}
