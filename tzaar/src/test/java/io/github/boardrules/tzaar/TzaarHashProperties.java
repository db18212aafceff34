package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.tzaar.internal.TzaarZobrist;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link TzaarState#positionHash()}: the hash the rules update action by action is the one
 * computed from the whole position, in play and in the tournament's placement phase; decoding a
 * position gives the same hash; a transposition hashes alike.
 */
class TzaarHashProperties {
  private static final List<Tzaar> SETUPS = List.of(Tzaar.fixedSetup(), Tzaar.tournament());

  @Test
  void theIncrementalHashIsTheHashOfTheWholePositionAfterEveryAction() {
    for (Tzaar rules : SETUPS) {
      ForAll.games("incremental hash (" + rules + ")", 200, rules, game -> {
        for (TzaarState state : game.states()) {
          assertThat(state.positionHash()).as("hash of %s", state).isEqualTo(fromScratch(state));
        }
      });
    }
  }

  /** The hash of a state computed from all its parts. */
  private static long fromScratch(TzaarState state) {
    return TzaarZobrist.fromScratch(state.stacksShared(), state.white(), state.black(),
        state.colourToMove().ordinal(), state.phase().ordinal());
  }

  @Test
  void aDecodedPositionHasTheHashOfThePlayedOne() {
    for (Tzaar rules : SETUPS) {
      ForAll.games("decoded hash (" + rules + ")", 100, rules, game -> {
        for (TzaarState state : game.states()) {
          assertThat(TzaarState.parse(state.toString()).positionHash())
              .as("hash of decoded %s", state)
              .isEqualTo(state.positionHash());
        }
      });
    }
  }

  @Test
  void statesThatDifferHashDifferentlyAlongAGame() {
    // In play every action lowers the number of stacks by one, except the pass, which changes the
    // phase (and a pass is never followed by another): no position of a game comes back. In the
    // placement phase the board only fills. So the states of a game are all distinct, and so must
    // be their 64-bit hashes.
    for (Tzaar rules : SETUPS) {
      ForAll.games("distinct hashes (" + rules + ")", 100, rules, game -> {
        assertThat(game.states()).doesNotHaveDuplicates();
        long distinct = game.states().stream().mapToLong(TzaarState::positionHash).distinct().count();
        assertThat(distinct).isEqualTo(game.states().size());
      });
    }
  }

  @Test
  void twoOrdersOfPlacementReachingOnePositionHashAlikeAndTheTurnCounts() {
    Tzaar rules = Tzaar.tournament();
    // WHITE's Tzaar on A1 and Tzarra on I5 in either order, BLACK's Tott on E4 in between: the
    // same board with BLACK to place in both.
    TzaarState one = play(rules, "a@A1", "C@E4", "b@I5");
    TzaarState other = play(rules, "b@I5", "C@E4", "a@A1");
    assertThat(other).isEqualTo(one);
    assertThat(other.positionHash()).isEqualTo(one.positionHash());
    // Another piece on one of the points differs.
    assertThat(play(rules, "c@A1", "C@E4", "b@I5").positionHash()).isNotEqualTo(one.positionHash());
    // In play: the same stacks with the other colour to move, or in the other phase of the turn.
    String board = "(ca).c.(CA)/..C.../......./......../......../......../C....../B....B/C.b.B";
    long whiteCapture = TzaarState.parse(board + " w capture").positionHash();
    assertThat(TzaarState.parse(board + " b capture").positionHash()).isNotEqualTo(whiteCapture);
    assertThat(TzaarState.parse(board + " w second").positionHash()).isNotEqualTo(whiteCapture);
    // A stack of the same pieces in another order differs: (ca) is a Tzaar on a Tott.
    String swapped = "(ac).c.(CA)/..C.../......./......../......../......../C....../B....B/C.b.B";
    assertThat(TzaarState.parse(swapped + " w capture").positionHash()).isNotEqualTo(whiteCapture);
  }

  private static TzaarState play(Tzaar rules, String... moves) {
    TzaarState state = rules.initialState();
    for (String move : moves) {
      state = rules.play(state, rules.notation().parse(move));
    }
    return state;
  }
}
