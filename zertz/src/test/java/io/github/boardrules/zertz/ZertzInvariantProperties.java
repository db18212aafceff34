package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.testkit.ForAll;
import io.github.boardrules.core.testkit.RandomGame;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The game's own invariants over random games on every board and marble set, checked against the
 * independent {@link Geometry} model where geometry is involved.
 */
class ZertzInvariantProperties {
  private static final List<Zertz> GAMES =
      List.of(
          Zertz.standard(),
          Zertz.tournament(),
          Zertz.builder().board(ZertzBoard.RINGS_48).build(),
          Zertz.boardspace(ZertzBoard.RINGS_48),
          Zertz.builder().board(ZertzBoard.RINGS_61).build(),
          Zertz.boardspace(ZertzBoard.RINGS_61));

  @Test
  void marblesAreConservedPerColourAfterEveryMove() {
    for (Zertz rules : GAMES) {
      ForAll.games("marble conservation: " + rules, 150, rules, game -> {
        for (ZertzState state : game.states()) {
          for (Marble m : Marble.values()) {
            int onBoard = Long.bitCount(state.marbles(m));
            int total = state.pool(m) + onBoard + state.captured(Player.FIRST, m) + state.captured(Player.SECOND, m);
            assertThat(total).as("%s marbles in %s", m, state).isEqualTo(rules.marbleSet().pool(m));
          }
          assertThat(state.marbles(Marble.WHITE) & state.marbles(Marble.GREY)).isZero();
          assertThat(state.marbles(Marble.WHITE) & state.marbles(Marble.BLACK)).isZero();
          assertThat(state.marbles(Marble.GREY) & state.marbles(Marble.BLACK)).isZero();
          assertThat(state.occupied() & ~state.rings()).as("marbles only on rings").isZero();
        }
      });
    }
  }

  @Test
  void ringsOnlyDisappearAndRemovedRingsWereFreeAndNoFullGroupIsLeft() {
    for (Zertz rules : GAMES) {
      Geometry geometry = Geometry.of(rules.board());
      ForAll.games("rings and isolation: " + rules, 150, rules, game -> check(rules, geometry, game));
    }
  }

  private static void check(Zertz rules, Geometry geometry, RandomGame<ZertzState, ZertzMove> game) {
    ZertzBoard board = rules.board();
    for (int i = 0; i < game.moves().size(); i++) {
      ZertzState before = game.states().get(i);
      ZertzState after = game.states().get(i + 1);
      ZertzMove move = game.moves().get(i);
      Set<String> ringsBefore = Geometry.rings(before);
      Set<String> ringsAfter = Geometry.rings(after);
      assertThat(ringsBefore).as("rings only disappear after %s", move).containsAll(ringsAfter);
      Set<String> gone = new HashSet<>(ringsBefore);
      gone.removeAll(ringsAfter);
      if (move.kind() == ZertzMove.Kind.PLACEMENT && move.removedRing().isPresent()) {
        String removed = board.cellName(move.removedRing().getAsInt());
        Set<String> occupiedAfterPlacing = new HashSet<>(Geometry.occupied(before));
        occupiedAfterPlacing.add(board.cellName(move.cell()));
        assertThat(geometry.isFree(removed, ringsBefore, occupiedAfterPlacing))
            .as("%s removed a free ring", move).isTrue();
        assertThat(gone).contains(removed);
        gone.remove(removed);
      } else if (move.kind() == ZertzMove.Kind.PLACEMENT) {
        Set<String> occupiedAfterPlacing = new HashSet<>(Geometry.occupied(before));
        occupiedAfterPlacing.add(board.cellName(move.cell()));
        assertThat(geometry.free(ringsBefore, occupiedAfterPlacing))
            .as("%s removes no ring only when none is free", move).isEmpty();
      }
      // Any other ring gone left in an isolated group that was all occupied.
      Set<String> occupiedAfter = Geometry.occupied(after);
      for (String r : gone) {
        assertThat(occupiedAfter).doesNotContain(r);
      }
      int capturedBefore = heldTotal(before);
      int capturedAfter = heldTotal(after);
      int placedFromHand = move.kind() == ZertzMove.Kind.PLACEMENT && before.poolSize() == 0 ? 1 : 0;
      assertThat(capturedAfter - capturedBefore + placedFromHand)
          .as("captured by %s: its jumps plus the marbles of isolated rings", move)
          .isEqualTo(move.jumpCount() + gone.size());
      noFullGroupWhileARingIsVacant(geometry, after);
    }
  }

  private static int heldTotal(ZertzState state) {
    int total = 0;
    for (Player p : Player.values()) {
      for (Marble m : Marble.values()) {
        total += state.captured(p, m);
      }
    }
    return total;
  }

  private static void noFullGroupWhileARingIsVacant(Geometry geometry, ZertzState state) {
    Set<String> rings = Geometry.rings(state);
    Set<String> occupied = Geometry.occupied(state);
    if (occupied.containsAll(rings)) {
      return; // every ring occupied: the game is over by the special case
    }
    for (Set<String> group : geometry.groups(rings)) {
      assertThat(occupied.containsAll(group)).as("group %s all occupied in %s", group, state).isFalse();
    }
  }

  @Test
  void theFastPathPlaysTheSameGamesAsThePlainApi() {
    for (Zertz rules : GAMES) {
      ForAll.values("randomPlayoutWinner = Playouts.playRandomly: " + rules, 150,
          random -> random.nextLong(), seed -> {
            ZertzState end = io.github.boardrules.core.Playouts.playRandomly(
                rules, rules.initialState(), new java.util.SplittableRandom(seed));
            Player expected = rules.status(end).winner().orElse(null);
            Player actual = rules.randomPlayoutWinner(rules.initialState(), new java.util.SplittableRandom(seed));
            assertThat(actual).as("seed %d", seed).isEqualTo(expected);
          });
    }
  }

  @Test
  void legalMovesAreExactlyTheMovesCheckAccepts() {
    Rules<ZertzState, ZertzMove> rules = Zertz.standard();
    ForAll.games("captures are compulsory and lists agree", 100, rules, game -> {
      for (ZertzState state : game.states()) {
        List<ZertzMove> moves = rules.legalMoves(state);
        boolean captures = moves.stream().anyMatch(m -> m.kind() == ZertzMove.Kind.CAPTURE);
        if (captures) {
          assertThat(moves).allMatch(m -> m.kind() == ZertzMove.Kind.CAPTURE);
        }
      }
    });
  }
}
