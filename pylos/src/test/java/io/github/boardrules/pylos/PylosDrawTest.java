package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.catalog.GameCatalog;
import org.junit.jupiter.api.Test;

/** The rules know no draw: the ply limit and repetition draws are options, off by default. */
class PylosDrawTest {
  // LIGHT a1, b1, a2 and DARK c3, d3, c4: b2 and d4 each complete a square of the mover.
  private static final String CYCLE = "..D./..DD/L.../LL.. .../.../... ../.. .";

  private static PylosState play(Pylos rules, PylosState state, String... moves) {
    PylosState s = state;
    for (String move : moves) {
      s = rules.play(s, rules.notation().parse(move));
    }
    return s;
  }

  @Test
  void theOptionsAreOffByDefaultAndNoPlyCountEndsTheGame() {
    Pylos rules = Pylos.standard();
    assertThat(rules.drawOptions().plyLimit()).isEmpty();
    assertThat(rules.drawOptions().repetitionDraw()).isEmpty();
    assertThat(rules.plyBound()).isEmpty();
    PylosState state = rules.positions().decode("L.../..../..../...D .../.../... ../.. . L 1000000");
    assertThat(rules.status(state).isOngoing()).isTrue();
    // Placements on the 14 empty base spots; no square can be completed, no ball raised.
    assertThat(rules.legalMoves(state)).hasSize(14);
    // Without repetition detection, going round the cycle is just more plies.
    PylosState cycled = play(rules, rules.state(CYCLE, Player.FIRST), "b2xb2", "d4xd4", "b2xb2",
        "d4xd4");
    assertThat(rules.status(cycled).isOngoing()).isTrue();
    assertThat(cycled.plies()).isEqualTo(4);
  }

  @Test
  void theSquareAndTakeBackLoopGoesOnPastPly1000() {
    // The case: 998 plies of the loop, then b2xb2 and d2xd2 reach ply 1,000 legally.
    // The old safety bound drew the game there; by the rules it goes on. Level 0 from the top:
    // row 4 empty, row 3 empty, row 2 L . D ., row 1 L L D D. LIGHT (a1, b1, a2) to move; b2
    // completes LIGHT's square a1-b1-a2-b2 and takes b2 back; d2 likewise for DARK (c1-d1-c2-d2).
    Pylos rules = Pylos.standard();
    PylosState state = rules.positions().decode("..../..../L.D./LLDD .../.../... ../.. . L 998");
    PylosState after = play(rules, state, "b2xb2", "d2xd2");
    assertThat(after.plies()).isEqualTo(1000);
    assertThat(rules.status(after).isOngoing()).isTrue();
    // LIGHT's 20 moves, counted by hand: 10 empty base spots (a3, b3, c3, d3, a4, b4, c4, d4, b2,
    // d2), of which b2 completes a square and adds the take-backs of b2, a1, b1, a2 alone (4)
    // and the pairs among them (6): 10 + 4 + 6 = 20. No level-1 spot is supported, so no raise.
    assertThat(rules.legalMoves(after)).hasSize(20);
  }

  @Test
  void aPlyLimitDrawsTheGameWhenReached() {
    Pylos rules = Pylos.builder().drawOptions(DrawOptions.NONE.withPlyLimit(2)).build();
    assertThat(rules.plyBound()).hasValue(2);
    PylosState one = play(rules, rules.initialState(), "a1");
    assertThat(rules.status(one).isOngoing()).isTrue();
    PylosState two = play(rules, one, "b1");
    Status status = rules.status(two);
    assertThat(status.kind()).isEqualTo(Status.Kind.DRAW);
    assertThat(status.winner()).isEmpty();
    assertThat(status.description()).isEqualTo("the ply limit of 2 plies was reached");
    assertThat(rules.legalMoves(two)).isEmpty();
    Legality legality = rules.check(two, PylosMove.place(2));
    assertThat(legality.reason()).contains(PylosReason.GAME_OVER);
    assertThat(legality.message()).contains("the ply limit of 2 plies was reached");
  }

  @Test
  void aWinCountsBeforeTheLimit() {
    // Levels 0-2 full, top empty, LIGHT to move with reserve 0: LIGHT has run out of balls and
    // lost, at the limit too.
    Pylos rules = Pylos.builder().drawOptions(DrawOptions.NONE.withPlyLimit(50)).build();
    PylosState state = rules.positions().decode("LDLD/DLDL/LDLD/DLDL DLD/LDL/DLD DL/LL . L 50");
    assertThat(state.reserve(Player.FIRST)).isZero();
    Status status = rules.status(state);
    assertThat(status.winner()).contains(Player.SECOND);
    assertThat(status.termination()).contains(PylosTermination.OUT_OF_BALLS);
  }

