package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.RandomGame;
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
      if (move.kind() == ZertzMove.Kind.PLACEMENT) {
        isolationAsTheRuleSays(geometry, before, after, move, ringsBefore, gone);
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

  /**
   * The isolation rule, worked out here on ring names: after the placement (and its removal),
   * exactly the wholly occupied groups go, and only while some ring is vacant; a group with a
   * vacant ring stays; every marble of the groups that go is the mover's, colour by colour.
   */
  private static void isolationAsTheRuleSays(
      Geometry geometry, ZertzState before, ZertzState after, ZertzMove move,
      Set<String> ringsBefore, Set<String> goneBesidesRemoval) {
    ZertzBoard board = before.board();
    Set<String> ringsLeft = new HashSet<>(ringsBefore);
    move.removedRing().ifPresent(r -> ringsLeft.remove(board.cellName(r)));
    Set<String> occupied = new HashSet<>(Geometry.occupied(before));
    String placedOn = board.cellName(move.cell());
    occupied.add(placedOn);
    boolean vacantSomewhere = !occupied.containsAll(ringsLeft);
    Set<String> expected = new HashSet<>();
    for (Set<String> group : geometry.groups(ringsLeft)) {
      if (vacantSomewhere && occupied.containsAll(group)) {
        expected.addAll(group);
      }
    }
    assertThat(goneBesidesRemoval).as("rings isolated by %s in %s", move, before).isEqualTo(expected);
    Player mover = before.toMove();
    for (Marble colour : Marble.values()) {
      int onIsolated = 0;
      for (String ring : expected) {
        Marble there = ring.equals(placedOn) ? move.marble()
            : before.marbleAt(board.cell(ring)).orElseThrow();
        onIsolated += there == colour ? 1 : 0;
      }
      int fromHand = before.poolSize() == 0 && move.marble() == colour ? 1 : 0;
      assertThat(after.captured(mover, colour) - before.captured(mover, colour) + fromHand)
          .as("%s marbles isolated by %s go to the mover", colour, move)
          .isEqualTo(onIsolated);
      assertThat(after.captured(mover.opponent(), colour))
          .as("the opponent's %s marbles after %s", colour, move)
          .isEqualTo(before.captured(mover.opponent(), colour));
    }
  }

  /** The marbles both players hold: more after a move only where it captured. */
  static int heldTotal(ZertzState state) {
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
    List<Zertz> games = new java.util.ArrayList<>(GAMES);
    games.add(Zertz.builder().noProgressDraw(8).build());
    for (Zertz rules : games) {
      ForAll.values("randomPlayout = Playouts.playout: " + rules, 150,
          random -> random.nextLong(), seed -> {
            // Caps from 0 to 79 cut some games: both paths must cut them alike.
            int cap = Math.floorMod(seed, 80);
            PlayoutResult expected = io.github.boardrules.core.Playouts.playout(
                rules, rules.initialState(), new java.util.SplittableRandom(seed), cap);
            PlayoutResult actual =
                rules.randomPlayout(rules.initialState(), new java.util.SplittableRandom(seed), cap);
            assertThat(actual).as("seed %d cap %d", seed, cap).isEqualTo(expected);
          });
    }
  }

  @Test
  void legalMovesAreExactlyTheMovesCheckAccepts() {
    Zertz rules = Zertz.standard();
    ZertzBoard board = rules.board();
    ForAll.games("captures are compulsory and lists agree with check", 40, rules, game -> {
      for (ZertzState state : game.states()) {
        List<ZertzMove> moves = rules.legalMoves(state);
        Set<ZertzMove> listed = new HashSet<>(moves);
        boolean captures = moves.stream().anyMatch(m -> m.kind() == ZertzMove.Kind.CAPTURE);
        if (captures) {
          assertThat(moves).allMatch(m -> m.kind() == ZertzMove.Kind.CAPTURE);
        }
        for (ZertzMove move : moves) {
          assertThat(rules.check(state, move).isLegal()).as("listed %s in %s", move, state).isTrue();
          if (move.kind() == ZertzMove.Kind.CAPTURE && move.jumpCount() > 1) {
            // A chain stopped early is refused: the marble must jump on while it can.
            ZertzMove shorter = rules.notation().parse(
                rules.notation().format(move).replaceFirst("-[a-g][0-9]+$", ""));
            assertThat(rules.check(state, shorter).isLegal()).as("%s stopped early", move).isFalse();
          }
        }
        // Every placement of every colour on every cell, with every removal or none: check
        // accepts exactly the listed ones.
        for (Marble colour : Marble.values()) {
          for (int cell = 0; cell < board.ringCount(); cell++) {
            for (int removed = -1; removed < board.ringCount(); removed++) {
              if (removed == cell) {
                continue;
              }
              ZertzMove candidate = ZertzMove.placement(board, colour, cell, removed);
              assertThat(rules.check(state, candidate).isLegal())
                  .as("check(%s) in %s", candidate, state)
                  .isEqualTo(listed.contains(candidate));
            }
          }
        }
      }
    });
  }
}
