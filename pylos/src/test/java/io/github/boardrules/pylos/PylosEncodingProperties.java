package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.testkit.EncodingContract;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class PylosEncodingProperties {

  @SuppressWarnings("unchecked")
  private static ConfiguredGame<PylosState, PylosMove> game(String name) {
    return (ConfiguredGame<PylosState, PylosMove>) GameCatalog.load().game(name);
  }

  /** The observation leaves out the ply count and the history, as OpenSpiel's do. */
  @TestFactory
  Stream<DynamicTest> everyRuleSetKeepsTheEncodingContract() {
    return Stream.of(
            "pylos",
            "pylos(ruleSet=children)",
            "pylos(ruleSet=mature)",
            "pylos(raiseWithEmptyReserve=true,plyLimit=60)",
            "pylos(repetitionDraw=3)")
        .flatMap(name -> EncodingContract.of(game(name)).games(8).plyCap(120)
            .observedPart(s -> List.of(s.light(), s.dark(), s.toMove()))
            .tests());
  }

  @Test
  void everySetOfTakeBacksHasItsOwnNumber() {
    Set<Integer> numbers = new HashSet<>();
    numbers.add(PylosEncoding.takeBacks(0));
    for (int a = 0; a < 30; a++) {
      numbers.add(PylosEncoding.takeBacks(1L << a));
      for (int b = a + 1; b < 30; b++) {
        numbers.add(PylosEncoding.takeBacks(1L << a | 1L << b));
      }
    }
    assertThat(numbers).hasSize(PylosEncoding.TAKE_BACKS).allMatch(k -> k >= 0 && k < 466);
  }

  @Test
  void aMoveIsSourceSpotAndTakeBacks() {
    Pylos rules = Pylos.standard();
    ActionEncoding<PylosState, PylosMove> encoding = rules.encoding();
    assertThat(encoding.actionCount()).isEqualTo(31 * 30 * 466);
    // Placing on b2 (spot 5: row 1, column 1 of the base) from the reserve takes nothing back.
    PylosMove b2 = PylosMove.place(PylosSpots.parse("b2"));
    assertThat(encoding.index(rules.initialState(), b2)).isEqualTo(5 * 466);
    float[] planes = encoding.observation(rules.play(rules.initialState(), b2));
    // SECOND to move: the ball on b2 is the opponent's (plane 4, level 0).
    assertThat(planes[4 * 16 + 4 + 1]).isEqualTo(1f);
    assertThat(planes[4 + 1]).isZero();
    assertThat(planes[8 * 16]).as("own reserve").isEqualTo(1f);
    assertThat(planes[9 * 16]).as("opponent's reserve").isEqualTo(14 / 15f);
    assertThat(planes[10 * 16]).as("SECOND to move").isZero();
    assertThat(rules.toMove(rules.play(rules.initialState(), b2))).isEqualTo(Player.SECOND);
  }
}
