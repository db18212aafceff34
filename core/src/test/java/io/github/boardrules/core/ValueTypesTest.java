package io.github.boardrules.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.fixture.TakeAway;
import org.junit.jupiter.api.Test;

class ValueTypesTest {
  @Test
  void players() {
    assertThat(Player.FIRST.opponent()).isEqualTo(Player.SECOND);
    assertThat(Player.SECOND.opponent()).isEqualTo(Player.FIRST);
    assertThat(Player.ofNumber(Player.SECOND.number())).isEqualTo(Player.SECOND);
    assertThat(Player.FIRST.number()).isEqualTo(1);
    assertThatThrownBy(() -> Player.ofNumber(3)).hasMessageContaining("3");
  }

  @Test
  void legality() {
    assertThat(Legality.legal().isLegal()).isTrue();
    assertThat(Legality.legal().reason()).isEmpty();
    Legality illegal = Legality.illegal(TakeAway.Reason.NOT_ENOUGH, "only 1 left");
    assertThat(illegal.isLegal()).isFalse();
    assertThat(illegal.reason()).contains(TakeAway.Reason.NOT_ENOUGH);
    assertThat(illegal).isEqualTo(Legality.illegal(TakeAway.Reason.NOT_ENOUGH, "only 1 left"));
    assertThat(illegal.toString()).isEqualTo("illegal (NOT_ENOUGH): only 1 left");
    assertThatThrownBy(() -> Legality.illegal(TakeAway.Reason.NOT_ENOUGH, " "))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aRefusalNamesTheMoveOnce() {
    // A message that labels the move loses the label; one whose sentence names it keeps the
    // sentence and the line names no move in front; one that does not name it gets the move.
    assertThat(Legality.illegal(TakeAway.Reason.NOT_ENOUGH, "Wd4,d4: d4 is not free").refusal("Wd4,d4"))
        .isEqualTo("Illegal move Wd4,d4: d4 is not free");
    assertThat(Legality.illegal(TakeAway.Reason.OUT_OF_RANGE, "a1-a4 takes 4 balls; at most 3").refusal("a1-a4"))
        .isEqualTo("Illegal move: a1-a4 takes 4 balls; at most 3");
    assertThat(Legality.illegal(TakeAway.Reason.NOT_ENOUGH, "b2: b2 already holds a ball").refusal("b2", 3))
        .isEqualTo("Illegal move (move 3): b2 already holds a ball");
    assertThat(Legality.illegal(TakeAway.Reason.OUT_OF_RANGE, "take 1 to 3").refusal("take9"))
        .isEqualTo("Illegal move take9: take 1 to 3");
    // The move's text in another case is still the move; a longer word that starts like it is not.
    assertThat(Legality.illegal(TakeAway.Reason.NOT_ENOUGH, "d5xe6: empty").refusal("D5xE6", 2))
        .isEqualTo("Illegal move D5xE6 (move 2): empty");
    assertThat(Legality.illegal(TakeAway.Reason.NOT_ENOUGH, "a1b2 is far").refusal("a1"))
        .isEqualTo("Illegal move a1: a1b2 is far");
    assertThatThrownBy(() -> Legality.legal().refusal("a1")).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> Legality.illegal(TakeAway.Reason.NOT_ENOUGH, "x").refusal("a1", -1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void status() {
    Status win = Status.win(Player.SECOND, TakeAway.End.LAST_COUNTER_TAKEN, "SECOND took the last");
    assertThat(win.isOver()).isTrue();
    assertThat(win.kind()).isEqualTo(Status.Kind.WIN);
    assertThat(win.winner()).contains(Player.SECOND);
    assertThat(win.termination()).contains(TakeAway.End.LAST_COUNTER_TAKEN);
    Status draw = Status.draw(TakeAway.End.LAST_COUNTER_TAKEN, "agreed");
    assertThat(draw.winner()).isEmpty();
    assertThat(draw.isOver()).isTrue();
    assertThat(Status.ongoing().isOngoing()).isTrue();
    assertThat(Status.ongoing().termination()).isEmpty();
    assertThat(win).isNotEqualTo(draw).isEqualTo(
        Status.win(Player.SECOND, TakeAway.End.LAST_COUNTER_TAKEN, "SECOND took the last"));
    assertThat(win.toString()).isEqualTo("win for SECOND: SECOND took the last");
  }

  @Test
  void illegalMoveException() {
    Legality illegal = Legality.illegal(TakeAway.Reason.OUT_OF_RANGE, "take 1 to 3");
    IllegalMoveException e = new IllegalMoveException("take9", illegal);
    assertThat(e).hasMessage("Illegal move take9: take 1 to 3").isInstanceOf(IllegalArgumentException.class);
    assertThat(e.reason()).isEqualTo(TakeAway.Reason.OUT_OF_RANGE);
    assertThat(e.moveNumber()).isEmpty();
    assertThat(new IllegalMoveException("take9", illegal, 4).moveNumber()).hasValue(4);
    assertThatThrownBy(() -> new IllegalMoveException("take1", Legality.legal()))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void playRefusesAndLeavesTheStateAlone() {
    TakeAway rules = new TakeAway(2);
    TakeAway.Pile start = rules.initialState();
    assertThatThrownBy(() -> rules.play(start, new TakeAway.Take(3)))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("Illegal move take3: only 2 counters left, cannot take 3");
    assertThat(start).isEqualTo(new TakeAway.Pile(2, Player.FIRST));
  }

  @Test
  void textParseException() {
    TextParseException e = new TextParseException("move", "b2-b9", 4, "row 9 is off the board");
    assertThat(e).hasMessage("Cannot read move \"b2-b9\" at index 4: row 9 is off the board");
    assertThat(e.input()).isEqualTo("b2-b9");
    assertThat(e.errorIndex()).isEqualTo(4);
    assertThat(e.kind()).isEqualTo("move");
    assertThat(e.reason()).isEqualTo("row 9 is off the board");
    assertThatThrownBy(() -> new TextParseException("move", "ab", 3, "x"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(new TextParseException("position", "x".repeat(500), 0, "too long").getMessage())
        .hasSizeLessThan(300);
    IllegalStateException cause = new IllegalStateException("underneath");
    TextParseException withCause = new TextParseException("game record", "1. a1", 3, "illegal", cause);
    assertThat(withCause.getCause()).isSameAs(cause);
    assertThat(withCause.errorIndex()).isEqualTo(3);
  }
}
