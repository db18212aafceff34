package io.github.boardrules.examples;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameSession;
import io.github.boardrules.core.catalog.MoveInput;
import io.github.boardrules.core.catalog.PartialMove;
import java.util.List;

/**
 * The guide's session and clicks example ({@code docs/catalogue.md}): a ZÈRTZ game played in a {@link GameSession}, a move
 * made from the points a user clicked, undone and redone, and the record written. Compiled with
 * every build; a test runs it and checks that the guide shows exactly this code (a whole program, so
 * that it compiles as copied).
 */
// snippet:session
public final class PlaySession {
  public static void main(String[] args) {
    play(GameCatalog.load().game("zertz"));
  }

  static <S, M> void play(ConfiguredGame<S, M> game) {
    GameSession<S, M> session = GameSession.start(game);      // zertz: FIRST to move
    session.play("Wd4,a1");                                   // TextParseException or IllegalMoveException if refused
    MoveInput<S, M> input = session.moveInput();
    PartialMove<M> step = input.after(List.of("supply-black", "c3"));
    System.out.println(step.nextPoints().size() + " rings may be removed next");
    M move = input.complete(List.of("supply-black", "c3", "g1"));   // the move Bc3,g1
    session.play(move);
    System.out.println(session.moveTexts() + ", " + session.toMove() + " to move");
    session.undo();                                           // redo() would play Bc3,g1 again
    String record = session.writeRecord();                    // GameSession.fromRecord(game, record) reads it
    String svg = game.picture(session.state(), session.lastMove().orElse(null),
        session.moveInput().after(List.of("supply-grey")).nextPoints()).orElseThrow();
    System.out.println(record.contains("Wd4,a1") + " " + svg.contains("class=\"point target\""));   // true true
  }
}
// end-snippet
