package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import io.github.boardrules.testkit.Seeds;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * {@link ZertzEvaluation#quietMoveBound} bounds what alpha-beta would score one move later: in
 * every position with no capture pending, every legal move is played by the rules, and every
 * position it reaches where the game goes on and the opponent has no capture scores at most the
 * bound for the player who moved. Checked on random games of every board and set, and on
 * positions of a crowded end ({@link CrowdedBoards}, colours and held marbles drawn at random),
 * where moves capture by isolation: the bound must count those captures, as the property checks
 * by counting the moves that made one.
 */
class ZertzQuietMoveBoundProperties {

  @Test
  void noQuietMoveOfARandomGameScoresAboveTheBound() {
    for (ZertzBoard board : ZertzBoard.values()) {
      for (MarbleSet set : MarbleSet.values()) {
        Zertz rules = Zertz.builder().board(board).marbleSet(set).build();
        ZertzEvaluation evaluation = ZertzEvaluation.of(rules);
        ForAll.games("quiet move bound: " + board + ", " + set, 12, rules, game -> {
          for (ZertzState state : game.states()) {
            assertBound(rules, evaluation, state);
          }
        });
      }
    }
  }

  @Test
  void noQuietMoveOfACrowdedEndScoresAboveTheBoundIsolationsIncluded() {
    AtomicLong isolations = new AtomicLong();
    int tries = 400;
    for (ZertzBoard board : ZertzBoard.values()) {
      for (MarbleSet set : MarbleSet.values()) {
        Zertz rules = Zertz.builder().board(board).marbleSet(set).build();
        ZertzEvaluation evaluation = ZertzEvaluation.of(rules);
        Geometry geometry = Geometry.of(board);
        Gen<ZertzState> positions = random -> CrowdedBoards.position(rules, geometry, random);
        ForAll.values("quiet move bound of crowded ends: " + board + ", " + set, tries, positions,
            state -> isolations.addAndGet(assertBound(rules, evaluation, state)));
      }
    }
    // The crowded ends are where isolations happen: a bound that left them out would fail there.
    // Over 30 seed bases the property checked 622 to 1,364 such moves; it asks for 300.
    assertThat(isolations.get()).as("quiet moves that captured by isolation")
        .isGreaterThanOrEqualTo(Seeds.scaled(300, tries));
  }

  /**
   * Plays every legal move of a position with no capture pending and checks the quiet positions
   * where the game goes on against the bound.
   *
   * @return the moves checked that captured by isolation
   */
  private static long assertBound(Zertz rules, ZertzEvaluation evaluation, ZertzState state) {
    if (rules.status(state).isOver() || !evaluation.isQuiet(state)) {
      return 0;
    }
    int bound = evaluation.quietMoveBound(state);
    Player mover = state.toMove();
    int held = heldBy(state, mover);
    long isolations = 0;
    for (ZertzMove move : rules.legalMoves(state)) {
      ZertzState child = rules.play(state, move);
      if (rules.status(child).isOver() || !evaluation.isQuiet(child)) {
        continue;
      }
      int value = child.toMove() == mover
          ? evaluation.evaluate(child, mover) : -evaluation.evaluate(child, mover.opponent());
      assertThat(value).as("%s after %s in %s", mover, move, rules.positions().encode(state))
          .isLessThanOrEqualTo(bound);
      if (heldBy(child, mover) > held) {
        isolations++;
      }
    }
    return isolations;
  }

  private static int heldBy(ZertzState state, Player player) {
    int held = 0;
    for (Marble colour : Marble.values()) {
      held += state.captured(player, colour);
    }
    return held;
  }
}
