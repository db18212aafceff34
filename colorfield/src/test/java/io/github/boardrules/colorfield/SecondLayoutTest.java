package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.Status;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** A second layout, given as text (Boards.SMALL_LAYOUT, 5x5, castle c3), loads and plays. */
class SecondLayoutTest {
  private final ColorField rules = ColorField.of(ColorFieldLayout.parse(Boards.SMALL_LAYOUT));

  private List<String> legal(ColorFieldState state) {
    return rules.legalMoves(state).stream().map(Object::toString).collect(Collectors.toList());
  }

  @Test
  void theStartIsReadFromTheLayout() {
    ColorFieldState start = rules.initialState();
    assertThat(start.toString()).isEqualTo("gb.pg/...../...../...../GB.PG Rr F 0");
    assertThat(rules.layout().teamSize(Team.FULL)).isEqualTo(5);
    assertThat(rules.layout().isCastle(rules.layout().indexOf("c3"))).isTrue();
  }

  @Test
  void theStartingMovesFollowTheRules() {
    // Row 1 is G B Y P G and every FULL piece stands on its own colour, so none may step to another
    // square of its colour: b1 (B) not to c2 (B), d1 (P) not to e2 (P), e1 (G) not to d2 (G); a1
    // (G) has no free green neighbour (a2 Y, b2 P). The gate c0 touches b1 c1 d1; only c1 is free.
    assertThat(legal(rules.initialState())).containsExactly(
        "a1-a2", "a1-b2",
        "b1-c1", "b1-a2", "b1-b2",
        "d1-c1", "d1-c2", "d1-d2",
        "e1-e2",
        "c0-c1");
  }

  @Test
  void theRedPieceWalksToTheCastleAndWins() {
    String[] moves = {"c0-c1", "a5-a4", "c1-c2", "a4-a3", "c2-c3"};
    ColorFieldState state = rules.initialState();
    for (String move : moves) {
      state = rules.play(state, rules.notation().parse(move));
    }
    Status status = rules.status(state);
    assertThat(status.termination()).contains(ColorFieldTermination.CASTLE_REACHED);
    assertThat(status.description()).isEqualTo("FULL brought a RED piece onto the castle at c3");
  }

  @Test
  void randomGamesOnItEndByAWin() {
    // No draw option: the rules set no bound, and random games end by a win well before a cap
    // of 1,000 plies.
    assertThat(rules.plyBound()).isEmpty();
    for (long seed = 0; seed < 20; seed++) {
      ColorFieldState end =
          Playouts.playRandomly(rules, rules.initialState(), new SplittableRandom(seed), 1_000);
      assertThat(rules.status(end).winner()).as("seed %d", seed).isPresent();
      assertThat(end.plies()).isLessThan(1_000);
    }
  }
}
