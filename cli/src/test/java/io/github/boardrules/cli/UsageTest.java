package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UsageTest {
  @Test
  void noArgumentsPrintsTheUsageToStandardErrorWithCode2() {
    CliRun run = CliRun.of();
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).startsWith("usage:").contains("play <game>", "replay <file>",
        "perft <game> <depth>", "svg <game> <position text>", "solve <game> --table <file>");
    assertThat(run.out()).isEmpty();
  }

  @Test
  void helpPrintsTheUsageAndEveryGameWithCode0() {
    CliRun run = CliRun.of("--help");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).startsWith("usage:").contains("games: " + String.join(", ", GameChoice.CATALOG.names()));
    for (String game : new String[] {"nim", "heapnim", "pikkpakk", "pushfour", "fiveshift",
        "squareabalone", "intarsia", "zertz", "tzaar", "pylos", "colorfield"}) {
      assertThat(GameChoice.CATALOG.names()).contains(game);
    }
  }

  @Test
  void eachSubcommandHasItsHelp() {
    for (String command : new String[] {"games", "play", "replay", "perft", "svg", "solve"}) {
      CliRun run = CliRun.of(command, "--help");
      assertThat(run.exitCode()).isZero();
      assertThat(run.out()).startsWith("usage: " + command).contains("\n");
    }
  }

  @Test
  void unknownCommand() {
    assertThat(CliRun.of("dance").oneLineError(2)).contains("unknown command \"dance\"");
  }

  @Test
  void unknownGame() {
    assertThat(CliRun.of("perft", "chess", "1").oneLineError(2))
        .contains("unknown game \"chess\"").contains("pylos");
  }

  @Test
  void unknownOption() {
    assertThat(CliRun.of("perft", "nim", "1", "--fast").oneLineError(2))
        .contains("unknown option --fast");
  }

  @Test
  void theOldVariantOptionsAreGoneInFavourOfTheGameText() {
    assertThat(CliRun.of("perft", "nim", "1", "--variant", "misere").oneLineError(2))
        .contains("unknown option --variant");
  }

  @Test
  void anOptionTheGameDoesNotHave() {
    assertThat(CliRun.of("perft", "nim(plyLimit=5)", "1").oneLineError(2)).contains("plyLimit");
  }

  @Test
  void missingAndBadNumbers() {
    assertThat(CliRun.of("perft", "nim").oneLineError(2)).contains("perft takes a game and a depth");
    assertThat(CliRun.of("perft", "nim", "two").oneLineError(2))
        .contains("the depth must be a whole number from 0 to 2,147,483,647, not \"two\"");
    assertThat(CliRun.of("perft", "nim", "-1").oneLineError(2)).contains("from 0 to 2,147,483,647, not -1");
    assertThat(CliRun.of("play", "nim", "--seed").oneLineError(2)).contains("--seed needs a value");
  }

  @Test
  void aValueTheRulesRefuseIsAUsageError() {
    // A repetition draw needs the position to occur twice at least.
    assertThat(CliRun.of("perft", "pylos(repetitionDraw=1)", "1").oneLineError(2))
        .contains("repetitionDraw");
  }

  @Test
  void playersFirstAndSecondExcludeEachOther() {
    assertThat(CliRun.of("play", "nim", "--first", "--second").oneLineError(2))
        .contains("--first or --second");
  }
}
