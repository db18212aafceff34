package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.zertz.internal.ZertzZobrist;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link ZertzState#positionHash()}: the hash the rules update move by move is the one computed
 * from the whole position, on every board and marble set; decoding a position gives the same hash;
 * a transposition hashes alike.
 */
class ZertzHashProperties {
  private static final List<Zertz> GAMES =
      List.of(
          Zertz.standard(),
          Zertz.tournament(),
          Zertz.boardspace(ZertzBoard.RINGS_48),
          Zertz.boardspace(ZertzBoard.RINGS_61));

  @Test
  void theIncrementalHashIsTheHashOfTheWholePositionAfterEveryMove() {
    for (Zertz rules : GAMES) {
      ForAll.games("incremental hash: " + rules, 200, rules, game -> {
        for (ZertzState state : game.states()) {
          assertThat(state.positionHash()).as("hash of %s", state).isEqualTo(fromScratch(state));
        }
      });
    }
  }

  /** The hash of a state computed from all its parts. */
  private static long fromScratch(ZertzState state) {
    return ZertzZobrist.fromScratch(state.rings(), state.white(), state.grey(), state.black(),
        state.counts(), state.toMove().ordinal(), state.quietPlies(), state.passes());
  }

  @Test
  void aDecodedPositionHasTheHashOfThePlayedOne() {
    for (Zertz rules : GAMES) {
      ForAll.games("decoded hash: " + rules, 100, rules, game -> {
        for (ZertzState state : game.states()) {
          ZertzState decoded = rules.positions().decode(state.toString());
          assertThat(decoded.positionHash()).as("hash of decoded %s", state).isEqualTo(state.positionHash());
        }
      });
    }
  }

  @Test
  void statesThatDifferHashDifferentlyAlongAGame() {
    // Along one game no position comes back: every ply either takes a marble from the pool or
    // removes a ring (which never come back) or adds one to the quiet-ply counter. So the states
    // of a game are all distinct, and so must be their 64-bit hashes.
    for (Zertz rules : GAMES) {
      ForAll.games("distinct hashes: " + rules, 100, rules, game -> {
        assertThat(game.states()).doesNotHaveDuplicates();
        long distinctHashes = game.states().stream().mapToLong(ZertzState::positionHash).distinct().count();
        assertThat(distinctHashes).isEqualTo(game.states().size());
      });
    }
  }

  @Test
  void twoMoveOrdersReachingOnePositionHashAlikeAndThePlayerToMoveCounts() {
    Zertz rules = Zertz.standard();
    // FIRST places black on d4 and grey on f2, SECOND white on b2 (no two of them neighbours, so
    // no capture arises), in either order of FIRST's two placements; every placement takes a marble from the pool, so the quiet-ply
    // counter is 0 either way, and the rings removed (a1, a2, g4) are the same.
    ZertzState one = play(rules, "Bd4,a1", "Wb2,g4", "Gf2,a2");
    ZertzState other = play(rules, "Gf2,a2", "Wb2,g4", "Bd4,a1");
    assertThat(other).isEqualTo(one);
    assertThat(other.positionHash()).isEqualTo(one.positionHash());
    // The same rings and marbles with FIRST to move instead of SECOND.
    String text = one.toString();
    assertThat(text).endsWith(" 2 0 0");
    ZertzState firstToMove = rules.positions().decode(text.substring(0, text.length() - 5) + "1 0 0");
    assertThat(firstToMove.positionHash()).isNotEqualTo(one.positionHash());
    // The same placements with another colour on d4 differ too.
    assertThat(play(rules, "Wd4,a1", "Wb2,g4", "Gf2,a2").positionHash()).isNotEqualTo(one.positionHash());
  }

  private static ZertzState play(Zertz rules, String... moves) {
    ZertzState state = rules.initialState();
    for (String move : moves) {
      state = rules.play(state, rules.notation().parse(move));
    }
    return state;
  }
}