  @Test
  void aRepeatedPositionDrawsAtTheConfiguredCount() {
    Pylos twice = Pylos.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(2)).build();
    PylosState start = twice.state(CYCLE, Player.FIRST);
    PylosState once = play(twice, start, "b2xb2");
    assertThat(twice.status(once).isOngoing()).isTrue();
    PylosState back = play(twice, once, "d4xd4");
    assertThat(back.light()).isEqualTo(start.light());
    assertThat(back.dark()).isEqualTo(start.dark());
    Status status = twice.status(back);
    assertThat(status.kind()).isEqualTo(Status.Kind.DRAW);
    assertThat(status.termination()).contains(PylosTermination.REPETITION);
    assertThat(status.description()).isEqualTo("the position occurred 2 times");
    assertThat(twice.legalMoves(back)).isEmpty();

    Pylos thrice = Pylos.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build();
    PylosState s = play(thrice, thrice.state(CYCLE, Player.FIRST), "b2xb2", "d4xd4");
    assertThat(thrice.status(s).isOngoing()).isTrue();
    // The same balls with DARK to move is another position: it has occurred twice now.
    s = play(thrice, s, "b2xb2");
    assertThat(thrice.status(s).isOngoing()).isTrue();
    s = play(thrice, s, "d4xd4");
    assertThat(thrice.status(s).termination()).contains(PylosTermination.REPETITION);
    assertThat(thrice.positions().decode(s.toString())).isEqualTo(s);
  }

  @Test
  void theDrawOptionsReadBackFromTheRulesAndTheCatalogue() {
    DrawOptions draws = DrawOptions.NONE.withPlyLimit(200).withRepetitionDraw(3);
    Pylos rules = Pylos.builder().ruleSet(PylosRuleSet.MATURE).drawOptions(draws).build();
    assertThat(rules.drawOptions()).isEqualTo(draws);
    assertThat(rules.plyBound()).hasValue(200);
    assertThat(rules.toBuilder().build().drawOptions()).isEqualTo(draws);
    assertThat(rules).isNotEqualTo(Pylos.mature());
    assertThat(Pylos.standard().drawOptions()).isEqualTo(DrawOptions.NONE);
    assertThat(GameCatalog.load().game("pylos(ruleSet=mature,plyLimit=200,repetitionDraw=3)").rules())
        .isEqualTo(rules);
    assertThat(GameCatalog.load().game("pylos").rules()).isEqualTo(Pylos.standard());
  }

  @Test
  void theBuilderRefusesBadOptions() {
    assertThatThrownBy(() -> Pylos.builder().drawOptions(DrawOptions.NONE.withPlyLimit(0))).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("The ply limit must be 1 to 999999999 (the largest ply count), not 0");
    // Above the largest ply count the limit could never be reached (issue 25).
    assertThatThrownBy(() -> Pylos.builder().drawOptions(DrawOptions.NONE.withPlyLimit(1_000_000_000))).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not 1000000000");
    assertThat(Pylos.builder().drawOptions(DrawOptions.NONE.withPlyLimit(999_999_999)).build().plyBound()).hasValue(999_999_999);
    assertThat(Pylos.builder().drawOptions(DrawOptions.NONE.withPlyLimit(1_000_000)).build().plyBound()).hasValue(1_000_000);
    assertThatThrownBy(() -> Pylos.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(1))).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("2 or more");
    Pylos rules = Pylos.builder().ruleSet(PylosRuleSet.MATURE).drawOptions(DrawOptions.NONE.withPlyLimit(80).withRepetitionDraw(3)).build();
    assertThat(rules.toBuilder().build()).isEqualTo(rules);
    assertThat(rules.toString()).isEqualTo("Pylos[MATURE, ply limit 80, draw on 3 repetitions]");
    assertThat(Pylos.standard().toString())
        .isEqualTo("Pylos[STANDARD, no ply limit, no repetition draw]");
    assertThat(Pylos.children().ruleSet()).isEqualTo(PylosRuleSet.CHILDREN);
    assertThatThrownBy(() -> Pylos.standard().state(1L << 16, 0, Player.FIRST, 0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1a1 do not rest");
  }
}
