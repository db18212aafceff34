package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameSession;
import io.github.boardrules.pikkpakk.PikkPakkTermination;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaTermination;
import io.github.boardrules.pylos.PylosTermination;
import io.github.boardrules.tzaar.TzaarTermination;
import org.junit.jupiter.api.Test;

/** The result sentence: the winner in the game's own name first, the rules' reason said once. */
class ResultSentenceTest {
  private static final GameCatalog CATALOG = GameCatalog.load();

  @Test
  void aNimGamePlayedToItsLastBallNamesTheWinnerOnce() {
    // 1-2-3 NIM on 4x4, normal play: three balls of each row for FIRST, the fourth for SECOND,
    // so SECOND takes the last ball (d4) and wins.
    GameSession<?, ?> session = GameSession.start(CATALOG.game("nim"));
    for (String move : new String[] {"a1-c1", "d1", "a2-c2", "d2", "a3-c3", "d3", "a4-c4", "d4"}) {
      session.play(move);
    }
    assertThat(session.status().description()).isEqualTo("SECOND took the last ball and wins");
    assertThat(ResultSentence.of(session.game(), session.status())).isEqualTo("SECOND wins: SECOND took the last ball");
  }

  @Test
  void aReasonEndingInTheWinnersNameIsNotRepeated() {
    ConfiguredGame<?, ?> tzaar = CATALOG.game("tzaar");
    Status status = Status.win(Player.FIRST, TzaarTermination.CANNOT_CAPTURE,
        "BLACK cannot capture at the start of his turn; WHITE wins");
    assertThat(ResultSentence.of(tzaar, status)).isEqualTo("WHITE wins: BLACK cannot capture at the start of his turn");
  }

  @Test
  void aReasonThatSaysWhoLostIsKeptWhole() {
    ConfiguredGame<?, ?> pikkpakk = CATALOG.game("pikkpakk");
    Status status = Status.win(Player.SECOND, PikkPakkTermination.NO_LEGAL_MOVE, "LIGHT has no legal move and loses");
    assertThat(ResultSentence.of(pikkpakk, status)).isEqualTo("DARK wins: LIGHT has no legal move and loses");
  }

  @Test
  void aDrawAndAPuzzleHaveNoWinnerToName() {
    ConfiguredGame<?, ?> pylos = CATALOG.game("pylos");
    assertThat(ResultSentence.of(pylos, Status.draw(PylosTermination.REPETITION, "the position occurred 3 times")))
        .isEqualTo("Draw: the position occurred 3 times");
    ConfiguredGame<?, ?> intarsia = CATALOG.game("intarsia");
    assertThat(intarsia.isSolo()).isTrue();
    assertThat(ResultSentence.of(intarsia, Status.win(Player.FIRST, IntarsiaTermination.SOLVED,
        "the goal pattern is reached after 7 rotations"))).isEqualTo("Solved: the goal pattern is reached after 7 rotations");
    assertThatThrownBy(() -> ResultSentence.of(pylos, Status.ongoing())).isInstanceOf(IllegalArgumentException.class);
  }
}
