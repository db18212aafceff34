package io.github.boardrules.core.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.fixture.TakeAway;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The session over the take-away game (pile of 5, take 1 to 3): every position worked by hand. */
class GameSessionTest {
  @SuppressWarnings("unchecked")
  private static final ConfiguredGame<TakeAway.Pile, TakeAway.Take> GAME =
      (ConfiguredGame<TakeAway.Pile, TakeAway.Take>) GameCatalog.load().game("takeaway(pile=5)");

  @Test
  void playsMovesWithTheirNotationAndTurns() {
    GameSession<TakeAway.Pile, TakeAway.Take> session = GameSession.start(GAME);
    assertThat(session.state()).isEqualTo(new TakeAway.Pile(5, Player.FIRST));
    assertThat(session.play("take2")).isEqualTo(new TakeAway.Take(2));
    session.play(new TakeAway.Take(1));
    assertThat(session.moveTexts()).containsExactly("take2", "take1");
    assertThat(session.ply()).isEqualTo(2);
    assertThat(session.toMove()).isEqualTo(Player.FIRST);
    assertThat(session.state()).isEqualTo(new TakeAway.Pile(2, Player.FIRST));
    assertThat(session.lastMove()).contains(new TakeAway.Take(1));
    assertThat(session.status().isOngoing()).isTrue();
    session.play("take2");
    assertThat(session.status().winner()).contains(Player.FIRST);
    assertThat(session.legalMoves()).isEmpty();
  }

  @Test
  void refusedMovesLeaveTheSessionUnchanged() {
    GameSession<TakeAway.Pile, TakeAway.Take> session = GameSession.start(GAME);
    session.play("take3");
    session.undo();
    String before = session.writeRecord();
    assertThatThrownBy(() -> session.play("take4"))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining("take 1 to 3 counters, not 4");
    assertThatThrownBy(() -> session.play("grab2")).isInstanceOf(TextParseException.class);
    assertThat(session.writeRecord()).isEqualTo(before);
    assertThat(session.canRedo()).as("a refused move does not clear the redo stack").isTrue();
    assertThat(session.state()).isEqualTo(new TakeAway.Pile(5, Player.FIRST));
  }

  @Test
  void undoAndRedoWalkTheMovesAndANewMoveClearsRedo() {
    GameSession<TakeAway.Pile, TakeAway.Take> session = GameSession.start(GAME);
    session.play("take1");
    session.play("take2");
    assertThat(session.undo()).isEqualTo(new TakeAway.Take(2));
    assertThat(session.undo()).isEqualTo(new TakeAway.Take(1));
    assertThat(session.canUndo()).isFalse();
    assertThatThrownBy(session::undo).isInstanceOf(IllegalStateException.class).hasMessageContaining("start");
    assertThat(session.redoMoves()).containsExactly(new TakeAway.Take(1), new TakeAway.Take(2));
    assertThat(session.redo()).isEqualTo(new TakeAway.Take(1));
    assertThat(session.state()).isEqualTo(new TakeAway.Pile(4, Player.SECOND));
    session.play("take3");
    assertThat(session.canRedo()).isFalse();
    assertThatThrownBy(session::redo).isInstanceOf(IllegalStateException.class);
    assertThat(session.states()).containsExactly(
        new TakeAway.Pile(5, Player.FIRST), new TakeAway.Pile(4, Player.SECOND), new TakeAway.Pile(1, Player.FIRST));
  }

  @Test
  void recordsGoOutAndComeBack() {
    GameSession<TakeAway.Pile, TakeAway.Take> session = GameSession.fromPosition(GAME, "4 2");
    session.play("take1");
    session.play("take2");
    String record = session.writeRecord();
    assertThat(record).contains("[Game \"takeaway(pile=5)\"]").contains("take1").contains("take2");
    GameSession<TakeAway.Pile, TakeAway.Take> again = GameSession.fromRecord(GAME, record);
    assertThat(again.startState()).isEqualTo(new TakeAway.Pile(4, Player.SECOND));
    assertThat(again.moves()).isEqualTo(session.moves());
    assertThat(again.state()).isEqualTo(new TakeAway.Pile(1, Player.SECOND));
    assertThat(again.canRedo()).isFalse();
  }

  @Test
  void aRecordWithAnIllegalMoveIsRefusedWithItsNumber() {
    String record = GAME.writeRecord(GAME.record(new TakeAway.Pile(3, Player.FIRST),
        List.of(new TakeAway.Take(2), new TakeAway.Take(2))));
    assertThatThrownBy(() -> GameSession.fromRecord(GAME, record))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining("2")
        .hasMessageContaining("only 1 counters left");
  }
}
