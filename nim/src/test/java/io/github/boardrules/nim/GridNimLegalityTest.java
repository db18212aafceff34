package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GridNimLegalityTest {
  private final GridNim rules = GridNim.standard();
  private final Set<GridNimReason> seen = EnumSet.noneOf(GridNimReason.class);

  /** Checks that playing {@code move} is refused with {@code reason} and leaves the state as it was. */
  private void assertIllegal(GridNim game, GridNimState state, GridNimMove move, GridNimReason reason,
      String... messageParts) {
    String before = state.toString();
    Legality legality = game.check(state, move);
    assertThat(legality.isLegal()).as("%s in %s", move, state).isFalse();
    assertThat(legality.reason()).contains(reason);
    assertThat(legality.message()).contains(messageParts);
    assertThat(game.isLegal(state, move)).isFalse();
    IllegalMoveException e =
        catchThrowableOfType(IllegalMoveException.class, () -> game.play(state, move));
    assertThat(e).as("play %s in %s", move, state).isNotNull();
    assertThat(e.reason()).isEqualTo(reason);
    assertThat(e.getMessage()).contains(messageParts);
    assertThat(state.toString()).isEqualTo(before);
    seen.add(reason);
  }

  @Test
  void everyReasonIsReachedAndExplained() {
    GridNimState start = rules.initialState();
    assertIllegal(rules, rules.state(0, Player.FIRST), rules.notation().parse("a1"),
        GridNimReason.GAME_OVER, "over");
    GridNim fiveByFive = GridNim.builder().rows(5).columns(5).build();
    assertIllegal(rules, start, fiveByFive.notation().parse("e5"), GridNimReason.OFF_BOARD,
        "e5 is not on the 4x4 board");
    assertIllegal(rules, start, fiveByFive.notation().parse("a4-a5"), GridNimReason.OFF_BOARD,
        "a5 is not");
    GridNimState noC3 = rules.play(start, rules.notation().parse("c3"));
    assertIllegal(rules, noC3, rules.notation().parse("c3-d3"), GridNimReason.NO_BALL_THERE,
        "c3 has no ball");
    GridNimState noRow3 = rules.state(0xFFFFL & ~(0xFL << 8), Player.FIRST);
    assertIllegal(rules, noRow3, rules.notation().parse("a2-a4"), GridNimReason.NO_BALL_THERE,
        "a3 has no ball");
    assertIllegal(rules, noRow3, rules.notation().parse("a3,c3"), GridNimReason.NO_BALL_THERE,
        "a3,c3 have no balls");
    assertIllegal(rules, start, rules.notation().parse("a1,b2"), GridNimReason.NOT_IN_ONE_LINE,
        "a1,b2: the points are not in one row or one column");
    assertIllegal(rules, start, rules.notation().parse("a1-a4"), GridNimReason.TOO_MANY,
        "a1-a4 takes 4 balls; at most 3");
    assertIllegal(rules, start, rules.notation().parse("a1,a3"), GridNimReason.NOT_TOUCHING,
        "a1,a3: the balls do not touch; a2 lies between");
    assertIllegal(rules, start, rules.notation().parse("a1,d1"), GridNimReason.NOT_TOUCHING,
        "a1,d1: the balls do not touch; b1,c1 lie between");
    assertThat(seen).containsExactlyInAnyOrder(GridNimReason.values());
  }

  @Test
  void theVariantsAllowWhatTheStandardGameRefuses() {
    GridNimState start = rules.initialState();
    assertThat(GridNim.touchingNotRequired().check(start, rules.notation().parse("a1,a3")).isLegal())
        .isTrue();
    assertThat(GridNim.anyNumberFromLine().check(start, rules.notation().parse("a1-a4")).isLegal())
        .isTrue();
    assertIllegal(GridNim.touchingNotRequired(), start, rules.notation().parse("a1-a4"),
        GridNimReason.TOO_MANY, "at most 3");
    assertIllegal(GridNim.anyNumberFromLine(), start, rules.notation().parse("a1,b2"),
        GridNimReason.NOT_IN_ONE_LINE, "a1,b2");
  }

  @Test
  void aMoveNamesPointsSoAMoveOfAnotherBoardWorksWhereItsPointsExist() {
    GridNim fiveByFive = GridNim.builder().rows(5).columns(5).build();
    GridNimMove foreign = fiveByFive.notation().parse("b1-b3");
    GridNimMove local = rules.notation().parse("b1-b3");
    assertThat(foreign).isNotEqualTo(local); // different bit layouts
    assertThat(rules.check(rules.initialState(), foreign).isLegal()).isTrue();
    assertThat(rules.play(rules.initialState(), foreign))
        .isEqualTo(rules.play(rules.initialState(), local));
  }

  @Test
  void playRemovesExactlyTheMovesBallsAndPassesTheTurn() {
    GridNimState after = rules.play(rules.initialState(), rules.notation().parse("b2-b4"));
    assertThat(after.toString()).isEqualTo("o.oo/o.oo/o.oo/oooo 2");
    assertThat(rules.initialState().toString()).isEqualTo("oooo/oooo/oooo/oooo 1");
  }

  @Test
  void movesAndStatesCheckTheirInput() {
    assertThat(catchThrowableOfType(IllegalArgumentException.class, () -> rules.move(0)))
        .hasMessageContaining("at least one ball");
    assertThat(catchThrowableOfType(IllegalArgumentException.class, () -> rules.move(1L << 16)))
        .hasMessageContaining("outside the 4x4 board");
    assertThat(catchThrowableOfType(IllegalArgumentException.class,
        () -> rules.state(1L << 20, Player.FIRST))).hasMessageContaining("outside");
    GridNimState other = GridNim.builder().rows(3).columns(3).build().initialState();
    assertThat(catchThrowableOfType(IllegalArgumentException.class, () -> rules.legalMoves(other)))
        .hasMessageContaining("3x3");
    assertThat(catchThrowableOfType(IndexOutOfBoundsException.class,
        () -> rules.initialState().hasBall(4, 0))).hasMessageContaining("(4, 0)");
  }
}
