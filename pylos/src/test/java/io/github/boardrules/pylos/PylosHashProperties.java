package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Player;
import io.github.boardrules.pylos.internal.PylosZobrist;
import io.github.boardrules.testkit.ForAll;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The incremental position hash against the hash recomputed from the balls. */
class PylosHashProperties {
  private static final List<Pylos> RULES = List.of(
      Pylos.children(),
      Pylos.standard(),
      Pylos.mature(),
      Pylos.builder().ruleSet(PylosRuleSet.MATURE).drawOptions(DrawOptions.NONE.withPlyLimit(80).withRepetitionDraw(2)).build());

  @Test
  void theIncrementalHashEqualsTheRecomputedOneInRandomGames() {
    for (Pylos rules : RULES) {
      ForAll.games("incremental hash " + rules, 60, rules, game -> {
        for (PylosState state : game.states()) {
          assertThat(state.positionHash()).as("hash of %s", state)
              .isEqualTo(PylosZobrist.of(state.light(), state.dark(), state.toMove()));
        }
      });
    }
  }

  @Test
  void aDecodedPositionHasTheHashOfThePlayedOne() {
    for (Pylos rules : RULES) {
      ForAll.games("decoded hash " + rules, 40, rules, game -> {
        for (PylosState state : game.states()) {
          PylosState decoded = rules.positions().decode(rules.positions().encode(state));
          assertThat(decoded).isEqualTo(state);
          assertThat(decoded.positionHash()).as("hash of decoded %s", state)
              .isEqualTo(state.positionHash());
          assertThat(rules.state(state.light(), state.dark(), state.toMove(), 0).positionHash())
              .as("hash of %s set up from its masks", state).isEqualTo(state.positionHash());
        }
      });
    }
  }

  @Test
  void twoMoveOrdersReachingOnePositionHaveOneHash() {
    Pylos rules = Pylos.standard();
    // LIGHT b2, DARK c3, LIGHT a1 and LIGHT a1, DARK c3, LIGHT b2 both leave LIGHT on a1 and b2,
    // DARK on c3 and DARK to move, after 3 plies.
    PylosState one = play(rules, "b2", "c3", "a1");
    PylosState other = play(rules, "a1", "c3", "b2");
    assertThat(one).isEqualTo(other);
    assertThat(one.positionHash()).isEqualTo(other.positionHash());
    // The same balls with LIGHT to move: another position, another hash.
    PylosState lightToMove = rules.state(one.light(), one.dark(), Player.FIRST, 3);
    assertThat(lightToMove.positionHash()).isNotEqualTo(one.positionHash());
    // The ply count is not hashed: the same balls and player at another ply share the hash.
    assertThat(rules.state(one.light(), one.dark(), Player.SECOND, 7).positionHash())
        .isEqualTo(one.positionHash());
  }

  @Test
  void aTakeBackThatRestoresAPositionRestoresItsHash() {
    Pylos rules = Pylos.standard();
    // LIGHT a1, DARK d4, LIGHT b1, DARK d3, LIGHT a2, DARK c4: LIGHT to move with a1 b1 a2.
    // LIGHT b2 completes the square a1 b1 a2 b2 and takes b2 back at once ("b2xb2"): the balls
    // are as before, and DARK is to move.
    PylosState before = play(rules, "a1", "d4", "b1", "d3", "a2", "c4");
    PylosState after = rules.play(before, rules.notation().parse("b2xb2"));
    assertThat(after.light()).isEqualTo(before.light());
    assertThat(after.dark()).isEqualTo(before.dark());
    assertThat(after.positionHash())
        .isEqualTo(rules.state(before.light(), before.dark(), Player.SECOND, 0).positionHash())
        .isEqualTo(before.positionHash() ^ PylosZobrist.DARK_TO_MOVE);
  }

  private static PylosState play(Pylos rules, String... moves) {
    PylosState state = rules.initialState();
    for (String move : moves) {
      state = rules.play(state, rules.notation().parse(move));
    }
    return state;
  }
}
