package io.github.boardrules.pikkpakk.intarsia.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The independent checker ({@link IntarsiaIndependentCheck}, a tool) and the library agree: on
 * scrambles of the booklet's patterns by up to 5 rotations its distance is the library's
 * breadth-first one, and it reads the library's pattern texts.
 */
class IntarsiaIndependentCheckTest {
  private static final Gen<Pattern[]> SCRAMBLES =
      random -> {
        SplittableRandom r = new SplittableRandom(random.nextLong());
        Pattern[] named = {Pattern.spiral(), Pattern.chessboard(), Pattern.halves()};
        Pattern goal = named[r.nextInt(named.length)];
        List<Rotation> scramble = new ArrayList<>();
        for (int k = r.nextInt(6); k > 0; k--) {
          scramble.add(Rotation.all().get(r.nextInt(Rotation.COUNT)));
        }
        return new Pattern[] {goal.rotated(scramble), goal};
      };

  @Test
  void itsDistancesAreTheLibrarysBreadthFirstOnes() {
    ForAll.values("intarsia independent check", 60, SCRAMBLES,
        pair -> {
          int[] path = BidirectionalSearch.shortest(Codes.of(pair[0]), Codes.of(pair[1]), 5);
          assertThat(path).isNotNull();
          IntarsiaIndependentCheck check =
              new IntarsiaIndependentCheck(IntarsiaIndependentCheck.parse(pair[1].toString()), 2);
          byte[] start = IntarsiaIndependentCheck.parse(pair[0].toString());
          assertThat(check.bound(start)).isLessThanOrEqualTo(path.length);
          assertThat(check.distance(start, 6, false)).isEqualTo(path.length);
        });
  }

  @Test
  void itsRotationsAreTheLibrarysUpToNumbering() {
    // The checker's 28 rotations are the library's: the spiral's 28 images agree, as multisets.
    byte[] spiral = IntarsiaIndependentCheck.parse(Pattern.spiral().toString());
    List<String> library = new ArrayList<>();
    for (Rotation rotation : Rotation.all()) {
      library.add(Pattern.spiral().rotated(List.of(rotation)).toString());
    }
    List<String> checker = new ArrayList<>();
    for (int m = 0; m < 28; m++) {
      byte[] turned = new byte[49];
      IntarsiaIndependentCheck.turn(spiral, turned, m);
      checker.add(text(turned));
    }
    assertThat(checker).containsExactlyInAnyOrderElementsOf(library);
  }

  private static String text(byte[] b) {
    StringBuilder out = new StringBuilder();
    for (int r = 6; r >= 0; r--) {
      for (int c = 0; c < 7; c++) {
        out.append(b[r * 7 + c] == 0 ? 'X' : b[r * 7 + c] == 1 ? 'o' : 'R');
      }
      out.append(r > 0 ? "/" : "");
    }
    return out.toString();
  }
}
