package io.github.boardrules.pikkpakk.intarsia;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.pikkpakk.GuideOutput;
import io.github.boardrules.pikkpakk.intarsia.solve.IntarsiaSolution;
import io.github.boardrules.pikkpakk.intarsia.solve.IntarsiaSolver;
import java.io.IOException;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The intarsia code of the guide page runs here and does what the page says
 * (DocumentationSnippetsTest in examples checks that the page shows exactly this code). The
 * optima are the proven ones of the guide (12 and 17); a two-rotation scramble is undone in two.
 */
class IntarsiaGuideTest {
  static void play() {
    // snippet:intarsia-play
    IntarsiaPuzzle puzzle = IntarsiaPuzzle.of(Pattern.chessboard(), Pattern.halves());
    IntarsiaState state = puzzle.play(puzzle.initialState(), puzzle.notation().parse("4>"));
    state = puzzle.play(state, Rotation.parse("4<"));             // back to the chessboard

    // the solver is in io.github.boardrules.pikkpakk.intarsia.solve
    List<Rotation> solution = IntarsiaSolver.solve(puzzle.start(), puzzle.goal());
    for (Rotation r : solution) {
      state = puzzle.play(state, r);
    }
    System.out.println(solution.size() + " rotations; " + puzzle.status(state));

    Pattern scrambled = Pattern.halves().rotated(List.of(Rotation.parse("3>"), Rotation.parse("dv")));
    System.out.println(IntarsiaSolver.shortest(scrambled, Pattern.halves(), 8).orElseThrow().size());
    // end-snippet
  }

  static IntarsiaSolution solution() {
    // snippet:intarsia-solution
    IntarsiaSolution s = IntarsiaSolver.solution(Pattern.spiral(), Pattern.chessboard());
    System.out.println(s.rotations().size() + " rotations, proven shortest: " + s.isProvenShortest());
    // end-snippet
    return s;
  }

  static List<IntarsiaPuzzle> options() {
    // snippet:intarsia-options
    IntarsiaPuzzle limited = IntarsiaPuzzle.builder(Pattern.spiral(), Pattern.chessboard())
        .drawOptions(DrawOptions.NONE.withPlyLimit(2_000)).build();
    IntarsiaPuzzle exact = limited.toBuilder().drawOptions(DrawOptions.NONE).build();   // IntarsiaPuzzle.standard()
    // end-snippet
    return List.of(limited, exact);
  }

  @Test
  void theTableAnswersChessboardToHalvesInItsOptimum() throws IOException {
    String out = GuideOutput.of(IntarsiaGuideTest::play);
    String[] lines = out.split("\n");
    // 17 is the proven optimum of chessboard to halves; the solution reaches the goal.
    assertThat(lines[0]).startsWith("17 rotations; win for FIRST");
    // 3> then dv is undone by d^ then 3<, and no single rotation does both.
    assertThat(lines[1]).isEqualTo("2");
    assertThat(GuideOutput.page(GuideOutput.INTARSIA_GUIDE)).contains(out.strip());
  }

  @Test
  void spiralToChessboardIsSolvedInTheProvenTwelve() throws IOException {
    String[] made = new String[1];
    IntarsiaSolution[] s = new IntarsiaSolution[1];
    made[0] = GuideOutput.of(() -> s[0] = solution());
    assertThat(made[0].strip()).isEqualTo("12 rotations, proven shortest: true");
    assertThat(Pattern.spiral().rotated(s[0].rotations())).isEqualTo(Pattern.chessboard());
    assertThat(GuideOutput.page(GuideOutput.INTARSIA_GUIDE)).contains(made[0].strip());
  }

  @Test
  void thePlyLimitIsTheOnlyOption() {
    List<IntarsiaPuzzle> made = options();
    assertThat(made.get(0).plyBound()).isEqualTo(OptionalInt.of(2_000));
    assertThat(made.get(1)).isEqualTo(IntarsiaPuzzle.standard());
    assertThat(made.get(1).plyBound()).isEmpty();
  }

  @Test
  void differentBallCountsAreRefusedWithTheCounts() {
    Pattern allLight = Pattern.parse("XXXXXXX/XXXXXXX/XXXXXXX/XXXRXXX/XXXXXXX/XXXXXXX/XXXXXXX");
    assertThatThrownBy(() -> IntarsiaPuzzle.of(allLight, Pattern.chessboard()))
        .isInstanceOf(UnsolvablePuzzleException.class)
        .hasMessageContaining("48").hasMessageContaining("24");
  }
}
