package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The boardspace reader and writer on random games and on mutated real records. */
class BoardspaceRecordsProperties {

  @Test
  void randomGamesOfEveryBoardRoundTripThroughBoardspaceRecords() {
    for (ZertzBoard board : ZertzBoard.values()) {
      Zertz rules = Zertz.boardspace(board);
      ForAll.games("boardspace write/read: " + board, 40, rules, game -> {
        String text = BoardspaceRecords.write(rules, game.moves(), "p0", "p1");
        BoardspaceGame read = BoardspaceRecords.read(text);
        assertThat(read.record().moves()).isEqualTo(game.moves());
        assertThat(read.finalState()).isEqualTo(game.finalState());
        assertThat(read.recordedWinner()).isEqualTo(rules.status(game.finalState()).winner());
        if (read.recordedWinner().isPresent()) {
          assertThat(read.playerId(read.recordedWinner().get()))
              .isEqualTo(read.recordedWinner().get() == Player.FIRST ? "p0" : "p1");
        }
      });
    }
  }

  @Test
  void mutatedRecordsAreReadOrRefusedWithTheLibrarysExceptionsOnly() {
    List<String> records = List.of(
        BoardspaceRecordsTest.resource("T!Z11-Raccoons-ddyer-2025-10-25-1801.sgf"),
        BoardspaceRecordsTest.resource("T!Z24-preve-Kartoved24-2025-10-27-2014.sgf"));
    String alphabet = " ;[]()P01234579ABCDEFGHIJRtoBDne-\"\\\n";
    Gen<String> mutated = random -> Gen.mutate(records.get(random.nextInt(records.size())), alphabet, random);
    ForAll.values("mutated boardspace records", 300, mutated, text -> {
      try {
        BoardspaceRecords.read(text);
      } catch (TextParseException e) {
        assertThat(e.input()).isEqualTo(text);
        assertThat(e.errorIndex()).isBetween(0, text.length());
        assertThat(e.reason()).isNotBlank();
      } catch (IllegalMoveException e) {
        assertThat(e.moveNumber()).isPresent();
        assertThat(e.getMessage()).isNotBlank();
      }
    });
  }
}
