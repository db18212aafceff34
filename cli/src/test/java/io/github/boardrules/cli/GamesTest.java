package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Every game of the registry through the tool: perft, its divide, and the position text. */
class GamesTest {
  private static final List<String> GAMES = List.of("nim", "heapnim", "pikkpakk", "pushfour",
      "fiveshift", "squareabalone", "intarsia", "zertz", "tzaar", "pylos", "colorfield");

  @Test
  void theRegistryHasTheElevenGames() {
    assertThat(Games.DESCRIPTIONS.keySet()).containsExactlyElementsOf(GAMES);
  }

  @Test
  void divideAddsUpToTheCountForEveryGame() {
    for (String game : GAMES) {
      CliRun count = CliRun.of("perft", game, "1");
      assertThat(count.exitCode()).as(game + ": " + count.err()).isZero();
      long moves = Long.parseLong(count.out().strip());
      assertThat(moves).as(game).isPositive();
      List<String> divide = CliRun.of("perft", game, "1", "--divide").out().lines().toList();
      assertThat(divide).as(game).hasSize((int) moves + 1);
      assertThat(divide.get(divide.size() - 1)).as(game).isEqualTo("total " + moves);
      assertThat(divide.subList(0, divide.size() - 1)).as(game).allMatch(l -> l.endsWith(" 1"));
    }
  }

  @Test
  void theDrawnPositionTextIsReadBackForEveryGame() {
    for (String game : GAMES) {
      CliRun play = CliRun.withInput("quit\n", "play", game, "--vs", "random");
      assertThat(play.exitCode()).as(game + ": " + play.err()).isZero();
      String position = play.out().lines().filter(l -> l.startsWith("position: ")).findFirst()
          .orElseThrow().substring("position: ".length());
      // The start position read back: perft 1 from it counts the same moves as from the start.
      assertThat(CliRun.of("perft", game, "1", "--from", position).out())
          .as(game).isEqualTo(CliRun.of("perft", game, "1").out());
    }
  }

  @Test
  void theColourFieldTakesBothDrawOptions() {
    Game<?, ?> game = Games.create("colorfield",
        Options.parse(List.of("--ply-limit", "300", "--repetition-draw", "3")));
    assertThat(game.rules()).hasToString(
        "ColorField[10x10, 6 gates, FULL starts, ply limit 300, draw on 3 repetitions]");
    assertThat(Games.create("colorfield", Options.parse(List.of())).rules().plyBound()).isEmpty();
  }

  @Test
  void variantsChangeTheRules() {
    // Touching not required: any 1-3 balls of a line. Per line of 4: 4 + 6 + 4 = 14 sets, the
    // 16 single balls counted once: 8 * 14 - 16 = 96.
    assertThat(CliRun.of("perft", "nim", "1", "--variant", "touching-not-required").out().strip())
        .isEqualTo("96");
    // Any number from a line, touching not required: 15 non-empty sets per line, 8 * 15 - 16.
    assertThat(CliRun.of("perft", "nim", "1", "--variant", "any-number").out().strip())
        .isEqualTo("104");
  }
}
