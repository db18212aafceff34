package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every game of the catalogue through the tool: {@code games}, perft, its divide, the position text. */
class GamesTest {
  /** The eleven games of the library, as the catalogue sorts them. */
  private static final List<String> GAMES = List.of("colorfield", "fiveshift", "heapnim", "intarsia",
      "nim", "pikkpakk", "pushfour", "pylos", "squareabalone", "tzaar", "zertz");

  @Test
  void theCatalogueHasTheElevenGames() {
    assertThat(GameChoice.CATALOG.names()).containsExactlyElementsOf(GAMES);
  }

  @Test
  void gamesListsEveryGameWithEveryOptionAndItsDefault() {
    CliRun run = CliRun.of("games");
    assertThat(run.exitCode()).as(run.err()).isZero();
    for (GameProvider provider : GameChoice.CATALOG.providers()) {
      assertThat(run.out()).contains(provider.name() + "  " + provider.title() + "\n");
      for (GameOption option : provider.options()) {
        assertThat(run.out()).contains("    " + option.name() + ": ");
        assertThat(run.out()).contains(option.summary());
      }
    }
    assertThat(CliRun.of("games", "zertz").oneLineError(2)).contains("games takes no arguments");
  }

  /** A game's name with a fixed seed where it has a random setup, so that two runs agree. */
  private static String named(String game) {
    return game.equals("tzaar") ? "tzaar(seed=1)" : game;
  }

  @Test
  void divideAddsUpToTheCountForEveryGame() {
    for (String name : GAMES) {
      String game = named(name);
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
    for (String name : GAMES) {
      String game = named(name);
      boolean solo = GameChoice.CATALOG.game(game).isSolo(); // a puzzle has no bot to choose
      CliRun play = solo ? CliRun.withInput("quit\n", "play", game)
          : CliRun.withInput("quit\n", "play", game, "--vs", "random");
      assertThat(play.exitCode()).as(game + ": " + play.err()).isZero();
      String position = play.out().lines().filter(l -> l.startsWith("position: ")).findFirst()
          .orElseThrow().substring("position: ".length());
      // The start position read back: perft 1 from it counts the same moves as from the start.
      assertThat(CliRun.of("perft", game, "1", "--from", position).out())
          .as(game).isEqualTo(CliRun.of("perft", game, "1").out());
    }
  }

  @Test
  void optionsInTheGameTextChangeTheRules() {
    // Touching not required: any 1-3 balls of a line. Per line of 4: 4 + 6 + 4 = 14 sets, the
    // 16 single balls counted once: 8 * 14 - 16 = 96.
    assertThat(CliRun.of("perft", "nim(touching=false)", "1").out().strip()).isEqualTo("96");
    // Any number from a line, touching not required: 15 non-empty sets per line, 8 * 15 - 16.
    assertThat(CliRun.of("perft", "nim(touching=false,maxTake=4)", "1").out().strip()).isEqualTo("104");
    // Heap Nim 2-3: take 1-2 from the first heap or 1-3 from the second.
    assertThat(CliRun.of("perft", "heapnim(heaps=2-3)", "1").out().strip()).isEqualTo("5");
  }

  @Test
  void aBadOptionNamesTheOptionAndWhy() {
    assertThat(CliRun.of("perft", "nim(rows=0)", "1").oneLineError(2)).contains("rows").contains("0");
    assertThat(CliRun.of("perft", "nim(colour=red)", "1").oneLineError(2)).contains("colour");
    assertThat(CliRun.of("perft", "chess", "1").oneLineError(2))
        .contains("unknown game \"chess\"").contains("pylos");
  }
}
