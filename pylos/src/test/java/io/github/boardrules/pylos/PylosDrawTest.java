package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import org.junit.jupiter.api.Test;

/** The ply limit, the safety bound and repetition draws. */
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
  void theOptionsAreOffByDefaultAndTheSafetyBoundIsAlwaysOn() {
    Pylos rules = Pylos.standard();
    assertThat(rules.plyLimit()).isZero();
    assertThat(rules.repetitionDraw()).isZero();
    assertThat(rules.maxPlies()).isEqualTo(Pylos.SAFETY_PLY_LIMIT).isEqualTo(1000);
    PylosState state = rules.positions().decode("L.../..../..../...D .../.../... ../.. . L 1000");
    Status status = rules.status(state);
    assertThat(status.kind()).isEqualTo(Status.Kind.DRAW);
    assertThat(status.termination()).contains(PylosTermination.PLY_LIMIT);
    assertThat(status.description())
        .isEqualTo("the safety bound of 1000 plies was reached (no ply limit set)");
    assertThat(rules.legalMoves(state)).isEmpty();
    assertThat(rules.check(state, PylosMove.place(5)).reason()).contains(PylosReason.GAME_OVER);
    // Without repetition detection, going round the cycle is just more plies.
    PylosState cycled = play(rules, rules.state(CYCLE, Player.FIRST), "b2xb2", "d4xd4", "b2xb2",
        "d4xd4");
    assertThat(rules.status(cycled).isOngoing()).isTrue();
    assertThat(cycled.plies()).isEqualTo(4);
  }

  @Test
  void aPlyLimitDrawsTheGameWhenReached() {
    Pylos rules = Pylos.builder().plyLimit(2).build();
    assertThat(rules.maxPlies()).isEqualTo(2);
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
    // Levels 0-2 full, top empty, LIGHT to move with reserve 0: LIGHT has lost, at the limit too.
    Pylos rules = Pylos.builder().plyLimit(50).build();
    PylosState state = rules.positions().decode("LDLD/DLDL/LDLD/DLDL DLD/LDL/DLD DL/LL . L 50");
    assertThat(state.reserve(Player.FIRST)).isZero();
    Status status = rules.status(state);
    assertThat(status.winner()).contains(Player.SECOND);
    assertThat(status.termination()).contains(PylosTermination.NO_LEGAL_MOVE);
  }

  @Test
  void aRepeatedPositionDrawsAtTheConfiguredCount() {
    Pylos twice = Pylos.builder().repetitionDraw(2).build();
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

    Pylos thrice = Pylos.builder().repetitionDraw(3).build();
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
  void theBuilderRefusesBadOptions() {
    assertThatThrownBy(() -> Pylos.builder().plyLimit(-1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("plyLimit must be 1 to 1000, or 0 for none, not -1");
    assertThatThrownBy(() -> Pylos.builder().plyLimit(1001)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Pylos.builder().repetitionDraw(1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("2 or more");
    Pylos rules = Pylos.builder().ruleSet(PylosRuleSet.MATURE).plyLimit(80).repetitionDraw(3).build();
    assertThat(rules.toBuilder().build()).isEqualTo(rules);
    assertThat(rules.toString()).isEqualTo("Pylos[MATURE, ply limit 80, draw on 3 repetitions]");
    assertThat(Pylos.standard().toString())
        .isEqualTo("Pylos[STANDARD, no ply limit, no repetition draw]");
    assertThat(Pylos.children().ruleSet()).isEqualTo(PylosRuleSet.CHILDREN);
    assertThatThrownBy(() -> Pylos.standard().state(1L << 16, 0, Player.FIRST, 0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1a1 do not rest");
  }
}
