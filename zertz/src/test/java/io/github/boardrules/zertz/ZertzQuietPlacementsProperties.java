package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import io.github.boardrules.testkit.Seeds;
import java.util.function.Predicate;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.junit.jupiter.api.Test;

/**
 * {@link ZertzEvaluation#quietPlacements} names exactly the moves after which the rules give a
 * position the search would score at once and that is new: every legal move of a position is played
 * by the rules, and the test says yes where, and only where, the move placed a marble from the pool,
 * captured nothing (no group was isolated), the game goes on and no marble can jump. A smaller pool
 * than every earlier position's is what makes the position new. Checked on random games of every
 * board and set, and on crowded ends ({@link CrowdedBoards}), where isolations and empty pools occur;
 * each kind of no is counted, so that the property cannot pass without meeting it.
 */
class ZertzQuietPlacementsProperties {

  @Test
  void theTestSaysYesOfTheQuietNewPositionsTheRulesReachAndOfNoOther() {
    long[] seen = new long[Seen.values().length];
    int crowdedTries = 60;
    for (ZertzBoard board : ZertzBoard.values()) {
      for (MarbleSet set : MarbleSet.values()) {
        Zertz rules = Zertz.builder().board(board).marbleSet(set).build();
        ZertzEvaluation evaluation = ZertzEvaluation.of(rules);
        ForAll.games("quiet placements: " + board + ", " + set, 8, rules, game -> {
          for (ZertzState state : game.states()) {
            check(rules, evaluation, state, seen);
          }
        });
        Geometry geometry = Geometry.of(board);
        Gen<ZertzState> crowded = random -> CrowdedBoards.position(rules, geometry, random);
        ForAll.values("quiet placements of crowded ends: " + board + ", " + set, crowdedTries, crowded,
            state -> check(rules, evaluation, state, seen));
      }
    }
    for (Seen kind : Seen.values()) {
      // Over the larger of the two try counts: asked where both loops run their own count or more.
      assertThat(seen[kind.ordinal()]).as("moves seen: %s", kind).isGreaterThanOrEqualTo(Seeds.scaled(101, crowdedTries));
    }
  }

  /** What a move checked was: each must be met, or the property proves less than it says. */
  private enum Seen {
    YES,
    A_CAPTURE_FOLLOWS,
    A_GROUP_ISOLATED,
    FROM_AN_EMPTY_POOL,
    NOT_A_PLACEMENT
  }

  private static void check(Zertz rules, ZertzEvaluation evaluation, ZertzState state, long[] seen) {
    if (rules.status(state).isOver()) {
      return;
    }
    Predicate<ZertzMove> quiet = evaluation.quietPlacements(state);
    for (ZertzMove move : rules.legalMoves(state)) {
      ZertzState child = rules.play(state, move);
      boolean placement = move.kind() == ZertzMove.Kind.PLACEMENT;
      boolean fromPool = placement && child.poolSize() == state.poolSize() - 1;
      boolean capturedNothing =
          ZertzInvariantProperties.heldTotal(child) == ZertzInvariantProperties.heldTotal(state);
      boolean expected = fromPool && capturedNothing && !rules.status(child).isOver()
          && evaluation.isQuiet(child);
      String where = move + " in " + rules.positions().encode(state);
      // Asked twice, as the search may ask of the colours of one ring: the kept answer is the same.
      assertThat(quiet.test(move)).as(where).isEqualTo(expected);
      assertThat(quiet.test(move)).as("asked again: " + where).isEqualTo(expected);
      @Nullable Seen kind = expected ? Seen.YES
          : !placement ? Seen.NOT_A_PLACEMENT
          : !fromPool ? Seen.FROM_AN_EMPTY_POOL
          : !capturedNothing ? Seen.A_GROUP_ISOLATED
          : !evaluation.isQuiet(child) ? Seen.A_CAPTURE_FOLLOWS
          : null;
      if (kind != null) {
        seen[kind.ordinal()]++;
      }
    }
  }
}
